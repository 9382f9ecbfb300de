// @vitest-environment node
import type { Surcharge } from '@campus/catalogue/surcharges';
import type { Nutrition } from '@campus/catalogue/types';
import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { sampleBowl, sampleCustomBowl, samplePlan, sampleSandwich } from './cart-fixtures';
import { isCartItem, type NutritionSchema, type SurchargeSchema, sanitizeCartItems } from './cart-validate';

const good = [
  { id: 'cart-1', type: 'bowl', item: sampleBowl, quantity: 1 },
  { id: 'cart-2', type: 'custom_bowl', item: sampleCustomBowl, quantity: 2 },
  { id: 'cart-3', type: 'sandwich', item: sampleSandwich, quantity: 1 },
  { id: 'cart-4', type: 'meal_plan', item: samplePlan, quantity: 1 },
  { id: 'cart-5', type: 'sandwich', item: { ...sampleSandwich, leaveOut: ['Tomato'] }, quantity: 1 },
];

describe('isCartItem', () => {
  it.each(good)('accepts a well-formed $type line', (line) => {
    expect(isCartItem(line)).toBe(true);
  });

  it('accepts lines with their surcharges, and lines stored before they had any', () => {
    const surcharges = [{ item: 'Brown rice', note: 'premium base', costCents: 50 }];
    expect(isCartItem({ ...good[0], item: { ...sampleBowl, surcharges } })).toBe(true);
    expect(isCartItem({ ...good[1], item: { ...sampleCustomBowl, surcharges } })).toBe(true);
    expect(isCartItem({ ...good[0], item: { ...sampleBowl, surcharges: undefined } })).toBe(true);
  });

  it.each([
    ['not an object', 'oops'],
    ['null', null],
    ['an array', []],
    ['id without cart- prefix', { ...good[0], id: 'x-1' }],
    ['quantity 0', { ...good[0], quantity: 0 }],
    ['fractional quantity', { ...good[0], quantity: 1.5 }],
    ['quantity above the cap', { ...good[0], quantity: 100 }],
    ['quantity as text', { ...good[0], quantity: '2' }],
    ['unknown type', { ...good[0], type: 'pizza' }],
    ['prototype key as type', { ...good[0], type: 'constructor' }],
    ['missing item', { id: 'cart-1', type: 'bowl', quantity: 1 }],
    ['price as float dollars', { ...good[0], item: { ...sampleBowl, priceCents: 9.99 } }],
    ['negative price', { ...good[0], item: { ...sampleBowl, priceCents: -100 } }],
    ['proteins not a list', { ...good[0], item: { ...sampleBowl, proteins: 'Tofu' } }],
    ['surcharges not a list', { ...good[0], item: { ...sampleBowl, surcharges: 'Salmon +3' } }],
    [
      'a surcharge in dollars',
      {
        ...good[0],
        item: { ...sampleBowl, surcharges: [{ item: 'Salmon', note: 'extra protein', costCents: 3.0001 }] },
      },
    ],
    [
      'a custom bowl surcharge without a name',
      { ...good[1], item: { ...sampleCustomBowl, surcharges: [{ item: '', note: 'extra', costCents: 150 }] } },
    ],
    ['custom bowl without nutrition', { ...good[1], item: { ...sampleCustomBowl, totalNutrition: undefined } }],
    ['sandwich leaving out something not named', { ...good[2], item: { ...sampleSandwich, leaveOut: [3] } }],
    ['sandwich with a name instead of title', { ...good[2], item: { id: 's', name: 'x', priceCents: 100 } }],
    [
      'plan with a bad upgrade',
      { ...good[3], item: { ...samplePlan, components: { ...samplePlan.components, upgrades: [{ type: 'x' }] } } },
    ],
    ['plan of the wrong type', { ...good[3], item: { ...samplePlan, type: 'bowl' } }],
  ])('rejects %s', (_why, value) => {
    expect(isCartItem(value)).toBe(false);
  });
});

describe('sanitizeCartItems', () => {
  it.each([
    ['a string', 'oops', []],
    ['an object', { items: [] }, []],
    ['null', null, []],
    ['undefined', undefined, []],
    ['a number', 42, []],
  ])('reads %s as an empty cart', (_what, value, expected) => {
    expect(sanitizeCartItems(value)).toEqual(expected);
  });

  it('keeps the good lines and drops the bad ones', () => {
    expect(sanitizeCartItems([good[0], { junk: true }, good[2], 'x', good[3]])).toEqual([good[0], good[2], good[3]]);
  });

  it('reads a quantity above the cap as the cap, keeping the line', () => {
    expect(sanitizeCartItems([{ ...good[0], quantity: 5000 }])).toEqual([{ ...good[0], quantity: 99 }]);
  });

  it('keeps a duplicated id once', () => {
    expect(sanitizeCartItems([good[0], good[0]])).toEqual([good[0]]);
  });
});

describe("the schemas read the catalogue's own types", () => {
  it('Nutrition and Surcharge', () => {
    expectTypeOf<v.InferOutput<typeof NutritionSchema>>().toEqualTypeOf<Nutrition>();
    expectTypeOf<v.InferOutput<typeof SurchargeSchema>>().toEqualTypeOf<Surcharge>();
  });
});
