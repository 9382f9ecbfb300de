import { findCountry } from '@campus/catalogue/countries';
import { PATHS, pathTo } from '@campus/catalogue/paths';
import { useParams } from '@campus/router';
import { CanonicalPath } from '@campus/ui/page-status';
import { CountryNotFound } from '../components/country-not-found';
import { CountryView } from '../components/country-view';

/** /bowls-by-country/{countryId} */
export function CountryBowlsPage() {
  const country = findCountry(useParams().countryId);
  if (!country) return <CountryNotFound backTo={PATHS.bowlsByCountry} backLabel="Back to Countries" />;
  const countryHref = (countryId: string) => pathTo(PATHS.countryBowls, { countryId });
  return (
    <CanonicalPath path={countryHref(country.id)}>
      <CountryView
        country={country}
        countryHref={countryHref}
        back={{ to: PATHS.bowlsByCountry, label: 'Back to Countries' }}
        emptyTitle="More bowls coming soon!"
        withExtras={false}
      />
    </CanonicalPath>
  );
}
