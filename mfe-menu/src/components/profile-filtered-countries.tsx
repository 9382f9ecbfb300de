import type { Bowl, Country } from '@campus/catalogue/types';
import { useProfileActions } from '@campus/stores';
import { filterSummary } from '../domain/menu-filter';
import { useProfileView } from '../hooks/use-profile-view';
import { CountryList } from './country-section';
import { MenuFilterBar } from './menu-filter-bar';
import { NoMatch } from './no-match';

/**
 * Countries with their bowls under the diet filter (the International tab, Bowls by Country): bowls that do not fit
 * are hidden or marked, as the customer chose; a country left with none is left out.
 */
export function ProfileFilteredCountries({
  countries,
  viewAllTo,
  bowlHref,
}: {
  countries: readonly Country[];
  viewAllTo: (country: Country) => string;
  bowlHref: (bowl: Bowl, country: Country) => string;
}) {
  const view = useProfileView();
  const { profileCleared } = useProfileActions();
  const all = countries.flatMap((c) => c.bowls);
  const fitting = view.fitting(all);
  const groups = countries.map((country) => ({ country, bowls: view.shown(country.bowls) }));
  const shown = groups.reduce((n, g) => n + g.bowls.length, 0);
  return (
    <div className="space-y-6 sm:space-y-10">
      <MenuFilterBar summary={filterSummary(fitting, all.length, view.display)} />
      {shown === 0 ? <NoMatch onClear={profileCleared} /> : null}
      <CountryList
        groups={groups.filter((g) => g.bowls.length > 0)}
        viewAllTo={viewAllTo}
        bowlHref={bowlHref}
        conflictsOf={view.conflictsOf}
      />
    </div>
  );
}
