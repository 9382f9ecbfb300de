import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function HelpPage() {
  return <PlaceholderPage title="Help" />;
}
