import { Route, Routes } from '@campus/router';
import type { ReactNode } from 'react';
import { CartPage } from '../pages/cart-page';
import { CheckoutPage } from '../pages/checkout-page';
import { FavouritesPage } from '../pages/favourites-page';
import { SubscribePage } from '../pages/subscribe-page';
import { CART_PAGES } from './route-table';

export function CartRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route path={CART_PAGES.cart.path} element={<CartPage />} />
      <Route path={CART_PAGES.checkout.path} element={<CheckoutPage />} />
      <Route path={CART_PAGES.subscribe.path} element={<SubscribePage />} />
      <Route path={CART_PAGES.favourites.path} element={<FavouritesPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
