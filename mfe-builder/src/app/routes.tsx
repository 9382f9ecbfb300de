import { Route, Routes } from '@campus/router';
import type { ReactNode } from 'react';
import { BuildYourOwnPage } from '../pages/build-your-own-page';
import { SuggestBowlPage } from '../pages/suggest-bowl-page';

/** Every route this remote owns; the shell's manifest points these paths here. */
export const ROUTE_LINKS = [
  { to: '/build-your-own', label: 'Build Your Own Bowl' },
  { to: '/suggest-a-bowl', label: 'Suggest a Bowl' },
];

export function BuilderRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route path="/build-your-own" element={<BuildYourOwnPage />} />
      <Route path="/suggest-a-bowl" element={<SuggestBowlPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
