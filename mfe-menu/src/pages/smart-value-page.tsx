import { Container, PageTitle } from '@campus/ui/container';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { SmartValueSections } from '../components/smart-value-sections';

/** /smart-value: the $9.99 student bowl, four sandwiches with Add to Cart, drinks/snacks/treats. */
export function SmartValuePage() {
  useDocumentTitle('Smart Value');
  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <header>
        <PageTitle>Smart Value</PageTitle>
        <p className="mt-2 max-w-2xl text-lg text-muted">
          Great food at student prices: bowls, sandwiches, drinks and snacks.
        </p>
      </header>
      <SmartValueSections eager />
    </Container>
  );
}
