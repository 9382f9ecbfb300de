import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function BowlsByCountryPage() {
  return <PlaceholderPage title="Bowls by Country" />;
}
