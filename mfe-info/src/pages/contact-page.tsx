import { CONTACT } from '@campus/catalogue/config';
import { buttonClasses } from '@campus/ui/button';
import { Card } from '@campus/ui/card';
import { Container } from '@campus/ui/container';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { Mail } from 'lucide-react';
import { PageHeader } from '../components/page-header';

/** SPEC §2 Contact: only the contact e-mail. */
export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        intro="Questions about an order, allergens, lockers or a campus event? Send us an e-mail and we’ll get back to you."
      />
      <Container className="py-12">
        <Card className="mx-auto flex max-w-xl flex-col items-center p-8 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Mail className="h-7 w-7" aria-hidden />
          </span>
          <h2 className="mt-4 text-xl font-bold text-ink">E-mail us</h2>
          <a
            href={`mailto:${CONTACT.email}`}
            className="mt-2 text-lg font-semibold break-all text-primary underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-focus"
          >
            {CONTACT.email}
          </a>
          <a href={`mailto:${CONTACT.email}`} className={buttonClasses('primary', 'lg', 'mt-6')}>
            Write an e-mail
          </a>
        </Card>
      </Container>
    </>
  );
}
