import { CONTACT } from '@campus/catalogue/config';
import { Container } from '@campus/ui/container';
import { HeartPulse, Phone, Siren, Syringe } from 'lucide-react';

const linkClass =
  'font-bold text-danger underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-focus';

/** SPEC §2 Allergens: medical alert line for non-emergencies, 911 for severe reactions, your own EpiPen. */
export function EmergencyGuidance() {
  return (
    <section aria-labelledby="emergency-title" className="py-12">
      <Container>
        <div className="rounded-card border-2 border-danger bg-danger-soft p-6 sm:p-8">
          <h2 id="emergency-title" className="flex items-center gap-3 text-2xl font-bold text-ink">
            <HeartPulse className="h-7 w-7 text-danger" aria-hidden />
            If you have a reaction
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-3">
            <li className="flex gap-3">
              <Phone className="mt-1 h-5 w-5 shrink-0 text-danger" aria-hidden />
              <p>
                <strong className="block text-ink">Non-emergency reaction</strong>
                Call our medical alert line:{' '}
                <a href={CONTACT.medicalAlertHref} className={linkClass}>
                  {CONTACT.medicalAlertLine}
                </a>
              </p>
            </li>
            <li className="flex gap-3">
              <Siren className="mt-1 h-5 w-5 shrink-0 text-danger" aria-hidden />
              <p>
                <strong className="block text-ink">Severe reaction</strong>
                Trouble breathing, swelling of the face or throat, or feeling faint: call{' '}
                <a href="tel:911" className={linkClass}>
                  911
                </a>{' '}
                right away.
              </p>
            </li>
            <li className="flex gap-3">
              <Syringe className="mt-1 h-5 w-5 shrink-0 text-danger" aria-hidden />
              <p>
                <strong className="block text-ink">Carry an EpiPen?</strong>
                Use your own EpiPen as your doctor told you, then call 911.
              </p>
            </li>
          </ul>
        </div>
      </Container>
    </section>
  );
}
