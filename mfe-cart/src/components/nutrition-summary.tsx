import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import type { CartItem } from '@campus/stores';
import { cardClasses } from '@campus/ui/card';
import { nutritionSummary } from '../domain/order-nutrition';
import { OrderAllergens } from './order-allergens';

const MACROS = [
  { key: 'carbs', label: 'Carbs', tone: 'bg-macro-carbs' },
  { key: 'protein', label: 'Protein', tone: 'bg-macro-protein' },
  { key: 'fat', label: 'Fat', tone: 'bg-macro-fat' },
] as const;

/** Calories and macros of everything in the cart (quantities counted) and the allergens present. */
export function NutritionSummary({ items }: { items: readonly CartItem[] }) {
  const { total, missing, hasData } = nutritionSummary(items);
  return (
    <section aria-labelledby="nutrition-heading" className={cardClasses('p-5')}>
      <h2 id="nutrition-heading" className="text-xl font-bold text-ink">
        Nutrition &amp; allergens
      </h2>
      {hasData ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div className="rounded-xl bg-accent-soft p-3">
            <dt className="text-sm text-muted">Calories</dt>
            <dd className="text-xl font-bold text-ink tabular-nums">{total.kcal} kcal</dd>
          </div>
          {MACROS.map((m) => (
            <div key={m.key} className="rounded-xl bg-surface p-3">
              <dt className="flex items-center gap-1.5 text-sm text-muted">
                <span className={`h-2.5 w-2.5 rounded-full ${m.tone}`} aria-hidden />
                {m.label}
              </dt>
              <dd className="text-xl font-bold text-ink tabular-nums">{total[m.key]} g</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted">No nutrition data for the items in your cart.</p>
      )}
      {hasData && missing.length > 0 ? (
        <p className="mt-3 text-sm text-muted">Not included (no nutrition data): {missing.join(', ')}.</p>
      ) : null}
      <OrderAllergens items={items} className="mt-5" />
      <p className="mt-3 text-sm text-muted">
        Check each item before you order, and ask us if you are unsure.{' '}
        <Link to={PATHS.allergens} className="font-medium text-primary underline underline-offset-2 hover:no-underline">
          Allergen information
        </Link>
      </p>
    </section>
  );
}
