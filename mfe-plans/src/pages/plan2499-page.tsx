import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function Plan2499Page() {
  return <PlaceholderPage title="$24.99 Plan Builder" />;
}
