import { type Cents, formatCents } from '@campus/catalogue/money';
import { type Surcharge, surchargesCents } from '@campus/catalogue/surcharges';
import type { CartItem } from '@campus/stores';
import { humanize } from '@campus/stores/cart-text';
import { groupedUpgrades, planBaseCents } from './plan-bundle';

/** One part of a line's price: "Brown rice (premium base)", 50. */
export interface PricePart {
  label: string;
  cents: Cents;
}

/**
 * What one of a line costs, part by part: its starting price, then each surcharge (a premium base, an extra protein,
 * an extra, a plan's drink upgrade), adding up to the line's unit price. Null when nothing is added to the starting
 * price (the line's price says it all), or for a line stored before it carried its surcharges.
 */
export function linePriceParts(line: CartItem): { start: PricePart; added: PricePart[] } | null {
  switch (line.type) {
    case 'bowl':
      return bowlParts(line.item.priceCents, line.item.surcharges);
    case 'custom_bowl':
      return bowlParts(line.item.totalPriceCents, line.item.surcharges);
    case 'meal_plan': {
      const upgrades = groupedUpgrades(line.item);
      if (upgrades.length === 0) return null;
      return {
        start: { label: 'Plan price', cents: planBaseCents(line.item) },
        added: upgrades.map((u) => ({
          label: `${humanize(u.item)} upgrade${u.count > 1 ? ` ×${u.count}` : ''}`,
          cents: u.costCents,
        })),
      };
    }
    case 'sandwich':
      return null;
  }
}

/** A bowl's price (signature or custom) as its starting price and its surcharges. */
function bowlParts(unitCents: Cents, list: readonly Surcharge[] = []): { start: PricePart; added: PricePart[] } | null {
  if (list.length === 0) return null;
  return {
    start: { label: 'Bowl price', cents: unitCents - surchargesCents(list) },
    added: list.map((s) => ({ label: `${humanize(s.item)} (${s.note})`, cents: s.costCents })),
  };
}

/** The parts in one line of text: "Bowl price $9.99 + Brown rice (premium base) $0.50". */
export function pricePartsText(parts: { start: PricePart; added: PricePart[] }): string {
  return [parts.start, ...parts.added].map((p) => `${p.label} ${formatCents(p.cents)}`).join(' + ');
}
