import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function Plan1999Page() {
  return <PlaceholderPage title="$19.99 Plan Builder" />;
}
