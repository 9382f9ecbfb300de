import { cn } from '@campus/ui/cn';
import { tap } from '@campus/ui/tap';
import { Minus, Plus } from 'lucide-react';
import { canDecrease, canIncrease, MAX_QUANTITY } from '../domain/quantity';

const stepButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-primary-soft ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'aria-disabled:cursor-not-allowed aria-disabled:text-border-strong aria-disabled:hover:bg-transparent';

/**
 * Minus and plus around the quantity. At 1 the minus stays focusable but does nothing (aria-disabled), and says why:
 * the quantity never goes below 1; Remove takes a line out.
 */
export function QuantityControl({
  idBase,
  name,
  quantity,
  onDecrease,
  onIncrease,
}: {
  /** Unique on the page (the cart line's id): the hints' ids derive from it. */
  idBase: string;
  name: string;
  quantity: number;
  onDecrease: () => void;
  onIncrease: () => void;
}) {
  const minHint = `${idBase}-min-hint`;
  const maxHint = `${idBase}-max-hint`;
  const minusOff = !canDecrease(quantity);
  const plusOff = !canIncrease(quantity);
  return (
    <fieldset className="inline-flex items-center rounded-full border border-border-strong bg-card">
      <legend className="sr-only">{`Quantity of ${name}`}</legend>
      <button
        type="button"
        className={cn(stepButton)}
        aria-label={`Decrease quantity of ${name}`}
        aria-disabled={minusOff || undefined}
        aria-describedby={minusOff ? minHint : undefined}
        onClick={minusOff ? undefined : onDecrease}
        {...tap('decrease', idBase)}
      >
        <Minus className="h-4 w-4" aria-hidden />
      </button>
      <span className="min-w-9 text-center font-semibold tabular-nums" data-testid="line-quantity">
        <span className="sr-only">Quantity </span>
        {quantity}
      </span>
      <button
        type="button"
        className={cn(stepButton)}
        aria-label={`Increase quantity of ${name}`}
        aria-disabled={plusOff || undefined}
        aria-describedby={plusOff ? maxHint : undefined}
        onClick={plusOff ? undefined : onIncrease}
        {...tap('increase', idBase)}
      >
        <Plus className="h-4 w-4" aria-hidden />
      </button>
      <span id={minHint} className="sr-only">
        Quantity can't go below 1. To take this item out of your cart, use Remove.
      </span>
      <span id={maxHint} className="sr-only">
        {`${MAX_QUANTITY} is the most one line can hold.`}
      </span>
    </fieldset>
  );
}
