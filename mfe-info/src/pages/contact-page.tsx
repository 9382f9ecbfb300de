import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function ContactPage() {
  return <PlaceholderPage title="Contact" />;
}
