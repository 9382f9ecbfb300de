import type { Cents } from '@campus/catalogue/money';
import type { PlanBundle } from '@campus/stores';

/** SPEC §4: a bundle's price is the plan's base price plus its upgrade charges. */
export function upgradesCents(bundle: PlanBundle): Cents {
  return bundle.components.upgrades.reduce((sum, u) => sum + u.costCents, 0);
}

export function planBaseCents(bundle: PlanBundle): Cents {
  return Math.max(0, bundle.priceCents - upgradesCents(bundle));
}

/** Upgrades once per drink, with how many and their combined charge (a plan may upgrade the same drink twice). */
export function groupedUpgrades(bundle: PlanBundle): Array<{ item: string; count: number; costCents: Cents }> {
  const byItem = new Map<string, { item: string; count: number; costCents: Cents }>();
  for (const u of bundle.components.upgrades) {
    const entry = byItem.get(u.item) ?? { item: u.item, count: 0, costCents: 0 };
    entry.count += 1;
    entry.costCents += u.costCents;
    byItem.set(u.item, entry);
  }
  return [...byItem.values()];
}
