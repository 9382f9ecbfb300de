import { CONTACT } from '@campus/catalogue/config';
import { ProfileEditor } from '@campus/profile';
import { Card } from '@campus/ui/card';
import { Container } from '@campus/ui/container';
import { DeferHydration } from '@campus/ui/hydration';
import { Reveal } from '@campus/ui/reveal';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { AllergenCard } from '../components/allergens/allergen-card';
import { EmergencyGuidance } from '../components/allergens/emergency-guidance';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/section';
import { ALLERGEN_ADDONS, ALLERGEN_COMMITMENTS, ALLERGENS } from '../domain/allergens';

/** SPEC §2 Allergens. */
export function AllergensPage() {
  useDocumentTitle('Allergen Information');
  return (
    <>
      <PageHeader
        eyebrow="Eat with confidence"
        title="Allergen Information"
        intro="Know what is in your food. Here are the eight major allergens, where they can appear in our meals, and what to do if something goes wrong."
      />
      <Container className="pt-10">
        <div role="note" className="flex gap-3 rounded-card border border-premium bg-premium-soft p-5">
          <TriangleAlert className="mt-0.5 h-6 w-6 shrink-0 text-premium" aria-hidden />
          <p className="text-ink">
            <strong>Safety notice:</strong> our kitchen handles all of these allergens, so we cannot guarantee that any
            item is completely free of them. If you have a severe allergy, e-mail{' '}
            <a href={`mailto:${CONTACT.email}`} className="font-semibold text-primary underline underline-offset-2">
              {CONTACT.email}
            </a>{' '}
            before you order.
          </p>
        </div>
      </Container>
      <Container className="pt-6">
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="allergen-profile-title">
            <h2 id="allergen-profile-title" className="text-xl font-bold text-ink">
              Your allergen profile
            </h2>
            <p className="mt-1 text-muted">
              Tap what you avoid (and the diet you keep). The menu, the bowl builder, the meal plans and your cart then
              mark or hide what contains it, say why, and ask before it goes in your order. Kept on this device; change
              it any time from My diet at the top of every page.
            </p>
            <ProfileEditor
              idBase="allergen-profile"
              avoidTitle="Allergens I avoid"
              dietTitle="Diet I keep"
              className="mt-4"
            />
          </section>
        </Card>
      </Container>
      {/* Words that never change: left as the server drew them until the page is live and idle. */}
      <DeferHydration>
        <Section title="The eight major allergens">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {ALLERGENS.map((a, index) => (
              <li key={a.id}>
                <Reveal index={index % 4} className="h-full">
                  <AllergenCard allergen={a} />
                </Reveal>
              </li>
            ))}
          </ul>
        </Section>
        <Container className="grid gap-6 md:grid-cols-2">
          <Card className="p-6">
            <h2 className="text-xl font-bold text-ink">Our commitments</h2>
            <ul className="mt-4 space-y-3">
              {ALLERGEN_COMMITMENTS.map((c) => (
                <li key={c} className="flex gap-3">
                  <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
                  <span>{c}</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-6">
            <h2 className="text-xl font-bold text-ink">Common add-ons that may contain allergens</h2>
            <dl className="mt-4 divide-y divide-border">
              {ALLERGEN_ADDONS.map((a) => (
                <div key={a.name} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                  <dt className="font-semibold text-ink">{a.name}</dt>
                  <dd className="text-muted">{a.contains}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </Container>
        <EmergencyGuidance />
      </DeferHydration>
    </>
  );
}
