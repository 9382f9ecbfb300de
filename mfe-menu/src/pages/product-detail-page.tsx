import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function ProductDetailPage() {
  return <PlaceholderPage title="Product Detail" />;
}
