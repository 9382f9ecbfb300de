import { formatCents } from '@campus/catalogue/money';
import { TOASTS_ABOVE_ATTRIBUTE } from '@campus/stores';
import { Button } from '@campus/ui/button';
import { Container } from '@campus/ui/container';
import { tap } from '@campus/ui/tap';
import { ArrowLeft, ArrowRight, ShoppingBag, Undo2 } from 'lucide-react';

interface BuilderFooterProps {
  priceCents: number;
  kcal: number;
  canGoBack: boolean;
  isLast: boolean;
  onBack: () => void;
  onNext: () => void;
  onAddToCart: () => void;
  /** On a step reached from Review: back there in one step. */
  onBackToReview?: () => void;
}

/**
 * Sticky at the bottom of the builder (it never covers the site footer, and it takes its own room, so the last row
 * of choices stays reachable): the running CAD price, announced politely, Back, and Next or Add to Cart.
 */
export function BuilderFooter({
  priceCents,
  kcal,
  canGoBack,
  isLast,
  onBack,
  onNext,
  onAddToCart,
  onBackToReview,
}: BuilderFooterProps) {
  return (
    <div
      {...{ [TOASTS_ABOVE_ATTRIBUTE]: '' }}
      className="sticky bottom-0 z-20 border-t border-border bg-card/95 shadow-[0_-4px_16px_rgb(28_25_23/0.08)] backdrop-blur"
    >
      {/* On a phone "Back to review" takes a row of its own under Back and Next (four controls do not fit one). */}
      <Container className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-muted">Total (CAD)</p>
          <p role="status" aria-live="polite" aria-atomic="true" className="text-xl font-bold text-accent tabular-nums">
            <span className="sr-only">Bowl total </span>
            {formatCents(priceCents)}
          </p>
          <p className="text-xs text-muted tabular-nums">{kcal} kcal</p>
        </div>
        <div className="ml-auto flex gap-2">
          <Button
            variant="outline"
            onClick={onBack}
            disabled={!canGoBack}
            className="px-3.5 sm:px-4"
            {...tap('builder', 'back')}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back
          </Button>
          {isLast ? (
            <Button
              variant="accent"
              onClick={onAddToCart}
              className="whitespace-nowrap px-4 sm:px-6"
              {...tap('builder', 'add-to-cart')}
            >
              <ShoppingBag className="hidden h-4 w-4 sm:block" aria-hidden />
              Add to Cart
            </Button>
          ) : (
            <Button onClick={onNext} className="px-5 sm:px-7" {...tap('builder', 'next')}>
              Next
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
        {onBackToReview ? (
          <Button
            variant="outline"
            onClick={onBackToReview}
            className="w-full whitespace-nowrap px-4 sm:w-auto"
            {...tap('builder', 'review')}
          >
            <Undo2 className="h-4 w-4" aria-hidden />
            Back to review
          </Button>
        ) : null}
      </Container>
    </div>
  );
}
