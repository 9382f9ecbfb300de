import { useCartCount, useCartItems, useCartRead } from '@campus/stores';
import { Container, PageTitle } from '@campus/ui/container';
import { useInBrowser } from '@campus/ui/server-drawn';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import { useLayoutEffect, useRef, useState } from 'react';
import { CartLine } from '../components/cart-line';
import { CheckoutBar } from '../components/checkout-bar';
import { DietCheck } from '../components/diet-check';
import { EmptyCart } from '../components/empty-cart';
import { NutritionSummary } from '../components/nutrition-summary';
import { OrderSummary } from '../components/order-summary';
import { useLineControls } from '../components/use-line-controls';
import { itemsText } from '../domain/line-text';

export function CartPage() {
  useDocumentTitle('Your Cart');
  const items = useCartItems();
  const count = useCartCount();
  const [announcement, setAnnouncement] = useState('');
  const { step, remove } = useLineControls(setAnnouncement);
  const focus = useFocusAfterRemove(items);
  const read = useCartRead();

  // The cart lives in this browser: a server (and the hydration of its HTML) draws the page's frame, not a guess; and
  // its money is today's catalogue's, so a stored cart shows once it is priced.
  if (!useInBrowser() || !read) return <CartReading />;

  return (
    <>
      {items.length === 0 ? (
        <EmptyCart titleRef={focus.emptyTitle} />
      ) : (
        <Container className="py-8 sm:py-12">
          <PageTitle>Your Cart</PageTitle>
          <p className="mt-1 text-muted">{itemsText(count)} ready for checkout.</p>
          <DietCheck items={items} />
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-8">
            <section aria-labelledby="cart-items-heading" className="lg:col-start-1">
              <h2 id="cart-items-heading" className="sr-only">
                Items in your cart
              </h2>
              <ul className="space-y-4">
                {items.map((line) => (
                  <li key={line.id}>
                    <CartLine
                      line={line}
                      onStep={step}
                      removeRef={focus.removeRef(line.id)}
                      onRemove={(l) => {
                        focus.willRemove(l.id);
                        remove(l);
                      }}
                    />
                  </li>
                ))}
              </ul>
            </section>
            <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
              <OrderSummary />
            </div>
            <div className="lg:col-start-1 lg:row-start-2">
              <NutritionSummary items={items} />
            </div>
          </div>
          <CheckoutBar />
        </Container>
      )}
      <p aria-live="polite" className="sr-only" data-testid="cart-announcer">
        {announcement}
      </p>
    </>
  );
}

/**
 * Where the keyboard's focus goes when a line is removed (its button is gone with it): the next line's Remove, the
 * line before's when it was the last one, or the empty cart's heading when none is left — never the page's top.
 */
function useFocusAfterRemove(items: readonly { id: string }[]) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const emptyTitle = useRef<HTMLHeadingElement>(null);
  const next = useRef<string | null | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the removal is drawn (the lines changed)
  useLayoutEffect(() => {
    if (next.current === undefined) return;
    const id = next.current;
    next.current = undefined;
    (id === null ? emptyTitle.current : buttons.current.get(id))?.focus();
  }, [items]);
  return {
    emptyTitle,
    removeRef: (id: string) => (button: HTMLButtonElement | null) => {
      if (button) buttons.current.set(id, button);
      else buttons.current.delete(id);
    },
    willRemove: (id: string) => {
      const at = items.findIndex((l) => l.id === id);
      if (at >= 0) next.current = (items[at + 1] ?? items[at - 1])?.id ?? null;
    },
  };
}

/** Before the browser has read the cart: the title and a quiet placeholder of the list's height. */
function CartReading() {
  return (
    <Container className="py-8 sm:py-12" aria-busy="true">
      <PageTitle>Your Cart</PageTitle>
      <p className="mt-1 text-muted">Your cart is kept in this browser; it appears as soon as the page has loaded.</p>
      <div className="mt-6 min-h-96 animate-pulse rounded-card bg-border/50" aria-hidden />
    </Container>
  );
}
