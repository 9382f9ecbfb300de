import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function RefundsPage() {
  return <PlaceholderPage title="Refunds & Cancellations" />;
}
