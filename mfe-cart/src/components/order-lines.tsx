import { formatCents } from '@campus/catalogue/money';
import { ConflictNote } from '@campus/profile';
import { lineFacts } from '@campus/profile/catalogue-facts';
import { conflicts } from '@campus/profile/fits';
import type { CartItem } from '@campus/stores';
import { useProfile } from '@campus/stores';
import { lineTotalCents } from '@campus/stores/cart-rules';
import { lineName } from '@campus/stores/cart-text';
import { itemsText } from '../domain/line-text';
import { linePriceParts, pricePartsText } from '../domain/price-parts';

/**
 * A compact read-only order: "2 × Teriyaki Chicken Bowl … $22.98" (with what its price adds up from, and — as its cart
 * line says it — why it does not fit the customer's diet), then the count and the total.
 */
export function OrderLines({
  items,
  totalCents,
  count,
}: {
  items: readonly CartItem[];
  totalCents: number;
  count: number;
}) {
  const profile = useProfile();
  return (
    <div>
      <ul className="divide-y divide-border" aria-label="Items in your order">
        {items.map((line) => {
          const parts = linePriceParts(line);
          return (
            <li key={line.id} className="flex justify-between gap-4 py-2">
              <div className="min-w-0 break-words">
                <span className="font-semibold tabular-nums">{line.quantity} ×</span> {lineName(line)}
                {parts ? (
                  <span className="block text-xs text-muted">
                    {line.quantity > 1 ? 'Each: ' : ''}
                    {pricePartsText(parts)}
                  </span>
                ) : null}
                <ConflictNote conflicts={conflicts(lineFacts(line), profile)} className="mt-1" />
              </div>
              <span className="shrink-0 tabular-nums">{formatCents(lineTotalCents(line))}</span>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 flex items-baseline justify-between gap-4 border-t border-border pt-3">
        <dt className="font-bold text-ink">
          Total <span className="font-normal text-muted">({itemsText(count)})</span>
        </dt>
        <dd className="text-xl font-bold text-accent tabular-nums">{formatCents(totalCents)}</dd>
      </dl>
    </div>
  );
}
