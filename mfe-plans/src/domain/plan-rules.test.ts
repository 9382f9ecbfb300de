// @vitest-environment node
import { DRINKS, SANDWICHES, SNACKS } from '@campus/catalogue/products';
import type { AllergenId } from '@campus/catalogue/types';
import { describe, expect, it } from 'vitest';
import { PLAN_OPTIONS } from './catalogue-options';
import { FIXTURE_OPTIONS } from './plan-fixtures';
import { displayedExtraCents, upgradeCostCents } from './plan-options';
import {
  buildBundle,
  bundleFacts,
  checkComplete,
  EMPTY_SELECTION,
  listClicked,
  missingSummary,
  PLAN_RULES,
  type PlanEvent,
  type PlanSelection,
  planReducer,
  planRequirements,
  planTotalCents,
  putsIn,
  removeAt,
} from './plan-rules';

const { drinks } = FIXTURE_OPTIONS;
const rule1999 = PLAN_RULES['19-99'];
const rule2499 = PLAN_RULES['24-99'];

function run(kind: '19-99' | '24-99', events: PlanEvent[]): PlanSelection {
  return events.reduce(planReducer(PLAN_RULES[kind]), EMPTY_SELECTION);
}

const drink = (id: string): PlanEvent => ({ type: 'drinkClicked', id });
const snack = (id: string): PlanEvent => ({ type: 'snackClicked', id });

describe('both plans start empty at the base price', () => {
  it.each([
    ['19-99', 1999],
    ['24-99', 2499],
  ] as const)('%s starts with no choices and total %i', (kind, base) => {
    expect(run(kind, [])).toEqual(EMPTY_SELECTION);
    expect(planTotalCents(PLAN_RULES[kind], EMPTY_SELECTION, drinks)).toBe(base);
  });
});

describe('sandwich and traditional bowl: one, a new choice replaces the prior one', () => {
  it.each([
    ['19-99', [{ type: 'sandwichChosen', id: 'club' }], 'club', null],
    [
      '19-99',
      [
        { type: 'sandwichChosen', id: 'club' },
        { type: 'sandwichChosen', id: 'falafel-wrap' },
      ],
      'falafel-wrap',
      null,
    ],
    ['19-99', [{ type: 'bowlChosen', id: 'curry' }], null, null],
    [
      '24-99',
      [
        { type: 'bowlChosen', id: 'teriyaki' },
        { type: 'bowlChosen', id: 'curry' },
        { type: 'sandwichChosen', id: 'club' },
      ],
      'club',
      'curry',
    ],
  ] as const)('%s %j → sandwich %s, bowl %s', (kind, events, sandwichId, bowlId) => {
    const s = run(kind, [...events]);
    expect(s.sandwichId).toBe(sandwichId);
    expect(s.bowlId).toBe(bowlId);
  });
});

describe('list clicks', () => {
  it.each([
    // 19.99 adds while fewer than 2, duplicates allowed, nothing at 2
    ['add', [], 'kombucha', ['kombucha']],
    ['add', ['kombucha'], 'kombucha', ['kombucha', 'kombucha']],
    ['add', ['kombucha', 'kombucha'], 'pop-drink', ['kombucha', 'kombucha']],
    ['add', ['pop-drink', 'water'], 'pop-drink', ['pop-drink', 'water']],
    // 24.99 toggles: chosen → removed, otherwise added while fewer than 2
    ['toggle', [], 'kombucha', ['kombucha']],
    ['toggle', ['kombucha'], 'kombucha', []],
    ['toggle', ['kombucha'], 'pop-drink', ['kombucha', 'pop-drink']],
    ['toggle', ['kombucha', 'pop-drink'], 'water', ['kombucha', 'pop-drink']],
    ['toggle', ['kombucha', 'pop-drink'], 'pop-drink', ['kombucha']],
  ] as const)('%s on %j clicking %s → %j', (mode, list, id, expected) => {
    expect(listClicked(mode, list, id, 2)).toEqual(expected);
  });

  it.each([
    [['a', 'b'], 0, ['b']],
    [['a', 'b'], 1, ['a']],
    [['a', 'a'], 1, ['a']],
    [['a'], 3, ['a']],
    [[], 0, []],
  ] as const)('removeAt(%j, %i) → %j', (list, index, expected) => {
    expect(removeAt(list, index)).toEqual(expected);
  });

  it.each([
    ['19-99', [snack('chips'), snack('chips'), snack('cookie')], ['chips', 'chips']],
    ['24-99', [snack('chips'), snack('chips'), snack('cookie')], ['cookie']],
    ['24-99', [snack('chips'), snack('cookie'), snack('fruit')], ['chips', 'cookie']],
    ['19-99', [snack('chips'), snack('cookie'), { type: 'snackRemoved', index: 0 }], ['cookie']],
  ] as const)('snacks follow the same rule: %s %j → %j', (kind, events, expected) => {
    expect(run(kind, [...events]).snackIds).toEqual(expected);
  });
});

