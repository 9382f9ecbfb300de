import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { BOWLS_PER_FREE_BOWL } from '@campus/catalogue/policies';
import { DRINKS, SNACKS } from '@campus/catalogue/products';
import type { Product } from '@campus/catalogue/types';
import { Link } from '@campus/router';
import { cardClasses } from '@campus/ui/card';
import { SmartImage } from '@campus/ui/smart-image';
import { Cookie, CupSoda, Sparkles } from 'lucide-react';

function ProductList({ items }: { items: readonly Product[] }) {
  return (
    <ul className="mt-3 divide-y divide-border">
      {items.map((p) => (
        <li key={p.id} className="flex items-center gap-3 py-2.5">
          <SmartImage src={p.image} alt={p.title} width={64} height={48} frameClassName="w-16 shrink-0 rounded-lg" />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink">{p.title}</p>
            <p className="truncate text-sm text-muted">{p.description}</p>
          </div>
          <span className="font-semibold text-accent tabular-nums">{formatCents(p.priceCents)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Drinks, snacks and treats information (SPEC §2 Smart Value): prices shown, ordered in plans or at pickup. */
export function DrinksSnacksInfo() {
  return (
    <section id="drinks-snacks" aria-labelledby="extras-title" className="scroll-mt-24">
      <h2 id="extras-title" className="text-2xl font-bold text-ink">
        Drinks, Snacks & Treats
      </h2>
      <p className="mt-1 text-muted">
        Round off your meal. Bundle them in a{' '}
        <Link to={PATHS.mealPlans} className="font-medium text-primary underline underline-offset-2">
          meal plan
        </Link>{' '}
        (a pop drink is included free) or grab them at the pickup point.
      </p>
      <div className="mt-5 grid grid-cols-1 gap-5 md:grid-cols-3">
        <div className={cardClasses('p-5')}>
          <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
            <CupSoda className="h-5 w-5 text-primary" aria-hidden /> Drinks
          </h3>
          <ProductList items={DRINKS} />
        </div>
        <div className={cardClasses('p-5')}>
          <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Cookie className="h-5 w-5 text-primary" aria-hidden /> Snacks
          </h3>
          <ProductList items={SNACKS} />
        </div>
        <div className="rounded-card bg-accent-soft p-5">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
            <Sparkles className="h-5 w-5 text-accent" aria-hidden /> Treats
          </h3>
          <p className="mt-3 text-sm text-ink">
            Cookies are baked every morning and fruit cups are cut fresh daily. Every {BOWLS_PER_FREE_BOWL} bowls you
            buy earns a free bowl with our{' '}
            <Link to={PATHS.loyalty} className="font-medium text-primary underline underline-offset-2">
              loyalty programme
            </Link>
            .
          </p>
        </div>
      </div>
    </section>
  );
}
