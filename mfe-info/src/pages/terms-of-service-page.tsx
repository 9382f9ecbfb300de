import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function TermsOfServicePage() {
  return <PlaceholderPage title="Terms of Service" />;
}
