import { PATHS } from '@campus/catalogue/paths';
import { Link } from '@campus/router';
import { useCartCount, useCartItems, useCartRead, useCartTotalCents } from '@campus/stores';
import { buttonClasses } from '@campus/ui/button';
import { cardClasses } from '@campus/ui/card';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { ArrowLeft, Construction } from 'lucide-react';
import { CancellationTerms } from '../components/cancellation-terms';
import { OrderAllergens } from '../components/order-allergens';
import { OrderLines } from '../components/order-lines';

/** SPEC §2: checkout is a placeholder; the customer still sees what they are about to order. */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const items = useCartItems();
  const count = useCartCount();
  const total = useCartTotalCents();
  // A stored cart's lines show once they are priced from today's catalogue.
  const read = useCartRead();
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <div className="text-center">
        <Construction className="mx-auto h-12 w-12 text-primary" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-ink sm:text-3xl">Checkout process coming soon!</h1>
        <p className="mt-3 text-muted">
          Online payment isn't open yet, so nothing has been charged or ordered. Your cart is saved on this device.
        </p>
      </div>
      <div className={cardClasses('mt-8 p-5')}>
        <h2 className="text-lg font-bold text-ink">Your order</h2>
        {!read ? (
          <p className="mt-2 text-muted" aria-busy="true">
            Reading your cart…
          </p>
        ) : items.length > 0 ? (
          <div className="mt-2 space-y-4">
            <OrderLines items={items} totalCents={total} count={count} />
            <OrderAllergens items={items} />
            <CancellationTerms />
          </div>
        ) : (
          <p className="mt-2 text-muted">Your cart is empty.</p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={PATHS.cart} className={buttonClasses('primary', 'lg')}>
          <ArrowLeft className="h-5 w-5" aria-hidden />
          Back to Cart
        </Link>
        <Link to={PATHS.menu} className={buttonClasses('outline', 'lg')}>
          Browse the Menu
        </Link>
      </div>
    </section>
  );
}
