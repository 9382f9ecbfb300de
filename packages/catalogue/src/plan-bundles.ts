import { type Cents, formatCents } from './money';
import { PLAN_PRICE_CENTS } from './prices';

/**
 * SPEC §3 "Plan bundle (added to cart)": what a day's bundle of each plan is called and holds, written once for the
 * plan builders that make one and the cart that prices a stored one again. Its title and description name the plan's
 * price, so they are made from the catalogue, never read back from a stored line.
 */

/** The two daily plans, by their address slug ('19-99', '24-99'). */
export type PlanId = keyof typeof PLAN_PRICE_CENTS;
export const PLAN_IDS = Object.keys(PLAN_PRICE_CENTS) as PlanId[];

/** What one day's bundle holds, in words. */
export const PLAN_BUNDLE_CONTENTS: Readonly<Record<PlanId, string>> = {
  '19-99': '1 sandwich, 2 drinks and 2 snacks',
  '24-99': '1 sandwich, 1 traditional bowl, 2 drinks and 2 snacks',
};

/** 'plan-1999-' or 'plan-2499-' (then a timestamp): the plan's slug without its dash, as SPEC §3 writes the ids. */
export function planBundleIdPrefix(plan: PlanId): string {
  return `plan-${plan.replace('-', '')}-`;
}

/** The plan a bundle's id names, or undefined. */
export function planOfBundleId(id: string): PlanId | undefined {
  return PLAN_IDS.find((plan) => id.startsWith(planBundleIdPrefix(plan)));
}

/** '$19.99 Plan Bundle' (SPEC §3). */
export function planBundleTitle(plan: PlanId): string {
  return `${formatCents(PLAN_PRICE_CENTS[plan])} Plan Bundle`;
}

/** "Your daily $24.99 plan: 1 sandwich, …. Premium drinks: Ginger Kombucha +$2.00." */
export function planBundleDescription(plan: PlanId, upgrades: readonly { item: string; costCents: Cents }[]): string {
  const extras = upgrades.map((u) => `${u.item} +${formatCents(u.costCents)}`).join(', ');
  return `Your daily ${formatCents(PLAN_PRICE_CENTS[plan])} plan: ${PLAN_BUNDLE_CONTENTS[plan]}.${
    extras ? ` Premium drinks: ${extras}.` : ' Drinks included.'
  }`;
}
