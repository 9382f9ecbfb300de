// @vitest-environment node
import type { CartItem } from '@campus/stores';
import { sampleBowl, sampleCustomBowl, samplePlan, sampleSandwich } from '@campus/stores/cart-fixtures';
import { describe, expect, it } from 'vitest';
import { linePriceParts, pricePartsText } from './price-parts';

const line = (entry: Omit<CartItem, 'id' | 'quantity'>): CartItem =>
  ({ id: 'cart-1', quantity: 1, ...entry }) as CartItem;
const sum = (parts: NonNullable<ReturnType<typeof linePriceParts>>) =>
  parts.start.cents + parts.added.reduce((s, p) => s + p.cents, 0);

describe('what a line’s price adds up from', () => {
  it('a signature bowl: its price, a premium base and an extra protein, summing to the unit price', () => {
    const parts = linePriceParts(
      line({
        type: 'bowl',
        item: {
          ...sampleBowl,
          priceCents: 1349,
          surcharges: [
            { item: 'Brown rice', note: 'premium base', costCents: 50 },
            { item: 'Grilled Salmon', note: 'extra protein', costCents: 300 },
          ],
        },
      }),
    );
    expect(parts).toEqual({
      start: { label: 'Bowl price', cents: 999 },
      added: [
        { label: 'Brown rice (premium base)', cents: 50 },
        { label: 'Grilled Salmon (extra protein)', cents: 300 },
      ],
    });
    expect(parts && sum(parts)).toBe(1349);
    expect(parts && pricePartsText(parts)).toBe(
      'Bowl price $9.99 + Brown rice (premium base) $0.50 + Grilled Salmon (extra protein) $3.00',
    );
  });

  it('a custom bowl and a plan sum to their prices too', () => {
    const custom = linePriceParts(
      line({
        type: 'custom_bowl',
        item: { ...sampleCustomBowl, surcharges: [{ item: 'Avocado', note: 'extra', costCents: 150 }] },
      }),
    );
    expect(custom && sum(custom)).toBe(sampleCustomBowl.totalPriceCents);
    const plan = linePriceParts(line({ type: 'meal_plan', item: samplePlan }));
    expect(plan && sum(plan)).toBe(samplePlan.priceCents);
  });

  it('says nothing where nothing is added, or for a line stored before it carried its surcharges', () => {
    expect(linePriceParts(line({ type: 'bowl', item: { ...sampleBowl, surcharges: [] } }))).toBeNull();
    expect(linePriceParts(line({ type: 'bowl', item: sampleBowl }))).toBeNull();
    expect(linePriceParts(line({ type: 'sandwich', item: sampleSandwich }))).toBeNull();
  });
});
