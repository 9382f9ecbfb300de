import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function SmartLockersPage() {
  return <PlaceholderPage title="Smart Lockers" />;
}
