import { formatCents } from '@campus/catalogue/money';
import { PLAN_PRICE_CENTS } from '@campus/catalogue/prices';
import type { RouteTable } from '@campus/catalogue/routes';

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const PLANS_PAGES = {
  plans: { path: '/meal-plans', link: 'Meal Plans' },
  plan1999: { path: '/meal-plans/19-99', link: `${formatCents(PLAN_PRICE_CENTS['19-99'])} Plan Builder` },
  plan2499: { path: '/meal-plans/24-99', link: `${formatCents(PLAN_PRICE_CENTS['24-99'])} Plan Builder` },
  signature: { path: '/meal-plans/signature-meal', link: 'Signature Meal' },
  other: { path: '/meal-plans/:planId', samples: ['/meal-plans/student-plan'] },
} as const satisfies RouteTable;
