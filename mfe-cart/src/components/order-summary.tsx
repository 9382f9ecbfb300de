import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { useCartCount, useCartItems, useCartTotalCents } from '@campus/stores';
import { buttonClasses } from '@campus/ui/button';
import { cardClasses } from '@campus/ui/card';
import { ArrowRight } from 'lucide-react';
import { itemsText } from '../domain/line-text';
import { CancellationTerms } from './cancellation-terms';
import { LoyaltyProgress } from './loyalty-progress';

/** Item count, order total, loyalty progress, Proceed to Checkout and the cancellation terms. */
export function OrderSummary() {
  const items = useCartItems();
  const count = useCartCount();
  const total = useCartTotalCents();
  return (
    <section aria-labelledby="order-summary-heading" className={cardClasses('space-y-4 p-5')}>
      <h2 id="order-summary-heading" className="text-xl font-bold text-ink">
        Order summary
      </h2>
      <dl className="space-y-2">
        <div className="flex justify-between gap-3 text-muted">
          <dt>Items</dt>
          <dd className="tabular-nums" data-testid="cart-count">
            {itemsText(count)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 border-t border-border pt-3">
          <dt className="text-lg font-bold text-ink">Total</dt>
          <dd className="text-2xl font-bold text-accent tabular-nums" data-testid="cart-total">
            {formatCents(total)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted">Prices in Canadian dollars (CAD).</p>
      <Link to={PATHS.checkout} className={buttonClasses('primary', 'lg', 'w-full')}>
        Proceed to Checkout
        <ArrowRight className="h-5 w-5" aria-hidden />
      </Link>
      <CancellationTerms />
      <LoyaltyProgress items={items} />
      <Link
        to={PATHS.menu}
        className="block text-center text-sm font-medium text-primary underline underline-offset-2 hover:no-underline"
      >
        Continue shopping
      </Link>
    </section>
  );
}
