import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function CountryPage() {
  return <PlaceholderPage title="Country Bowls" />;
}