describe('putsIn: which taps are asked about against the diet profile', () => {
  it.each([
    ['19-99', [], { type: 'sandwichChosen', id: 'wrap' }, true],
    ['19-99', [{ type: 'sandwichChosen', id: 'wrap' }], { type: 'sandwichChosen', id: 'wrap' }, false],
    ['19-99', [{ type: 'sandwichChosen', id: 'wrap' }], { type: 'sandwichChosen', id: 'panini' }, true],
    ['24-99', [], { type: 'bowlChosen', id: 'curry' }, true],
    ['24-99', [{ type: 'bowlChosen', id: 'curry' }], { type: 'bowlChosen', id: 'curry' }, false],
    ['19-99', [drink('kombucha')], drink('kombucha'), true],
    ['19-99', [drink('kombucha'), drink('kombucha')], drink('water'), false],
    ['24-99', [drink('kombucha')], drink('kombucha'), false],
    ['24-99', [drink('kombucha')], drink('water'), true],
    ['24-99', [snack('chips')], snack('chips'), false],
    ['19-99', [snack('chips')], snack('chips'), true],
    ['19-99', [snack('chips')], { type: 'snackRemoved', index: 0 }, false],
    ['19-99', [drink('water')], { type: 'drinkRemoved', index: 0 }, false],
    ['19-99', [drink('water')], { type: 'cleared' }, false],
  ] as const)('%s after %j: %j puts something in → %s', (kind, before, event, expected) => {
    expect(putsIn(PLAN_RULES[kind], run(kind, [...before]), event)).toBe(expected);
  });
});

describe('premium drink upgrades', () => {
  it.each([
    ['pop-drink', 0, 0],
    ['kombucha', 200, 200],
    ['iced-coffee', 150, 150],
    ['water', 0, 0],
  ])('%s costs %i extra and shows %i extra', (id, cost, shown) => {
    const d = drinks.find((x) => x.id === id);
    if (!d) throw new Error(id);
    expect(upgradeCostCents(d, 299)).toBe(cost);
    expect(displayedExtraCents(d)).toBe(shown);
  });

  it('charges the price minus the pop drink price from the catalogue', () => {
    expect(upgradeCostCents({ id: 'kombucha', title: 'K', description: '', priceCents: 499 }, 349)).toBe(150);
  });

  it.each([
    ['19-99', [], 1999],
    ['19-99', [drink('pop-drink'), drink('pop-drink')], 1999],
    ['19-99', [drink('kombucha')], 2199],
    ['19-99', [drink('kombucha'), drink('kombucha')], 2399],
    ['19-99', [drink('kombucha'), drink('iced-coffee')], 2349],
    ['19-99', [drink('kombucha'), drink('iced-coffee'), { type: 'drinkRemoved', index: 0 }], 2149],
    ['19-99', [drink('kombucha'), drink('kombucha'), { type: 'drinkRemoved', index: 1 }], 2199],
    ['24-99', [drink('iced-coffee')], 2649],
    ['24-99', [drink('iced-coffee'), drink('iced-coffee')], 2499],
    ['24-99', [drink('kombucha'), drink('water')], 2699],
    ['24-99', [drink('kombucha'), drink('water'), { type: 'drinkRemoved', index: 0 }], 2499],
  ] as const)('%s after %j the total is %i cents', (kind, events, total) => {
    expect(planTotalCents(PLAN_RULES[kind], run(kind, [...events]), drinks)).toBe(total);
  });
});

