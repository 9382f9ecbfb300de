// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAtMaximum, sanitizeSelections, toggleIngredient } from './selection';
import { sel } from './test-helpers';

describe('toggleIngredient (SPEC §4, §5)', () => {
  it.each([
    ['adds a first base', sel(), 'base', 'quinoa', ['quinoa'], 'added'],
    ['removes the chosen base (toggle)', sel({ base: ['quinoa'] }), 'base', 'quinoa', [], 'removed'],
    ['replaces the base (single choice)', sel({ base: ['quinoa'] }), 'base', 'brown-rice', ['brown-rice'], 'replaced'],
    [
      'replaces the sauce (single choice)',
      sel({ sauces_dressings: ['bbq'] }),
      'sauces_dressings',
      'tahini',
      ['tahini'],
      'replaced',
    ],
    [
      'adds a 3rd protein',
      sel({ protein: ['tofu', 'salmon'] }),
      'protein',
      'falafel',
      ['tofu', 'salmon', 'falafel'],
      'added',
    ],
    [
      'ignores a 4th protein',
      sel({ protein: ['tofu', 'salmon', 'falafel'] }),
      'protein',
      'jackfruit',
      ['tofu', 'salmon', 'falafel'],
      'limit',
    ],
    [
      'still removes at the maximum',
      sel({ protein: ['tofu', 'salmon', 'falafel'] }),
      'protein',
      'salmon',
      ['tofu', 'falafel'],
      'removed',
    ],
    [
      'ignores a 4th green',
      sel({ greens_veggies: ['steamed-broccoli', 'sauteed-cabbage', 'roasted-cauliflower'] }),
      'greens_veggies',
      'roasted-sweet-potato',
      ['steamed-broccoli', 'sauteed-cabbage', 'roasted-cauliflower'],
      'limit',
    ],
    [
      'ignores a 4th topping',
      sel({ toppings: ['sesame-seeds', 'crispy-onions', 'tortilla-strips'] }),
      'toppings',
      'lemon-lime-wedge',
      ['sesame-seeds', 'crispy-onions', 'tortilla-strips'],
      'limit',
    ],
    [
      'takes every extra (unlimited)',
      sel({ extras: ['avocado', 'mozzarella', 'edamame'] }),
      'extras',
      'mixed-nuts',
      ['avocado', 'mozzarella', 'edamame', 'mixed-nuts'],
      'added',
    ],
    ['ignores an id of another category', sel(), 'protein', 'quinoa', [], 'unknown'],
    ['ignores an unknown id', sel(), 'extras', 'gold-leaf', [], 'unknown'],
  ] as const)('%s', (_name, before, category, id, after, outcome) => {
    const result = toggleIngredient(before, category, id);
    expect(result.outcome).toBe(outcome);
    expect(result.selections[category]).toEqual(after);
  });

  it('does not change the input', () => {
    const before = sel({ protein: ['tofu'] });
    toggleIngredient(before, 'protein', 'salmon');
    expect(before.protein).toEqual(['tofu']);
  });
});

describe('isAtMaximum', () => {
  it.each([
    ['protein', sel({ protein: ['tofu', 'salmon'] }), false],
    ['protein', sel({ protein: ['tofu', 'salmon', 'falafel'] }), true],
    ['toppings', sel({ toppings: ['sesame-seeds', 'crispy-onions', 'tortilla-strips'] }), true],
    ['base', sel({ base: ['quinoa'] }), false],
    ['extras', sel({ extras: ['avocado', 'mozzarella', 'edamame', 'mixed-nuts'] }), false],
  ] as const)('%s with %j → %s', (category, selections, expected) => {
    expect(isAtMaximum(selections, category)).toBe(expected);
  });
});

describe('sanitizeSelections (what session storage gives back)', () => {
  it.each([
    ['nothing', undefined, sel()],
    ['a string', 'oops', sel()],
    ['an array', [], sel()],
    ['a good bowl', { base: ['quinoa'], protein: ['tofu'] }, sel({ base: ['quinoa'], protein: ['tofu'] })],
    ['unknown and misplaced ids', { base: ['gold', 'tofu', 'quinoa'], protein: [1, null] }, sel({ base: ['quinoa'] })],
    ['two bases', { base: ['quinoa', 'brown-rice'] }, sel({ base: ['quinoa'] })],
    ['duplicates', { protein: ['tofu', 'tofu'] }, sel({ protein: ['tofu'] })],
    [
      'five proteins',
      { protein: ['tofu', 'salmon', 'falafel', 'jackfruit', 'halal-beef'] },
      sel({ protein: ['tofu', 'salmon', 'falafel'] }),
    ],
    ['a non-list category', { extras: 'avocado' }, sel()],
  ])('%s', (_name, value, expected) => {
    expect(sanitizeSelections(value)).toEqual(expected);
  });
});
