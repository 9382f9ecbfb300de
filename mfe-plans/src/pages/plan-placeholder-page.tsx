import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function PlanPlaceholderPage() {
  return <PlaceholderPage title="Plan Builder" />;
}
