import { formatCents } from '@campus/catalogue/money';
import { Button } from '@campus/ui/button';
import { ShoppingBag } from 'lucide-react';
import { QuantityStepper } from './quantity-stepper';

/** Quantity, live total ((base + extra proteins) × quantity) and Add to Cart; sticks to the bottom on phones. */
export function BowlPurchaseBar({
  name,
  quantity,
  unitCents,
  onQuantity,
  onAdd,
}: {
  name: string;
  quantity: number;
  unitCents: number;
  onQuantity: (q: number) => void;
  onAdd: () => void;
}) {
  return (
    <section
      aria-label="Quantity and price"
      className="-mx-4 border-t border-border bg-card/95 px-4 py-3 shadow-raised backdrop-blur sm:-mx-6 sm:px-6 md:static md:mx-0 md:rounded-card md:border md:p-5 md:shadow-card"
    >
      <div className="flex items-center justify-between gap-3">
        <QuantityStepper value={quantity} onChange={onQuantity} label={name} />
        <p className="text-right" aria-live="polite" aria-atomic="true">
          <span className="block text-xs text-muted">
            {quantity} × {formatCents(unitCents)}
          </span>
          <span className="sr-only">Total </span>
          <span className="text-2xl font-bold text-accent tabular-nums">{formatCents(unitCents * quantity)}</span>
        </p>
      </div>
      <Button size="lg" className="mt-3 w-full" onClick={onAdd}>
        <ShoppingBag className="h-5 w-5" aria-hidden />
        Add to Cart
      </Button>
    </section>
  );
}
