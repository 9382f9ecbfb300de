import { formatCents } from '@campus/catalogue/money';
import type { CartItem } from '@campus/stores';
import { linePriceParts } from '../domain/price-parts';

/**
 * How a line's price adds up — its starting price, then each surcharge — so "$9.99" on the menu and "$13.49" in the
 * cart are explained in the line itself (read in order by a screen reader: "Brown rice (premium base) plus $0.50").
 */
export function PriceParts({ line }: { line: CartItem }) {
  const parts = linePriceParts(line);
  if (!parts) return null;
  const headingId = `${line.id}-price-parts`;
  return (
    <div className="mt-2 text-sm">
      <p id={headingId} className="font-medium text-muted">
        {line.quantity > 1 ? 'Price of each' : 'Price'}
      </p>
      <ul aria-labelledby={headingId} className="mt-1 space-y-0.5" data-testid="price-parts">
        <li className="flex justify-between gap-3">
          <span>{parts.start.label}</span>
          <span className="tabular-nums">{formatCents(parts.start.cents)}</span>
        </li>
        {parts.added.map((p) => (
          <li key={p.label} className="flex justify-between gap-3">
            <span>{p.label}</span>
            <span className="font-medium tabular-nums text-accent">
              <span className="sr-only">plus </span>
              <span aria-hidden>+</span>
              {formatCents(p.cents)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
