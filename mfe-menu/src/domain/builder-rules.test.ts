import { describe, expect, it } from 'vitest';
import {
  addonAdded,
  addonRemoved,
  type BuilderState,
  builderReset,
  builderTotalCents,
  canProceed,
  clampStep,
  initForBowl,
  initialBuilderState,
  quantitySet,
  selectionCount,
  selectionToggled,
  stepSet,
} from './builder-rules';

const busy: BuilderState = {
  basePriceCents: 1299,
  selections: { protein: ['tofu'], base: 'quinoa' },
  addons: [{ id: 'avocado', priceCents: 150 }],
  quantity: 3,
  step: 3,
  maxAddons: 6,
  bowlId: 'old',
  countryId: 'jp',
};

describe('initial state and reset', () => {
  it('defaults to 9.99, nothing chosen, step 1, quantity 1, 6 add-ons max', () => {
    expect(initialBuilderState()).toEqual({
      basePriceCents: 999,
      selections: {},
      addons: [],
      quantity: 1,
      step: 1,
      maxAddons: 6,
    });
  });
  it('reset restores the defaults', () => {
    expect(builderReset()).toEqual(initialBuilderState());
  });
});

describe('initialise for a bowl and country', () => {
  it.each([
    ['curry-power-bowl', 'in', 1099, 1099],
    ['curry-power-bowl', 'in', undefined, 999],
    ['teriyaki-chicken-bowl', undefined, 999, 999],
  ])('%s/%s resets selections, add-ons and step, base %s → %i', (bowlId, countryId, base, expected) => {
    const next = initForBowl(busy, bowlId, countryId, base);
    expect(next.selections).toEqual({});
    expect(next.addons).toEqual([]);
    expect(next.step).toBe(1);
    expect(next.basePriceCents).toBe(expected);
    expect(next.bowlId).toBe(bowlId);
    expect(next.countryId).toBe(countryId);
  });
});

describe('step is clamped between 1 and 3', () => {
  it.each([
    [-5, 1],
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [99, 3],
    [Number.NaN, 1],
  ])('%d → %d', (step, expected) => {
    expect(clampStep(step)).toBe(expected);
    expect(stepSet(busy, step).step).toBe(expected);
  });
});

describe('quantity at least 1', () => {
  it.each([
    [0, 1],
    [-2, 1],
    [1, 1],
    [7, 7],
  ])('%d → %d', (q, expected) => {
    expect(quantitySet(busy, q).quantity).toBe(expected);
  });
});

describe('add-ons: at most 6, no duplicates', () => {
  const withN = (n: number): BuilderState => ({
    ...initialBuilderState(),
    addons: Array.from({ length: n }, (_, i) => ({ id: `a${i}`, priceCents: 100 })),
  });
  it.each([
    [0, 1],
    [5, 6],
    [6, 6],
  ])('with %i add-ons, adding a new one gives %i', (n, expected) => {
    expect(addonAdded(withN(n), { id: 'new', priceCents: 50 }).addons).toHaveLength(expected);
  });
  it('ignores an id already present', () => {
    const s = withN(2);
    expect(addonAdded(s, { id: 'a1', priceCents: 999 })).toBe(s);
  });
  it('removes by id', () => {
    expect(addonRemoved(withN(3), 'a1').addons.map((a) => a.id)).toEqual(['a0', 'a2']);
  });
});

describe('proceed only when every required category has its count', () => {
  const s = (selections: BuilderState['selections']) => ({ selections });
  it.each([
    ['no rules', {}, [], true],
    ['base chosen', { base: 'rice' }, [{ category: 'base', min: 1 }], true],
    ['base missing', {}, [{ category: 'base', min: 1 }], false],
    ['base empty string', { base: '' }, [{ category: 'base', min: 1 }], false],
    ['2 veg of 2', { veg: ['a', 'b'] }, [{ category: 'veg', min: 2 }], true],
    ['1 veg of 2', { veg: ['a'] }, [{ category: 'veg', min: 2 }], false],
    [
      'one rule of two unmet',
      { base: 'rice', protein: [] },
      [
        { category: 'base', min: 1 },
        { category: 'protein', min: 1 },
      ],
      false,
    ],
  ])('%s → %s', (_name, selections, rules, expected) => {
    expect(canProceed(s(selections), rules)).toBe(expected);
  });

  it.each([
    [undefined, 0],
    ['x', 1],
    ['', 0],
    [[], 0],
    [['a', 'b'], 2],
  ])('count of %j is %i', (sel, n) => {
    expect(selectionCount(sel)).toBe(n);
  });
});

describe('selections toggle', () => {
  it('adds then removes', () => {
    const once = selectionToggled(initialBuilderState(), 'protein', 'tofu');
    expect(once.selections.protein).toEqual(['tofu']);
    expect(selectionToggled(once, 'protein', 'tofu').selections.protein).toEqual([]);
  });
});

describe('total = (base + add-ons + extra proteins) × quantity', () => {
  it.each([
    [999, [], 0, 1, 999],
    [999, [150, 75], 0, 1, 1224],
    [999, [150], 150, 2, 2598],
    [1099, [], 300, 3, 4197],
  ])('base %i, add-ons %j, extra %i, ×%i = %i', (base, addons, extra, qty, total) => {
    const state: BuilderState = {
      ...initialBuilderState(),
      basePriceCents: base,
      addons: addons.map((priceCents, i) => ({ id: `a${i}`, priceCents })),
      quantity: qty,
    };
    expect(builderTotalCents(state, extra)).toBe(total);
  });
});
