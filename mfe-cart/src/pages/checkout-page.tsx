import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function CheckoutPage() {
  return <PlaceholderPage title="Checkout" />;
}
