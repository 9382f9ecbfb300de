import { Route, Routes } from '@campus/router';
import type { ReactNode } from 'react';
import { BuildYourOwnPage } from '../pages/build-your-own-page';
import { SuggestBowlPage } from '../pages/suggest-bowl-page';
import { BUILDER_PAGES } from './route-table';

export function BuilderRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route path={BUILDER_PAGES.buildYourOwn.path} element={<BuildYourOwnPage />} />
      <Route path={BUILDER_PAGES.suggest.path} element={<SuggestBowlPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
