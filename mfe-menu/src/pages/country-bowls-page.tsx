import { findCountry } from '@campus/catalogue/countries';
import { PATHS, pathTo } from '@campus/catalogue/paths';
import { useParams } from '@campus/router';
import { CountryNotFound } from '../components/country-not-found';
import { CountryView } from '../components/country-view';

/** /bowls-by-country/{countryId} */
export function CountryBowlsPage() {
  const country = findCountry(useParams().countryId);
  if (!country) return <CountryNotFound backTo={PATHS.bowlsByCountry} backLabel="Back to Countries" />;
  return (
    <CountryView
      country={country}
      countryHref={(countryId) => pathTo(PATHS.countryBowls, { countryId })}
      back={{ to: PATHS.bowlsByCountry, label: 'Back to Countries' }}
      emptyTitle="More bowls coming soon!"
      withExtras={false}
    />
  );
}
