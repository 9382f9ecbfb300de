import { formatCents } from '@campus/catalogue/money';
import { PATHS, pathTo } from '@campus/catalogue/paths';
import { PLAN_PRICE_CENTS } from '@campus/catalogue/prices';
import type { RouteTable } from '@campus/catalogue/routes';
import { MEAL_PLANS } from '../domain/meal-plans';

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const PLANS_PAGES = {
  plans: { path: PATHS.mealPlans, link: 'Meal Plans' },
  plan1999: { path: PATHS.plan1999, link: `${formatCents(PLAN_PRICE_CENTS['19-99'])} Plan Builder` },
  plan2499: { path: PATHS.plan2499, link: `${formatCents(PLAN_PRICE_CENTS['24-99'])} Plan Builder` },
  signature: { path: PATHS.signatureMeal, link: 'Signature Meal' },
  other: {
    path: PATHS.mealPlan,
    samples: [pathTo(PATHS.mealPlan, { planId: 'student-plan' })],
    prerender: MEAL_PLANS.map((p) => pathTo(PATHS.mealPlan, { planId: p.id })),
  },
} as const satisfies RouteTable;
