import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function LoyaltyPage() {
  return <PlaceholderPage title="Loyalty Program" />;
}
