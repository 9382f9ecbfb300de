import { Route, Routes } from '@campus/router';
import type { ReactNode } from 'react';
import { BowlDetailPage } from '../pages/bowl-detail-page';
import { BowlsByCountryPage } from '../pages/bowls-by-country-page';
import { CountryBowlsPage } from '../pages/country-bowls-page';
import { CountryPage } from '../pages/country-page';
import { MenuPage } from '../pages/menu-page';
import { ProductDetailPage } from '../pages/product-detail-page';
import { SmartValuePage } from '../pages/smart-value-page';
import { MENU_PAGES } from './route-table';

export function MenuRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route path={MENU_PAGES.menu.path} element={<MenuPage />} />
      <Route path={MENU_PAGES.country.path} element={<CountryPage />} />
      <Route path={MENU_PAGES.bowl.path} element={<BowlDetailPage />} />
      <Route path={MENU_PAGES.item.path} element={<BowlDetailPage />} />
      <Route path={MENU_PAGES.product.path} element={<ProductDetailPage />} />
      <Route path={MENU_PAGES.productDetail.path} element={<ProductDetailPage />} />
      <Route path={MENU_PAGES.bowlsByCountry.path} element={<BowlsByCountryPage />} />
      <Route path={MENU_PAGES.countryBowls.path} element={<CountryBowlsPage />} />
      <Route path={MENU_PAGES.smartValue.path} element={<SmartValuePage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
