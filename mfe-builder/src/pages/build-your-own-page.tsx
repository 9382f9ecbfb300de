import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function BuildYourOwnPage() {
  return <PlaceholderPage title="Build Your Own Bowl" />;
}