const full1999: PlanEvent[] = [
  { type: 'sandwichChosen', id: 'club' },
  drink('kombucha'),
  drink('pop-drink'),
  snack('chips'),
  snack('chips'),
];
const full2499: PlanEvent[] = [
  { type: 'sandwichChosen', id: 'falafel-wrap' },
  { type: 'bowlChosen', id: 'teriyaki' },
  drink('iced-coffee'),
  drink('kombucha'),
  snack('cookie'),
  snack('fruit'),
];

describe('completeness', () => {
  it.each([
    ['19-99', [], ['sandwich', 'drinks', 'snacks']],
    ['19-99', full1999.slice(0, 4), ['snacks']],
    ['19-99', full1999.slice(1), ['sandwich']],
    ['19-99', full1999, []],
    ['24-99', [], ['sandwich', 'bowl', 'drinks', 'snacks']],
    ['24-99', full2499.filter((e) => e.type !== 'bowlChosen'), ['bowl']],
    ['24-99', [...full2499, drink('kombucha')], ['drinks']],
    ['24-99', full2499, []],
  ] as const)('%s after %j is missing %j', (kind, events, missing) => {
    const result = checkComplete(PLAN_RULES[kind], run(kind, [...events]));
    expect(result.ok ? [] : result.missing.map((m) => m.id)).toEqual(missing);
  });

  it.each([
    ['19-99', 'Please select one sandwich, two drinks, and two snacks.'],
    ['24-99', 'Please select one sandwich, one traditional bowl, two drinks, and two snacks.'],
  ] as const)('%s incomplete message is the spec text', (kind, message) => {
    const result = checkComplete(PLAN_RULES[kind], EMPTY_SELECTION);
    expect(result).toMatchObject({ ok: false, title: 'Incomplete Selection', message });
  });

  it.each([
    ['19-99', [], '1 sandwich, 2 drinks, 2 snacks'],
    ['19-99', [drink('kombucha'), snack('chips')], '1 sandwich, 1 drink, 1 snack'],
    ['19-99', full1999, ''],
    ['24-99', [], '1 sandwich, 1 bowl, 2 drinks, 2 snacks'],
    ['24-99', full2499.slice(1), '1 sandwich'],
  ] as const)('%s after %j still needs "%s"', (kind, events, text) => {
    expect(missingSummary(planRequirements(PLAN_RULES[kind], run(kind, [...events])))).toBe(text);
  });

  it('counts what is chosen against what is needed', () => {
    const rows = planRequirements(rule1999, run('19-99', [drink('kombucha')]));
    expect(rows.map((r) => [r.id, r.chosen, r.needed, r.met])).toEqual([
      ['sandwich', 0, 1, false],
      ['drinks', 1, 2, false],
      ['snacks', 0, 2, false],
    ]);
  });
});

