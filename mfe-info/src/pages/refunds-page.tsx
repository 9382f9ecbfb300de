import { PolicyContact } from '../components/policy-contact';
import { PolicyDocument } from '../components/policy-document';
import { RefundsAtAGlance } from '../components/refunds-at-a-glance';
import { REFUND_POLICY } from '../domain/policies';

export function RefundsPage() {
  return (
    <PolicyDocument
      policy={REFUND_POLICY}
      aside={
        <>
          <RefundsAtAGlance />
          <PolicyContact />
        </>
      }
    />
  );
}
