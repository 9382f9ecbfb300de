// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sampleBowl, sampleCustomBowl, samplePlan, sampleSandwich } from './cart-fixtures';
import {
  addLine,
  cartCount,
  cartTotalCents,
  classifyGeneric,
  joinLines,
  lineTotalCents,
  type NewCartItem,
  newCartId,
  removeLine,
  restoreLine,
  setQuantity,
  unitPriceCents,
} from './cart-rules';
import type { CartItem } from './cart-types';

const line = (entry: NewCartItem, id: string, quantity = 1): CartItem => ({ ...entry, id, quantity }) as CartItem;

const bowl = line({ type: 'bowl', item: sampleBowl }, 'cart-a');
const custom = line({ type: 'custom_bowl', item: sampleCustomBowl }, 'cart-b');
const sandwich = line({ type: 'sandwich', item: sampleSandwich }, 'cart-c');
const plan = line({ type: 'meal_plan', item: samplePlan }, 'cart-d');

describe('add', () => {
  it.each([
    ['bowl', { type: 'bowl', item: sampleBowl }],
    ['custom bowl', { type: 'custom_bowl', item: sampleCustomBowl }],
    ['sandwich', { type: 'sandwich', item: sampleSandwich }],
    ['meal plan', { type: 'meal_plan', item: samplePlan }],
  ] as [string, NewCartItem][])('a %s goes in with quantity 1', (_kind, entry) => {
    const items = addLine([], entry, 'cart-x');
    expect(items).toEqual([{ ...entry, id: 'cart-x', quantity: 1 }]);
  });

  it('adding the same thing twice makes one line with quantity 2', () => {
    const items = addLine(
      addLine([], { type: 'bowl', item: sampleBowl }, 'cart-1'),
      { type: 'bowl', item: sampleBowl },
      'cart-2',
    );
    expect(items.map((l) => [l.id, l.quantity])).toEqual([['cart-1', 2]]);
  });

  it.each([
    ['a bowl with other proteins', { type: 'bowl', item: { ...sampleBowl, proteins: ['Tofu'] } }, 2],
    ['a bowl at another price', { type: 'bowl', item: { ...sampleBowl, priceCents: sampleBowl.priceCents + 150 } }, 2],
    [
      'the same bowl, proteins listed in another order',
      { type: 'bowl', item: { ...sampleBowl, proteins: [...sampleBowl.proteins].reverse() } },
      1,
    ],
    [
      'the same custom bowl built again (new generated id)',
      { type: 'custom_bowl', item: { ...sampleCustomBowl, id: 'custom-bowl-99' } },
      1,
    ],
    [
      'a custom bowl with another sauce',
      { type: 'custom_bowl', item: { ...sampleCustomBowl, id: 'custom-bowl-99', sauce: 'tahini' } },
      2,
    ],
    [
      'the same plan bundle chosen again (new generated id)',
      { type: 'meal_plan', item: { ...samplePlan, id: 'plan-1999-99' } },
      1,
    ],
    [
      'a plan bundle with other snacks',
      {
        type: 'meal_plan',
        item: {
          ...samplePlan,
          id: 'plan-1999-99',
          components: { ...samplePlan.components, snacks: ['protein-bar', 'protein-bar'] },
        },
      },
      2,
    ],
    ['the same sandwich', { type: 'sandwich', item: { ...sampleSandwich } }, 1],
    ['a sandwich that is another product', { type: 'sandwich', item: { ...sampleSandwich, id: 'other' } }, 2],
  ] as [string, NewCartItem, number][])(
    'after the first add of each kind, adding %s makes %i line(s) of that kind',
    (_what, entry, lines) => {
      const first: NewCartItem =
        entry.type === 'bowl'
          ? { type: 'bowl', item: sampleBowl }
          : entry.type === 'custom_bowl'
            ? { type: 'custom_bowl', item: sampleCustomBowl }
            : entry.type === 'meal_plan'
              ? { type: 'meal_plan', item: samplePlan }
              : { type: 'sandwich', item: sampleSandwich };
      const items = addLine(addLine([], first, 'cart-1'), entry, 'cart-2');
      expect(items).toHaveLength(lines);
      expect(cartCount(items)).toBe(2);
    },
  );

  it('a merged line stops at the most one line can hold', () => {
    const full = [{ ...bowl, quantity: 99 }];
    expect(addLine(full, { type: 'bowl', item: sampleBowl })).toEqual(full);
  });

  it('does not change the list it was given', () => {
    const before: CartItem[] = [bowl];
    addLine(before, { type: 'sandwich', item: sampleSandwich }, 'cart-z');
    expect(before).toEqual([bowl]);
  });

  it.each([
    ['an item with a name is a bowl', sampleBowl, 'bowl'],
    ['an item without a name is a sandwich', sampleSandwich, 'sandwich'],
  ] as const)('generic add: %s', (_what, item, type) => {
    expect(classifyGeneric(item).type).toBe(type);
  });
});

