// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LAST_STEP, STEP_COUNT, STEPS, stepAt, stepFor } from './steps';

describe('the seven steps (SPEC §2, §5)', () => {
  it('are Base, Protein, Greens & Veggies, Toppings, Sauces & Dressings, Extras, Review in order', () => {
    expect(STEPS.map((s) => s.title)).toEqual([
      'Base',
      'Protein',
      'Greens & Veggies',
      'Toppings',
      'Sauces & Dressings',
      'Extras',
      'Review',
    ]);
    expect(STEP_COUNT).toBe(7);
    expect(LAST_STEP).toBe(6);
  });

  it.each([
    ['base', 'single', 1, 1, 'Please select a base for your bowl.'],
    ['protein', 'multiple', 1, 3, 'Please select at least one protein.'],
    ['greens_veggies', 'multiple', 1, 3, 'Please select at least one green or veggie.'],
    ['toppings', 'multiple', 0, 3, null],
    ['sauces_dressings', 'single', 1, 1, 'Please select a sauce or dressing.'],
    ['extras', 'multiple', 0, null, null],
  ] as const)('%s: %s choice, min %i, max %s, message %j', (category, selection, min, max, message) => {
    const step = stepFor(category);
    expect(step).toMatchObject({ selection, min, max, message });
  });

  it.each([
    [-3, 'Base'],
    [0, 'Base'],
    [6, 'Review'],
    [42, 'Review'],
    [2.7, 'Greens & Veggies'],
    [Number.NaN, 'Base'],
  ])('stepAt(%s) is %s', (index, title) => {
    expect(stepAt(index).title).toBe(title);
  });
});
