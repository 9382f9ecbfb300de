// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bowlNutrition, bowlWeightG, chosenIngredients } from './nutrition';
import { completeBowl, sel } from './test-helpers';

describe('bowlNutrition: the sum of the chosen ingredients', () => {
  it.each([
    ['nothing', sel(), { kcal: 0, carbs: 0, protein: 0, fat: 0 }],
    ['basmati rice only', sel({ base: ['basmati-rice'] }), { kcal: 230, carbs: 50, protein: 4.5, fat: 0.7 }],
    [
      'brown rice, chicken, broccoli, tahini',
      completeBowl(),
      {
        kcal: 220 + 200 + 28 + 130,
        carbs: 46 + 0 + 5.5 + 4.5,
        protein: 5 + 37 + 2.3 + 3.7,
        fat: 1.8 + 4.5 + 0.3 + 11.5,
      },
    ],
    [
      'with avocado and sesame',
      completeBowl({ extras: ['avocado'], toppings: ['sesame-seeds'] }),
      { kcal: 578 + 80 + 45, carbs: 56 + 4.3 + 1.9, protein: 48 + 1 + 1.4, fat: 18.1 + 7.3 + 4 },
    ],
  ])('%s', (_name, selections, expected) => {
    const n = bowlNutrition(selections);
    expect(n.kcal).toBe(expected.kcal);
    expect(n.carbs).toBeCloseTo(expected.carbs, 5);
    expect(n.protein).toBeCloseTo(expected.protein, 5);
    expect(n.fat).toBeCloseTo(expected.fat, 5);
  });

  it('rounds grams to one decimal (no floating-point noise)', () => {
    const n = bowlNutrition(completeBowl({ toppings: ['lemon-lime-wedge', 'pickled-cucumber-onion'] }));
    expect(String(n.protein)).toMatch(/^\d+(\.\d)?$/);
  });

  it('lists the chosen ingredients in category order and sums their weight', () => {
    const s = completeBowl({ extras: ['edamame'] });
    expect(chosenIngredients(s).map((i) => i.id)).toEqual([
      'brown-rice',
      'halal-chicken',
      'steamed-broccoli',
      'tahini',
      'edamame',
    ]);
    expect(bowlWeightG(s)).toBe(180 + 120 + 80 + 30 + 50);
  });
});
