// @vitest-environment node
import { PROTEIN_ADDONS } from '@campus/catalogue/addons';
import type { AllergenId, Diet } from '@campus/catalogue/types';
import { describe, expect, it } from 'vitest';
import { combinedAllergens, combinedDiet, combinedWeightG } from './bowl-summary';

describe('diet of the bowl with its proteins', () => {
  it.each<[Diet[], string[], Diet[]]>([
    [['halal'], [], ['halal']],
    [['halal'], ['tofu'], ['halal']],
    [['vegetarian'], [], ['vegetarian']],
    [['vegetarian'], ['tofu', 'falafel'], ['vegetarian']],
    [['vegetarian'], ['halal-chicken'], ['halal']],
    [['vegetarian'], ['salmon'], []],
    [['vegetarian'], ['tofu', 'halal-beef'], ['halal']],
    [['vegan'], ['jackfruit'], ['vegetarian', 'vegan']],
    [['vegan'], ['salmon'], []],
  ])('%j + %j → %j', (diet, selected, expected) => {
    expect(combinedDiet(diet, selected, PROTEIN_ADDONS)).toEqual(expected);
  });
});

describe('allergens of the bowl with its proteins', () => {
  it.each<[AllergenId[], string[], AllergenId[]]>([
    [['soy'], [], ['soy']],
    [['soy'], ['tofu'], ['soy']],
    [['sesame'], ['tofu', 'salmon'], ['sesame', 'soy', 'fish']],
    [['dairy'], ['halal-chicken'], ['dairy']],
  ])('%j + %j → %j', (allergens, selected, expected) => {
    expect(combinedAllergens(allergens, selected, PROTEIN_ADDONS)).toEqual(expected);
  });
});

describe('weight', () => {
  it.each([
    [[], 450],
    [['tofu'], 450],
    [['tofu', 'salmon'], 550],
  ])('%j → %i g', (selected, g) => {
    expect(combinedWeightG(450, selected, PROTEIN_ADDONS)).toBe(g);
  });
});
