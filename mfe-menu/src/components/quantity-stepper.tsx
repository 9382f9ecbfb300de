import { tap } from '@campus/ui/tap';
import { Minus, Plus } from 'lucide-react';
import { MAX_QUANTITY, MIN_QUANTITY } from '../domain/bowl-pricing';

const stepButton =
  'flex h-11 w-11 items-center justify-center rounded-full border border-border-strong bg-card text-ink transition-colors ' +
  'hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:opacity-45';

/** Quantity, at least 1. */
export function QuantityStepper({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (q: number) => void;
  label: string;
}) {
  return (
    <fieldset aria-label={`Quantity of ${label}`} className="flex items-center gap-3">
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(value - 1)}
        {...tap('quantity', 'decrease')}
        disabled={value <= MIN_QUANTITY}
        aria-label="Decrease quantity"
      >
        <Minus className="h-5 w-5" aria-hidden />
      </button>
      <output
        aria-live="polite"
        aria-label="Quantity"
        className="min-w-8 text-center text-lg font-semibold tabular-nums"
      >
        {value}
      </output>
      <button
        type="button"
        className={stepButton}
        onClick={() => onChange(value + 1)}
        {...tap('quantity', 'increase')}
        disabled={value >= MAX_QUANTITY}
        aria-label="Increase quantity"
      >
        <Plus className="h-5 w-5" aria-hidden />
      </button>
    </fieldset>
  );
}
