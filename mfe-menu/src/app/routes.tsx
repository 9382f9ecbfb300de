import { Route, Routes } from '@campus/router';
import type { ReactNode } from 'react';
import { BowlDetailPage } from '../pages/bowl-detail-page';
import { BowlsByCountryPage } from '../pages/bowls-by-country-page';
import { CountryBowlsPage } from '../pages/country-bowls-page';
import { CountryPage } from '../pages/country-page';
import { MenuPage } from '../pages/menu-page';
import { ProductDetailPage } from '../pages/product-detail-page';
import { SmartValuePage } from '../pages/smart-value-page';

/** Every route this remote owns; the shell's manifest points these paths here. */
export const ROUTE_LINKS = [
  { to: '/menu', label: 'Fresh Bowl Menu' },
  { to: '/menu/product', label: 'Product Detail' },
  { to: '/bowls-by-country', label: 'Bowls by Country' },
  { to: '/smart-value', label: 'Smart Value' },
];

export function MenuRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route path="/menu" element={<MenuPage />} />
      <Route path="/menu/country/:countryId" element={<CountryPage />} />
      <Route path="/bowl/:bowlId" element={<BowlDetailPage />} />
      <Route path="/item/:slug" element={<BowlDetailPage />} />
      <Route path="/product/:id" element={<ProductDetailPage />} />
      <Route path="/menu/product" element={<ProductDetailPage />} />
      <Route path="/bowls-by-country" element={<BowlsByCountryPage />} />
      <Route path="/bowls-by-country/:countryId" element={<CountryBowlsPage />} />
      <Route path="/smart-value" element={<SmartValuePage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
