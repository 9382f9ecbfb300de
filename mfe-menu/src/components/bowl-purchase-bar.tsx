import { formatCents } from '@campus/catalogue/money';
import { TOASTS_ABOVE_ATTRIBUTE } from '@campus/stores';
import { Button } from '@campus/ui/button';
import { cn } from '@campus/ui/cn';
import { tap } from '@campus/ui/tap';
import { useScrollPaddingBottom } from '@campus/ui/use-scroll-padding-bottom';
import { ShoppingBag } from 'lucide-react';
import { useRef } from 'react';
import { QuantityStepper } from './quantity-stepper';

/**
 * Quantity, live total ((base + extra proteins) × quantity) and Add to Cart, kept in view at the bottom of the screen
 * on phones and desktops alike while the bowl is chosen; the page keeps the bar's height free when it scrolls a
 * focused choice into view, so the bar never hides it.
 */
export function BowlPurchaseBar({
  name,
  quantity,
  unitCents,
  onQuantity,
  onAdd,
  className,
}: {
  name: string;
  quantity: number;
  unitCents: number;
  onQuantity: (q: number) => void;
  onAdd: () => void;
  className?: string;
}) {
  const bar = useRef<HTMLElement>(null);
  useScrollPaddingBottom(bar);
  return (
    <section
      ref={bar}
      aria-label="Quantity and price"
      data-testid="purchase-bar"
      {...{ [TOASTS_ABOVE_ATTRIBUTE]: '' }}
      className={cn(
        'sticky bottom-0 z-10 -mx-4 border-t border-border bg-card/95 px-4 py-3 shadow-raised backdrop-blur sm:-mx-6 sm:px-6 md:bottom-4 md:mx-0 lg:flex lg:items-center lg:gap-6 md:rounded-card md:border md:p-4',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3 lg:flex-1">
        <QuantityStepper value={quantity} onChange={onQuantity} label={name} />
        <p className="text-right" aria-live="polite" aria-atomic="true">
          <span className="block text-xs text-muted">
            {quantity} × {formatCents(unitCents)}
          </span>
          <span className="sr-only">Total </span>
          <span className="text-2xl font-bold text-accent tabular-nums">{formatCents(unitCents * quantity)}</span>
        </p>
      </div>
      <Button size="lg" className="mt-3 w-full lg:mt-0 lg:w-auto lg:shrink-0" onClick={onAdd} {...tap('add-to-cart')}>
        <ShoppingBag className="h-5 w-5" aria-hidden />
        Add to Cart
      </Button>
    </section>
  );
}
