import { Route, Routes } from '@campus/router';
import type { ReactNode } from 'react';
import { CartPage } from '../pages/cart-page';
import { CheckoutPage } from '../pages/checkout-page';
import { SubscribePage } from '../pages/subscribe-page';

/** Every route this remote owns; the shell's manifest points these paths here. */
export const ROUTE_LINKS = [
  { to: '/cart', label: 'Your Cart' },
  { to: '/checkout', label: 'Checkout' },
  { to: '/subscribe', label: 'Subscriptions' },
];

export function CartRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/subscribe" element={<SubscribePage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
