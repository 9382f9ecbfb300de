import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function SuggestBowlPage() {
  return <PlaceholderPage title="Suggest a Bowl" />;
}
