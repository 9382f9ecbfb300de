import curryCover from '@campus/catalogue/assets/food/curry-power-bowl.svg';
import { BUDGET_BOWL } from '@campus/catalogue/budget-bowl';
import { extraProteinNote } from '@campus/catalogue/extra-protein';
import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { SMART_VALUE_PROMO } from '@campus/catalogue/prices';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { SmartImage } from '@campus/ui/smart-image';
import { Check } from 'lucide-react';

const INCLUDES = [
  `${BUDGET_BOWL.includes.protein} protein`,
  `${BUDGET_BOWL.includes.base} base`,
  `${BUDGET_BOWL.includes.vegetables} vegetables`,
  `${BUDGET_BOWL.includes.sauce} sauce`,
];

/** The $9.99 student bowl promo (SPEC §2 Smart Value, §3 Budget bowl). */
export function BudgetBowlPromo({
  headingLevel = 'h2',
  eager = false,
}: {
  headingLevel?: 'h2' | 'h1';
  eager?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <section
      id="student-bowl"
      aria-labelledby="budget-bowl"
      className="scroll-mt-24 grid overflow-hidden rounded-card bg-card shadow-card md:grid-cols-2"
    >
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <p className="w-fit rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">Student price</p>
        <Heading id="budget-bowl" className="text-title font-bold text-ink sm:text-4xl">
          The <span className="text-accent tabular-nums">{formatCents(BUDGET_BOWL.priceCents)}</span> Student Bowl
        </Heading>
        <p className="text-muted">A full, balanced meal at a price that fits a student budget.</p>
        <ul className="grid grid-cols-2 gap-2">
          {INCLUDES.map((item) => (
            <li key={item} className="flex items-center gap-2 font-medium text-ink">
              <Check className="h-5 w-5 text-primary" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-semibold text-ink">Choose your core</dt>
            <dd className="text-muted">{BUDGET_BOWL.cores.map((c) => c.name).join(' · ')}</dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">Choose your protein</dt>
            <dd className="text-muted">{BUDGET_BOWL.proteins.map((c) => c.name).join(' · ')}</dd>
          </div>
        </dl>
        <p className="rounded-lg bg-surface px-3 py-2 text-sm text-ink">
          Extra protein{' '}
          <strong className="text-accent tabular-nums">+{formatCents(SMART_VALUE_PROMO.extraProteinCents)}</strong> ·
          Premium toppings{' '}
          <strong className="text-accent tabular-nums">+{formatCents(SMART_VALUE_PROMO.premiumToppingsCents)}</strong>
          <span className="mt-1 block text-xs text-muted">{extraProteinNote('budget')}</span>
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={PATHS.buildYourOwn} className={buttonClasses('primary')}>
            Build Your Own
          </Link>
          <Link to={PATHS.bowlsByCountry} className={buttonClasses('outline')}>
            Bowls by Country
          </Link>
        </div>
      </div>
      <SmartImage
        src={curryCover}
        alt="A colourful student bowl with rice, curry and vegetables"
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        frameClassName="order-first md:order-last md:h-full md:w-full"
      />
    </section>
  );
}
