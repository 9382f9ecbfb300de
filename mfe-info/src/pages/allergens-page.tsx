import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function AllergensPage() {
  return <PlaceholderPage title="Allergen Information" />;
}
