import { findCountry } from '@campus/catalogue/countries';
import { PATHS, pathTo } from '@campus/catalogue/paths';
import { useParams } from '@campus/router';
import { CanonicalPath } from '@campus/ui/page-status';
import { CountryNotFound } from '../components/country-not-found';
import { CountryView } from '../components/country-view';

/** /menu/country/{countryId} */
export function CountryPage() {
  const country = findCountry(useParams().countryId);
  if (!country) return <CountryNotFound backTo={PATHS.menu} backLabel="Back to Menu" />;
  const countryHref = (countryId: string) => pathTo(PATHS.menuCountry, { countryId });
  return (
    <CanonicalPath path={countryHref(country.id)}>
      <CountryView
        country={country}
        countryHref={countryHref}
        back={{ to: PATHS.menu, label: 'Back to Menu' }}
        emptyTitle="More bowls coming soon"
        withExtras
      />
    </CanonicalPath>
  );
}
