import { formatCents } from '@campus/catalogue/money';
import { ConflictNote } from '@campus/profile';
import { lineFacts } from '@campus/profile/catalogue-facts';
import { conflicts } from '@campus/profile/fits';
import type { CartItem } from '@campus/stores';
import { useProfile } from '@campus/stores';
import { lineTotalCents, unitPriceCents } from '@campus/stores/cart-rules';
import { lineName } from '@campus/stores/cart-text';
import { cardClasses } from '@campus/ui/card';
import { tap } from '@campus/ui/tap';
import { Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { KIND_LABEL, LineDetails } from './line-details';
import { LineImage } from './line-image';
import { PriceParts } from './price-parts';
import { QuantityControl } from './quantity-control';

/** One line of the cart: what it is, its total, its quantity controls and Remove. */
export function CartLine({
  line,
  onStep,
  onRemove,
  removeRef,
}: {
  line: CartItem;
  onStep: (line: CartItem, by: -1 | 1) => void;
  onRemove: (line: CartItem) => void;
  /** The Remove button: where focus goes when the line before it is removed. */
  removeRef?: Ref<HTMLButtonElement>;
}) {
  const headingId = `${line.id}-heading`;
  const name = lineName(line);
  const notForYou = conflicts(lineFacts(line), useProfile());
  return (
    <article aria-labelledby={headingId} className={cardClasses('p-4 sm:p-5')} data-line-type={line.type}>
      <div className="flex gap-3 sm:gap-5">
        <LineImage line={line} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-primary uppercase">{KIND_LABEL[line.type]}</p>
              <h3 id={headingId} className="text-lg leading-snug font-bold break-words text-ink">
                {name}
              </h3>
            </div>
            <p className="shrink-0 text-right">
              <span className="sr-only">Line total </span>
              <span className="text-lg font-bold text-accent tabular-nums" data-testid="line-total">
                {formatCents(lineTotalCents(line))}
              </span>
              {line.quantity > 1 ? (
                <span className="block text-xs text-muted tabular-nums">{formatCents(unitPriceCents(line))} each</span>
              ) : null}
            </p>
          </div>
          <LineDetails line={line} />
          <PriceParts line={line} />
          <ConflictNote conflicts={notForYou} className="mt-2" />
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-border pt-4 sm:pl-[7.25rem]">
        <QuantityControl
          idBase={line.id}
          name={name}
          quantity={line.quantity}
          onDecrease={() => onStep(line, -1)}
          onIncrease={() => onStep(line, 1)}
        />
        <button
          ref={removeRef}
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-danger transition-colors hover:bg-danger-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          aria-label={`Remove ${name}`}
          onClick={() => onRemove(line)}
          {...tap('remove', line.id)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Remove
        </button>
      </div>
    </article>
  );
}
