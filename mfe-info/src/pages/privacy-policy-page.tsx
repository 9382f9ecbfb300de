import { PolicyContact } from '../components/policy-contact';
import { PolicyDocument } from '../components/policy-document';
import { PRIVACY_POLICY } from '../domain/policies';

export function PrivacyPolicyPage() {
  return <PolicyDocument policy={PRIVACY_POLICY} aside={<PolicyContact />} />;
}
