import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function CountryBowlsPage() {
  return <PlaceholderPage title="Country Bowls" />;
}
