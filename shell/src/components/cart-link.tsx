import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { useCartCount } from '@campus/stores';
import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePreload } from '../app/preload-context';

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** A header link to a page with a count (the cart, the favourites): its name carries the count; the badge shows above 0. */
export function CountLink({
  to,
  label,
  count,
  icon,
  badgeClassName,
  badgeTestId,
}: {
  to: string;
  label: string;
  count: number;
  icon: ReactNode;
  badgeClassName: string;
  badgeTestId?: string;
}) {
  const preloadPath = usePreload();
  return (
    <Link
      to={to}
      aria-label={label}
      onPointerEnter={() => preloadPath(to)}
      onFocus={() => preloadPath(to)}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {icon}
      {count > 0 ? (
        <span
          data-testid={badgeTestId}
          aria-hidden
          className={`absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold text-white tabular-nums ${badgeClassName}`}
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

/** The cart button. */
export function CartLink() {
  const count = useCartCount();
  return (
    <CountLink
      to={PATHS.cart}
      label={cartLabel(count)}
      count={count}
      icon={<ShoppingBag className="h-6 w-6" aria-hidden />}
      badgeClassName="bg-accent"
      badgeTestId="cart-badge"
    />
  );
}
