import { COUNTRIES } from '@campus/catalogue/countries';
import { PATHS, pathTo } from '@campus/catalogue/paths';
import { filterSummary, matchesFilter } from '../domain/menu-filter';
import { useMenuFilter } from '../hooks/use-menu-filter';
import { CountryList } from './country-section';
import { MenuFilterBar } from './menu-filter-bar';
import { NoMatch } from './no-match';

/** The International Bowls tab: each country with up to 3 (filtered) bowls and View All; cards open /item/{bowlId}. */
export function InternationalPanel() {
  const [filter, setFilter] = useMenuFilter();
  const groups = COUNTRIES.map((c) => ({ country: c, bowls: c.bowls.filter((b) => matchesFilter(b, filter)) }));
  const total = COUNTRIES.reduce((n, c) => n + c.bowls.length, 0);
  const shown = groups.reduce((n, g) => n + g.bowls.length, 0);
  return (
    <div className="space-y-10">
      <MenuFilterBar filter={filter} onChange={setFilter} summary={filterSummary(shown, total)} />
      {shown === 0 ? <NoMatch onClear={() => setFilter({ diets: [], avoid: [] })} /> : null}
      <CountryList
        groups={groups.filter((g) => g.bowls.length > 0)}
        viewAllTo={(c) => pathTo(PATHS.menuCountry, { countryId: c.id })}
        bowlHref={(b) => pathTo(PATHS.item, { slug: b.id })}
      />
    </div>
  );
}
