import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { SIGNATURE_MEAL_PRICE_CENTS } from '@campus/catalogue/prices';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { Container } from '@campus/ui/container';
import { Reveal } from '@campus/ui/reveal';
import { SmartImage } from '@campus/ui/smart-image';
import { Coffee, Cookie, Soup } from 'lucide-react';
import signatureArt from '../../assets/signature-meal.svg';

/** SPEC §9 Signature Meal: one price, excluding delivery. */
const PARTS = [
  { Icon: Coffee, title: 'Breakfast', items: 'Sandwich, drink and a protein bar' },
  { Icon: Soup, title: 'Lunch', items: 'Bowl, drink and a cookie' },
  { Icon: Cookie, title: 'Snacks', items: 'One sweet and one savory' },
];

export function SignatureDeal() {
  return (
    <section aria-labelledby="signature-deal-title" className="py-12 sm:py-16">
      <Container>
        <Reveal>
          <div className="grid overflow-hidden rounded-card border border-border bg-accent-soft shadow-card lg:grid-cols-2">
            <SmartImage
              src={signatureArt}
              alt="A meal tray with a bowl, a breakfast sandwich, a drink, a cookie, a protein bar and snacks"
              width={480}
              height={320}
              frameClassName="self-center"
            />
            <div className="p-6 sm:p-10">
              <p className="text-sm font-semibold tracking-wide text-accent uppercase">Featured deal</p>
              <h2 id="signature-deal-title" className="mt-2 text-2xl font-bold text-ink sm:text-3xl">
                The Signature Meal
              </h2>
              <p className="mt-3 text-muted">Your whole day of food, sorted in one order.</p>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-4xl font-extrabold text-accent tabular-nums">
                  {formatCents(SIGNATURE_MEAL_PRICE_CENTS)}
                </span>
                <span className="text-sm text-muted">excluding delivery</span>
              </p>
              <ul className="mt-6 space-y-3">
                {PARTS.map(({ Icon, title, items }) => (
                  <li key={title} className="flex gap-3">
                    <Icon className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
                    <span>
                      <strong className="text-ink">{title}:</strong> <span className="text-muted">{items}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <Link to={PATHS.signatureMeal} className={buttonClasses('accent', 'lg', 'mt-8 w-full sm:w-auto')}>
                See the Signature Meal
              </Link>
            </div>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
