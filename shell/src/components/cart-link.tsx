import { useCartCount } from '@campus/cart';
import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { ShoppingBag } from 'lucide-react';
import { usePreload } from '../app/preload-context';

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The cart button: its name carries the count; the badge shows only above 0. */
export function CartLink() {
  const count = useCartCount();
  const preloadPath = usePreload();
  return (
    <Link
      to={PATHS.cart}
      aria-label={cartLabel(count)}
      onPointerEnter={() => preloadPath(PATHS.cart)}
      onFocus={() => preloadPath(PATHS.cart)}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <ShoppingBag className="h-6 w-6" aria-hidden />
      {count > 0 ? (
        <span
          data-testid="cart-badge"
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold text-white tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
