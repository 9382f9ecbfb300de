import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { BOWL_PRICE_CENTS, PROTEIN_PRICE_CENTS } from '@campus/catalogue/prices';
import { Link } from '@campus/router';
import { buttonClasses } from '@campus/ui/button';
import { cardClasses } from '@campus/ui/card';
import { ChefHat, Lightbulb } from 'lucide-react';

const STEPS = ['Base', 'Protein', 'Greens & Veggies', 'Toppings', 'Sauces & Dressings', 'Extras', 'Review'];

const THEMES = [
  { id: 'mexico', label: 'Mexico' },
  { id: 'india', label: 'India' },
  { id: 'middle-east', label: 'Middle East' },
  { id: 'southeast-asia', label: 'Southeast Asia' },
  { id: 'china', label: 'China' },
  { id: 'italy', label: 'Italy' },
  { id: 'north-america', label: 'North America' },
  { id: 'eastern-europe', label: 'Eastern Europe' },
  { id: 'west-asia', label: 'West Asia' },
];

/** The menu's Build Your Own tab: what the builder does, and ways in. */
export function BuildYourOwnPanel() {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="byo-title" className={cardClasses('self-start p-6')}>
        <ChefHat className="h-10 w-10 text-primary" aria-hidden />
        <h2 id="byo-title" className="mt-3 text-2xl font-bold text-ink">
          Build Your Own Bowl
        </h2>
        <p className="mt-2 text-muted">
          Seven quick steps, live calories and macros, and a price that updates as you go. Bowls start at{' '}
          <strong className="text-accent tabular-nums">{formatCents(BOWL_PRICE_CENTS)}</strong>; each protein after the
          first adds <strong className="text-accent tabular-nums">{formatCents(PROTEIN_PRICE_CENTS.standard)}</strong>.
        </p>
        <ol className="mt-5 flex flex-wrap gap-2">
          {STEPS.map((step, i) => (
            <li key={step} className="rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary">
              {i + 1}. {step}
            </li>
          ))}
        </ol>
        <Link to={PATHS.buildYourOwn} className={buttonClasses('primary', 'lg', 'mt-6 w-full sm:w-auto')}>
          Start Building
        </Link>
      </section>
      <div className="space-y-6">
        <section aria-labelledby="byo-themes" className={cardClasses('p-6')}>
          <h2 id="byo-themes" className="text-lg font-semibold text-ink">
            Start from a country theme
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {THEMES.map((t) => (
              <li key={t.id}>
                <Link to={`${PATHS.buildYourOwn}?theme=${t.id}`} className={buttonClasses('outline', 'sm')}>
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="byo-suggest" className="rounded-card bg-accent-soft p-6">
          <Lightbulb className="h-7 w-7 text-accent" aria-hidden />
          <h2 id="byo-suggest" className="mt-2 text-lg font-semibold text-ink">
            Got a bowl idea?
          </h2>
          <p className="mt-1 text-sm text-muted">Suggest it to our chefs and see what other students dreamed up.</p>
          <Link to={PATHS.suggestABowl} className={buttonClasses('ghost', 'sm', 'mt-3 px-0 text-accent')}>
            Suggest a Bowl
          </Link>
        </section>
      </div>
    </div>
  );
}
