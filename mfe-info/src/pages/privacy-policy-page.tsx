import { PlaceholderPage } from '@campus/shared/ui/placeholder-page';

export function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy Policy" />;
}
