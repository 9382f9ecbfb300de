import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function CartPage() {
  return <PlaceholderPage title="Your Cart" />;
}
