// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { productDiets } from './facts';
import { DRINKS, SANDWICHES, SNACKS } from './products';

describe('productDiets', () => {
  it.each([
    [
      'halal only',
      { isHalal: true, isVegan: false, badges: ['HALAL'], allergens: [], type: 'sandwich' as const },
      ['halal'],
    ],
    [
      'halal and vegan (vegan says vegetarian too)',
      { isHalal: true, isVegan: true, badges: ['VEG', 'Vegan'], allergens: [], type: 'snack' as const },
      ['halal', 'vegan'],
    ],
    [
      'halal and vegetarian',
      { isHalal: true, isVegan: false, badges: ['VEG'], allergens: [], type: 'sandwich' as const },
      ['halal', 'vegetarian'],
    ],
    ['nothing known', { isHalal: false, isVegan: false, badges: [], allergens: [], type: 'drink' as const }, []],
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
