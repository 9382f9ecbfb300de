import { Route, Routes } from '@campus/router';
import type { ReactNode } from 'react';
import { MealPlansPage } from '../pages/meal-plans-page';
import { PlanPlaceholderPage } from '../pages/plan-placeholder-page';
import { Plan1999Page } from '../pages/plan1999-page';
import { Plan2499Page } from '../pages/plan2499-page';
import { SignatureMealPage } from '../pages/signature-meal-page';
import { PLANS_PAGES } from './route-table';

export function PlansRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route path={PLANS_PAGES.plans.path} element={<MealPlansPage />} />
      <Route path={PLANS_PAGES.plan1999.path} element={<Plan1999Page />} />
      <Route path={PLANS_PAGES.plan2499.path} element={<Plan2499Page />} />
      <Route path={PLANS_PAGES.signature.path} element={<SignatureMealPage />} />
      <Route path={PLANS_PAGES.other.path} element={<PlanPlaceholderPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
