import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function HomePage() {
  return <PlaceholderPage title="Home" />;
}
