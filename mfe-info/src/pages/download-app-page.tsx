import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function DownloadAppPage() {
  return <PlaceholderPage title="Download the App" />;
}
