import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function BowlDetailPage() {
  return <PlaceholderPage title="Bowl Detail" />;
}
