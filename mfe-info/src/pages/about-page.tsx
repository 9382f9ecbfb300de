import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function AboutPage() {
  return <PlaceholderPage title="About Us" />;
}
