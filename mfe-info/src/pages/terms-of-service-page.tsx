import { PolicyContact } from '../components/policy-contact';
import { PolicyDocument } from '../components/policy-document';
import { TERMS_OF_SERVICE } from '../domain/policies';

export function TermsOfServicePage() {
  return <PolicyDocument policy={TERMS_OF_SERVICE} aside={<PolicyContact />} />;
}
