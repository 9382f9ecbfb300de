import { formatCents } from '@campus/catalogue/money';
import { TOASTS_ABOVE_ATTRIBUTE } from '@campus/stores';
import { Button } from '@campus/ui/button';
import { cn } from '@campus/ui/cn';
import { tap } from '@campus/ui/tap';
import { ChevronUp, ShoppingBag } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import type { Requirement } from '../domain/plan-rules';
import { RequirementChecklist } from './requirement-checklist';
import { type SummaryContent, SummaryLines } from './summary-lines';

/**
 * The live bundle summary: a sticky card beside the choices on wide screens, a bar stuck to the bottom on phones
 * that expands to show the details. Sticky, not fixed: at the end of the choices it stops, so it never lies on the
 * site's footer. Add to Cart stays pressable while incomplete so it can say what is missing.
 */
export function BundleSummary({
  content,
  totalCents,
  requirements,
  missing,
  onAddToCart,
  favourite,
}: {
  content: SummaryContent;
  totalCents: number;
  requirements: readonly Requirement[];
  /** "1 sandwich, 2 snacks", or '' when complete. */
  missing: string;
  onAddToCart: () => void;
  /** The heart that saves the bundle as chosen. */
  favourite?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // One summary per page: plain ids, the same in the server's HTML and the browser's tree (not useId).
  const detailsId = 'bundle-summary-details';
  const statusId = 'bundle-summary-status';
  const complete = missing === '';
  return (
    <aside
      aria-label="Your bundle"
      {...{ [TOASTS_ABOVE_ATTRIBUTE]: '' }}
      className={cn(
        'sticky bottom-0 z-30 -mx-4 border-t border-border bg-card shadow-raised sm:-mx-6',
        'lg:top-24 lg:bottom-auto lg:z-auto lg:mx-0 lg:rounded-card lg:border lg:shadow-card',
      )}
    >
      <div
        id={detailsId}
        className={cn(
          'max-h-[55dvh] overflow-y-auto px-4 pt-4 lg:block lg:max-h-none lg:px-5 lg:pt-5',
          !open && 'hidden',
        )}
      >
        <h2 className="mb-3 text-lg font-bold text-ink">Your bundle</h2>
        <SummaryLines {...content} />
        <div className="mt-4 border-t border-border pt-3">
          <RequirementChecklist requirements={requirements} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 lg:flex-col lg:flex-nowrap lg:items-stretch lg:gap-3 lg:px-5 lg:pb-5">
        <p className="min-w-0 flex-1 text-sm text-muted lg:mt-2 lg:flex lg:items-baseline lg:justify-between lg:border-t lg:border-border lg:pt-3 lg:text-base lg:font-semibold lg:text-ink">
          Total{' '}
          <output aria-live="polite" className="text-xl font-bold text-accent tabular-nums lg:text-2xl">
            {formatCents(totalCents)}
          </output>
        </p>
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          {...tap('bundle', 'details')}
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={open ? 'Hide bundle details' : 'Show bundle details'}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-border hover:bg-surface focus-visible:outline-3 focus-visible:outline-focus lg:hidden"
        >
          <ChevronUp className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
        <Button
          onClick={onAddToCart}
          {...tap('bundle', 'add-to-cart')}
          aria-disabled={!complete}
          aria-describedby={statusId}
          className="shrink-0 px-4 lg:w-full"
        >
          <ShoppingBag className="h-5 w-5" aria-hidden />
          Add to Cart
        </Button>
        {favourite}
        <p
          id={statusId}
          className={cn(
            'w-full text-xs lg:text-center lg:text-sm',
            complete ? 'font-semibold text-primary' : 'text-muted',
          )}
        >
          {complete ? 'Ready to add to your cart.' : `Still to choose: ${missing}.`}
        </p>
      </div>
    </aside>
  );
}
