import type { CartItem } from '@campus/stores';
import { TriangleAlert } from 'lucide-react';
import { allergenSummary } from '../domain/order-nutrition';

/** The allergens of everything in the order, once each, and the lines whose allergens are not known: the cart's words. */
export function OrderAllergens({ items, className }: { items: readonly CartItem[]; className?: string }) {
  const allergens = allergenSummary(items);
  return (
    <div className={className}>
      <h3 className="font-semibold text-ink">Allergens in your order</h3>
      {allergens.present.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Allergens present">
          {allergens.present.map((a) => (
            <li
              key={a}
              className="inline-flex items-center gap-1 rounded-full bg-danger-soft px-2.5 py-1 text-sm font-medium text-danger"
            >
              <TriangleAlert className="h-3.5 w-3.5" aria-hidden />
              {a}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">No allergens listed for these items.</p>
      )}
      {allergens.unknown.length > 0 ? (
        <p className="mt-2 text-sm text-muted">Allergens not listed for: {allergens.unknown.join(', ')}.</p>
      ) : null}
    </div>
  );
}
