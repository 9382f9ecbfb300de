import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function MenuPage() {
  return <PlaceholderPage title="Fresh Bowl Menu" />;
}