describe('bundle construction', () => {
  it('19.99 bundle: id, title, type, price with upgrades, components and description', () => {
    const result = buildBundle(rule1999, run('19-99', full1999), FIXTURE_OPTIONS, 1_700_000_000_000);
    expect(result).toEqual({
      ok: true,
      bundle: {
        id: 'plan-1999-1700000000000',
        title: '$19.99 Plan Bundle',
        type: 'meal_plan',
        priceCents: 2199,
        components: {
          sandwich: 'Club Sandwich',
          drinks: ['Kombucha', 'Pop Drink'],
          snacks: ['Chips', 'Chips'],
          upgrades: [{ type: 'drink_upgrade', item: 'Kombucha', costCents: 200 }],
        },
        description: 'Your daily $19.99 plan: 1 sandwich, 2 drinks and 2 snacks. Premium drinks: Kombucha +$2.00.',
      },
    });
  });

  it('24.99 bundle carries the traditional bowl and both upgrades', () => {
    const result = buildBundle(rule2499, run('24-99', full2499), FIXTURE_OPTIONS, 42);
    if (!result.ok) throw new Error('expected a bundle');
    expect(result.bundle.id).toBe('plan-2499-42');
    expect(result.bundle.title).toBe('$24.99 Plan Bundle');
    expect(result.bundle.priceCents).toBe(2499 + 150 + 200);
    expect(result.bundle.components).toEqual({
      sandwich: 'Falafel Wrap',
      traditionalBowl: 'Teriyaki Chicken Bowl',
      drinks: ['Iced Coffee', 'Kombucha'],
      snacks: ['Cookie', 'Fruit Cup'],
      upgrades: [
        { type: 'drink_upgrade', item: 'Iced Coffee', costCents: 150 },
        { type: 'drink_upgrade', item: 'Kombucha', costCents: 200 },
      ],
    });
    expect(result.bundle.description).toBe(
      'Your daily $24.99 plan: 1 sandwich, 1 traditional bowl, 2 drinks and 2 snacks. Premium drinks: Iced Coffee +$1.50, Kombucha +$2.00.',
    );
  });

  it.each([
    ['19-99', full1999.slice(0, 3)],
    ['24-99', full2499.slice(2)],
  ] as const)('%s refuses an incomplete selection', (kind, events) => {
    const result = buildBundle(PLAN_RULES[kind], run(kind, [...events]), FIXTURE_OPTIONS);
    expect(result.ok).toBe(false);
  });

  it('cleared returns to the empty selection', () => {
    expect(run('24-99', [...full2499, { type: 'cleared' }])).toEqual(EMPTY_SELECTION);
  });
});

describe('the bundle carries its parts’ nutrition and allergens into the cart', () => {
  const part = (kcal: number, allergens?: AllergenId[]) => ({
    nutrition: { kcal, carbs: 1, protein: 2, fat: 3 },
    allergens,
  });

  it.each([
    ['all parts known', [part(100, ['gluten']), part(50, ['dairy', 'gluten']), part(10, [])], 160, ['dairy', 'gluten']],
    ['a part with no allergen list', [part(100, ['gluten']), part(50)], 150, undefined],
    ['a part the catalogue lacks', [part(100, ['soy']), undefined], undefined, undefined],
  ] as [string, Parameters<typeof bundleFacts>[0], number | undefined, string[] | undefined][])(
    '%s',
    (_name, parts, kcal, allergens) => {
      const facts = bundleFacts(parts);
      expect(facts.nutrition?.kcal).toBe(kcal);
      expect(facts.allergens).toEqual(allergens);
    },
  );

  it('a real $19.99 bundle from the catalogue: sums and allergens of exactly the chosen items', () => {
    const events: PlanEvent[] = [
      { type: 'sandwichChosen', id: 'caprese-panini' },
      { type: 'drinkClicked', id: 'pop-drink' },
      { type: 'drinkClicked', id: 'kombucha' },
      { type: 'snackClicked', id: 'protein-bar' },
      { type: 'snackClicked', id: 'protein-bar' },
    ];
    const result = buildBundle(rule1999, run('19-99', events), PLAN_OPTIONS, 1);
    if (!result.ok) throw new Error(result.message);
    const items = [
      SANDWICHES.find((p) => p.id === 'caprese-panini'),
      ...['pop-drink', 'kombucha'].map((id) => DRINKS.find((p) => p.id === id)),
      ...['protein-bar', 'protein-bar'].map((id) => SNACKS.find((p) => p.id === id)),
    ];
    expect(result.bundle.nutrition?.kcal).toBe(items.reduce((sum, p) => sum + (p?.nutrition.kcal ?? NaN), 0));
    expect(result.bundle.allergens).toEqual([...new Set(items.flatMap((p) => p?.allergens ?? []))].sort());
    expect(result.bundle.allergens?.length).toBeGreaterThan(0);
  });
});
