import { Route, Routes } from '@campus/router';
import type { ReactNode } from 'react';
import { MealPlansPage } from '../pages/meal-plans-page';
import { PlanPlaceholderPage } from '../pages/plan-placeholder-page';
import { Plan1999Page } from '../pages/plan1999-page';
import { Plan2499Page } from '../pages/plan2499-page';
import { SignatureMealPage } from '../pages/signature-meal-page';

/** Every route this remote owns; the shell's manifest points these paths here. */
export const ROUTE_LINKS = [
  { to: '/meal-plans', label: 'Meal Plans' },
  { to: '/meal-plans/19-99', label: '$19.99 Plan Builder' },
  { to: '/meal-plans/24-99', label: '$24.99 Plan Builder' },
  { to: '/meal-plans/signature-meal', label: 'Signature Meal' },
];

export function PlansRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route path="/meal-plans" element={<MealPlansPage />} />
      <Route path="/meal-plans/19-99" element={<Plan1999Page />} />
      <Route path="/meal-plans/24-99" element={<Plan2499Page />} />
      <Route path="/meal-plans/signature-meal" element={<SignatureMealPage />} />
      <Route path="/meal-plans/:planId" element={<PlanPlaceholderPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
