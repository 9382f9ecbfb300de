import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function SmartValuePage() {
  return <PlaceholderPage title="Smart Value" />;
}
