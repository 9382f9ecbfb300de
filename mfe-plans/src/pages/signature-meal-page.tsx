import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function SignatureMealPage() {
  return <PlaceholderPage title="Signature Meal" />;
}
