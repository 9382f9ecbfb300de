import { findCountry } from '@campus/catalogue/countries';
import { useParams } from '@campus/router';
import { CountryNotFound } from '../components/country-not-found';
import { CountryView } from '../components/country-view';

/** /bowls-by-country/{countryId} */
export function CountryBowlsPage() {
  const country = findCountry(useParams().countryId);
  if (!country) return <CountryNotFound backTo="/bowls-by-country" backLabel="Back to Countries" />;
  return (
    <CountryView
      country={country}
      countryBase="/bowls-by-country"
      back={{ to: '/bowls-by-country', label: 'Back to Countries' }}
      emptyTitle="More bowls coming soon!"
      withExtras={false}
    />
  );
}
