import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function SubscribePage() {
  return <PlaceholderPage title="Subscriptions" />;
}
