import { COUNTRIES } from '@campus/catalogue/countries';
import { PATHS, pathTo } from '@campus/catalogue/paths';
import { ProfileFilteredCountries } from './profile-filtered-countries';

/** The International Bowls tab: each country with up to 3 bowls (under the diet filter) and View All; cards open /item/{bowlId}. */
export function InternationalPanel() {
  return (
    <ProfileFilteredCountries
      countries={COUNTRIES}
      viewAllTo={(c) => pathTo(PATHS.menuCountry, { countryId: c.id })}
      bowlHref={(b) => pathTo(PATHS.item, { slug: b.id })}
    />
  );
}