describe('ids', () => {
  it('are prefixed cart- and unique', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newCartId(1_767_225_600_000)));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id.startsWith('cart-')).toBe(true);
  });
});

describe('prices', () => {
  it.each([
    ['bowl uses price', bowl, 1149],
    ['custom bowl uses total price', custom, 1449],
    ['sandwich uses price', sandwich, 799],
    ['meal plan uses price', plan, 2799],
  ])('%s', (_what, l, cents) => {
    expect(unitPriceCents(l)).toBe(cents);
  });

  it.each([
    [1, 1149],
    [2, 2298],
    [3, 3447],
    [10, 11490],
  ])('line total at quantity %i is %i cents (unit price kept, total rescaled)', (q, total) => {
    expect(lineTotalCents({ ...bowl, quantity: q })).toBe(total);
  });

  it.each([
    [[], 0, 0],
    [[bowl], 1149, 1],
    [[bowl, custom, sandwich, plan], 1149 + 1449 + 799 + 2799, 4],
    [
      [
        { ...bowl, quantity: 3 },
        { ...sandwich, quantity: 2 },
      ],
      1149 * 3 + 799 * 2,
      5,
    ],
  ] as [CartItem[], number, number][])('total and count of %#', (items, total, count) => {
    expect(cartTotalCents(items)).toBe(total);
    expect(cartCount(items)).toBe(count);
  });
});

describe('remove and clear', () => {
  it('removes by id only that line', () => {
    expect(removeLine([bowl, custom, sandwich], 'cart-b').map((l) => l.id)).toEqual(['cart-a', 'cart-c']);
  });
  it('an unknown id changes nothing', () => {
    expect(removeLine([bowl], 'cart-nope')).toEqual([bowl]);
  });
});

describe('update quantity', () => {
  it.each([
    [0, undefined],
    [-1, undefined],
    [-0.5, undefined],
    [0.4, undefined],
    [Number.NaN, undefined],
    [1, 1],
    [2, 2],
    [7.9, 7],
    [99, 99],
    [100, 99],
    [Number.POSITIVE_INFINITY, 99],
  ])('quantity %d → %s', (q, expected) => {
    const result = setQuantity([bowl, sandwich], 'cart-a', q);
    expect(result.find((l) => l.id === 'cart-a')?.quantity).toBe(expected);
    expect(result.find((l) => l.id === 'cart-c')).toEqual(sandwich);
  });

  it('keeps the unit price and rescales the total', () => {
    const [updated] = setQuantity([custom], 'cart-b', 3);
    expect(updated && unitPriceCents(updated)).toBe(1449);
    expect(updated && lineTotalCents(updated)).toBe(4347);
  });
});

describe('restore (undo a removal)', () => {
  it.each([
    [0, ['cart-b', 'cart-a', 'cart-c']],
    [1, ['cart-a', 'cart-b', 'cart-c']],
    [2, ['cart-a', 'cart-c', 'cart-b']],
    [99, ['cart-a', 'cart-c', 'cart-b']],
    [-3, ['cart-b', 'cart-a', 'cart-c']],
  ])('at index %i', (index, ids) => {
    expect(restoreLine([bowl, sandwich], custom, index).map((l) => l.id)).toEqual(ids);
  });
  it('never duplicates a line that is already there', () => {
    expect(restoreLine([bowl], bowl, 0)).toEqual([bowl]);
  });
});

describe('join (lines added while the stored ones were read)', () => {
  it.each([
    [
      'nothing added',
      [bowl, sandwich],
      [],
      [
        ['cart-a', 1],
        ['cart-c', 1],
      ],
    ],
    [
      'the same thing raises its line',
      [bowl, sandwich],
      [{ ...bowl, id: 'cart-new', quantity: 2 }],
      [
        ['cart-a', 3],
        ['cart-c', 1],
      ],
    ],
    [
      'something else comes last',
      [bowl],
      [plan, custom],
      [
        ['cart-a', 1],
        ['cart-d', 1],
        ['cart-b', 1],
      ],
    ],
    ['never above the cap', [{ ...bowl, quantity: 98 }], [{ ...bowl, id: 'cart-new', quantity: 5 }], [['cart-a', 99]]],
    ['nothing stored', [], [plan], [['cart-d', 1]]],
  ] as [string, CartItem[], CartItem[], [string, number][]][])('%s', (_what, lines, added, expected) => {
    expect(joinLines(lines, added).map((l) => [l.id, l.quantity])).toEqual(expected);
  });
});
