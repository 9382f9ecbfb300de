import { Accordion } from '@campus/ui/accordion';
import { Card } from '@campus/ui/card';
import { Container } from '@campus/ui/container';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { Clock, Mail } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { HELP_FAQS, SUPPORT } from '../domain/faqs';

/** SPEC §2 Help: e-mail, hours, three FAQs. */
export function HelpPage() {
  useDocumentTitle('Help');
  return (
    <>
      <PageHeader
        eyebrow="Help centre"
        title="How can we help?"
        intro="Quick answers below, or reach our team directly."
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_2fr]">
        <Card className="h-fit p-6">
          <h2 className="text-xl font-bold text-ink">Contact support</h2>
          <ul className="mt-4 space-y-4">
            <li className="flex gap-3">
              <Mail className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="text-sm text-muted">E-mail</p>
                <p>
                  <a
                    href={`mailto:${SUPPORT.email}`}
                    className="font-semibold break-all text-primary underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-focus"
                  >
                    {SUPPORT.email}
                  </a>
                </p>
              </div>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="text-sm text-muted">Support hours</p>
                <p className="font-semibold text-ink">{SUPPORT.hours}</p>
              </div>
            </li>
          </ul>
        </Card>
        <section aria-labelledby="help-faq">
          <h2 id="help-faq" className="text-2xl font-bold text-ink">
            Frequently asked questions
          </h2>
          <Accordion items={HELP_FAQS} className="mt-5" />
        </section>
      </Container>
    </>
  );
}
