import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { TOASTS_ABOVE_ATTRIBUTE, useCartTotalCents } from '@campus/stores';
import { buttonClasses } from '@campus/ui/button';

/** On phones and tablets the total and Checkout stay in reach at the bottom while the list scrolls. */
export function CheckoutBar() {
  const total = useCartTotalCents();
  return (
    <div
      {...{ [TOASTS_ABOVE_ATTRIBUTE]: '' }}
      className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-border bg-card/95 px-4 py-3 shadow-raised backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="flex items-center justify-between gap-4">
        <p className="leading-tight">
          <span className="block text-sm text-muted">Total</span>
          <span className="text-xl font-bold text-accent tabular-nums">{formatCents(total)}</span>
        </p>
        <Link to={PATHS.checkout} className={buttonClasses('primary', 'lg')}>
          Checkout
        </Link>
      </div>
    </div>
  );
}
