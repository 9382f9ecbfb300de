// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bowlAllergens, bowlDiets, toCustomBowl } from './custom-bowl';
import { completeBowl, sel } from './test-helpers';

describe('bowlDiets', () => {
  it.each([
    ['nothing chosen', sel(), []],
    ['chicken bowl', completeBowl(), ['halal']],
    ['tofu bowl (vegan says vegetarian)', completeBowl({ protein: ['tofu'] }), ['halal', 'vegan']],
    ['tofu with mozzarella', completeBowl({ protein: ['tofu'], extras: ['mozzarella'] }), ['halal', 'vegetarian']],
    [
      'falafel with chipotle (egg)',
      completeBowl({ protein: ['falafel'], sauces_dressings: ['chipotle'] }),
      ['halal', 'vegetarian'],
    ],
    ['tofu and salmon', completeBowl({ protein: ['tofu', 'salmon'] }), ['halal']],
  ] as const)('%s → %j', (_name, selections, diets) => {
    expect(bowlDiets(selections)).toEqual(diets);
  });
});

describe('bowlAllergens', () => {
  it.each([
    ['chicken, tahini', completeBowl(), ['sesame']],
    [
      'tofu, soy glaze, nuts, mozzarella',
      completeBowl({ protein: ['tofu'], sauces_dressings: ['soy-garlic-glaze'], extras: ['mixed-nuts', 'mozzarella'] }),
      ['peanuts', 'dairy', 'soy', 'gluten', 'tree-nuts'],
    ],
    ['nothing', sel(), []],
  ] as const)('%s → %j', (_name, selections, allergens) => {
    expect(bowlAllergens(selections)).toEqual(allergens);
  });
});

describe('toCustomBowl (SPEC §3 Custom bowl (cart))', () => {
  it('names the parts, prices and totals the bowl', () => {
    const bowl = toCustomBowl(
      completeBowl({ protein: ['halal-chicken', 'tofu'], toppings: ['sesame-seeds'], extras: ['avocado'] }),
      'mexico',
      1_700_000_000_000,
    );
    expect(bowl).toEqual({
      id: 'custom-bowl-1700000000000',
      baseBowl: null,
      countryTheme: 'mexico',
      base: 'Brown Rice',
      proteins: ['Halal Chicken', 'Tofu'],
      sauce: 'Tahini',
      warmVeg: ['Steamed Broccoli'],
      coldCrunch: ['Sesame Seeds'],
      extras: ['Avocado'],
      totalPriceCents: 999 + 150 + 150,
      // What the price adds up from, as the cart lists it.
      surcharges: [
        { item: 'Tofu', note: 'extra protein', costCents: 150 },
        { item: 'Avocado', note: 'extra', costCents: 150 },
      ],
      totalNutrition: { kcal: 220 + 200 + 175 + 28 + 45 + 130 + 80, carbs: 66.2, protein: 68.4, fat: 39.4 },
      badges: ['halal'],
      allergens: ['soy', 'sesame'],
    });
  });

  it('has no theme when none was chosen', () => {
    expect(toCustomBowl(completeBowl(), null, 1).countryTheme).toBeNull();
  });
});
