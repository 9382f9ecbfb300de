import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function MealPlansPage() {
  return <PlaceholderPage title="Meal Plans" />;
}
