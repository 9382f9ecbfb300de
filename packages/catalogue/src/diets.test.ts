// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { productDiets } from './diets';
import { DRINKS, SANDWICHES, SNACKS } from './products';

describe('productDiets', () => {
  it.each([
    ['halal only', { isHalal: true, isVegan: false, badges: ['HALAL'] }, ['halal']],
    [
      'halal and vegan (vegan says vegetarian too)',
      { isHalal: true, isVegan: true, badges: ['VEG', 'Vegan'] },
      ['halal', 'vegan'],
    ],
    ['halal and vegetarian', { isHalal: true, isVegan: false, badges: ['VEG'] }, ['halal', 'vegetarian']],
    ['nothing known', { isHalal: false, isVegan: false, badges: [] }, []],
  ])('%s', (_name, item, diets) => {
    expect(productDiets(item)).toEqual(diets);
  });

  it.each([...SANDWICHES, ...DRINKS, ...SNACKS].map((p) => [p.title, p] as const))(
    '%s: badges agree with its halal/vegan fields',
    (_title, p) => {
      const diets = productDiets(p);
      expect(diets.includes('halal')).toBe(p.isHalal);
      expect(diets.includes('vegan')).toBe(p.isVegan);
    },
  );
});
