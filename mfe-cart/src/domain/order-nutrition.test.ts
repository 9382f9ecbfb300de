// @vitest-environment node
import type { CartItem } from '@campus/stores';
import {
  bowlLine,
  customBowlLine,
  planLine,
  sampleBowl,
  samplePlan,
  sampleSandwich,
  sandwichLine,
} from '@campus/stores/cart-fixtures';
import { describe, expect, it } from 'vitest';
import { allergenLabel, allergenNames, allergenSummary, nutritionSummary, unitNutrition } from './order-nutrition';

describe('unitNutrition', () => {
  it.each<[string, CartItem, number | undefined]>([
    ['bowl', bowlLine(), 520],
    ['custom bowl uses its total nutrition', customBowlLine(), 610.4],
    ['sandwich', sandwichLine(), 450],
    ['meal plan stored before bundles carried it: none', planLine(), undefined],
    [
      'meal plan with its parts added up',
      planLine(1, { ...samplePlan, nutrition: { kcal: 1210, carbs: 150, protein: 40, fat: 45 } }),
      1210,
    ],
    ['bowl without data', bowlLine(1, { ...sampleBowl, nutrition: undefined }), undefined],
  ])('%s', (_name, line, kcal) => {
    expect(unitNutrition(line)?.kcal).toBe(kcal);
  });
});

const noData = { ...sampleSandwich, nutrition: undefined };

describe('nutritionSummary', () => {
  it.each<[string, CartItem[], [number, number, number, number], string[], boolean]>([
    ['empty cart', [], [0, 0, 0, 0], [], false],
    ['one bowl', [bowlLine()], [520, 62, 34, 14], [], true],
    ['quantities multiply', [bowlLine(3)], [1560, 186, 102, 42], [], true],
    // 610.4 + 450 = 1060.4 → 1060; carbs 70.2 + 55 = 125.2 → 125; protein 28.5 + 14 = 42.5 → 43; fat 22.1 + 18 = 40.1 → 40
    ['decimals summed then rounded', [customBowlLine(), sandwichLine()], [1060, 125, 43, 40], [], true],
    ['plan is listed as missing', [bowlLine(), planLine(2)], [520, 62, 34, 14], ['$24.99 Plan Bundle'], true],
    ['only lines without data', [planLine()], [0, 0, 0, 0], ['$24.99 Plan Bundle'], false],
    [
      'missing names once each',
      [sandwichLine(1, noData), { ...sandwichLine(2, noData), id: 'cart-other' }],
      [0, 0, 0, 0],
      ['Falafel Wrap'],
      false,
    ],
  ])('%s', (_name, items, [kcal, carbs, protein, fat], missing, hasData) => {
    const s = nutritionSummary(items);
    expect(s.total).toEqual({ kcal, carbs, protein, fat });
    expect(s.missing).toEqual(missing);
    expect(s.hasData).toBe(hasData);
  });
});

describe('allergenLabel', () => {
  it.each([
    ['dairy', 'Milk & Dairy'],
    ['soy', 'Soy'],
    ['tree-nuts', 'Tree Nuts'],
    ['tree_nuts', 'Tree Nuts'],
    ['Tree Nuts', 'Tree Nuts'],
    ['peanuts', 'Peanuts'],
    ['EGGS', 'Eggs'],
    ['sesame', 'Sesame'],
    ['coconut', 'Coconut'],
    ['mustard', 'Mustard'],
    ['Celery seed', 'Celery seed'],
  ])('%s → %s', (input, output) => {
    expect(allergenLabel(input)).toBe(output);
  });
});

const retired = { ...sampleBowl, id: 'retired-bowl' };

describe('allergenSummary', () => {
  it.each<[string, CartItem[], string[], string[]]>([
    ['empty cart', [], [], []],
    // A bowl the catalogue knows: what its parts contain, the same as its line's Contains row and diet note.
    ['one bowl', [bowlLine()], ['Gluten', 'Sesame', 'Soy'], []],
    // The custom bowl's chipotle is made with mayonnaise (eggs).
    [
      'merged once each, alphabetical',
      [bowlLine(), customBowlLine(), sandwichLine()],
      ['Eggs', 'Gluten', 'Sesame', 'Soy'],
      [],
    ],
    ['plan allergens unknown', [planLine()], [], ['$24.99 Plan Bundle']],
    [
      'plan allergens carried',
      [planLine(1, { ...samplePlan, allergens: ['gluten', 'dairy'] })],
      ['Gluten', 'Milk & Dairy'],
      [],
    ],
    // A bowl the catalogue no longer knows: its own stored words.
    [
      'bowl without list is unknown',
      [bowlLine(1, { ...retired, allergens: undefined })],
      [],
      ['Teriyaki Chicken Bowl'],
    ],
    ['empty list means none', [bowlLine(1, { ...retired, allergens: [] })], [], []],
    ['synonyms merge', [bowlLine(1, { ...retired, allergens: ['dairy', 'milk', ' '] })], ['Milk & Dairy'], []],
  ])('%s', (_name, items, present, unknown) => {
    expect(allergenSummary(items)).toEqual({ present, unknown });
  });
});

describe('allergenNames', () => {
  it.each<[string[], string[]]>([
    [[], []],
    [['soy'], ['Soy']],
    [
      ['dairy', 'milk', 'gluten'],
      ['Milk & Dairy', 'Gluten'],
    ],
    [[' ', 'eggs'], ['Eggs']],
  ])('%j → %j', (input, output) => {
    expect(allergenNames(input)).toEqual(output);
  });
});
