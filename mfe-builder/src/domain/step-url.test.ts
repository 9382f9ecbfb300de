// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptySelections } from './selection';
import { addressNeedsFix, stepIndexFromSlug, stepSlug, stepToShow } from './step-url';
import { STEPS } from './steps';
import { completeBowl, sel } from './test-helpers';

describe('step names in the address', () => {
  it('every step has its own name, and reads back to itself', () => {
    const slugs = STEPS.map((_, i) => stepSlug(i));
    expect(slugs).toEqual(['base', 'protein', 'greens-veggies', 'toppings', 'sauces-dressings', 'extras', 'review']);
    expect(slugs.map((slug) => stepIndexFromSlug(slug))).toEqual(STEPS.map((_, i) => i));
  });

  it.each([[null], [''], ['nope'], ['greens_veggies'], ['__proto__'], ['7'], ['review/']])(
    'names no step: %j',
    (slug) => {
      expect(stepIndexFromSlug(slug)).toBeNull();
    },
  );
});

describe('stepToShow', () => {
  it.each([
    ['no step, nothing chosen', null, sel(), 0],
    ['no step, a half-built bowl: step 1, choices kept', null, completeBowl({ sauces_dressings: [] }), 0],
    ['a reachable step', 'protein', sel({ base: ['quinoa'] }), 1],
    ['a step behind the furthest', 'base', completeBowl(), 0],
    ['Review with nothing chosen', 'review', emptySelections(), 0],
    ['Review with the sauce missing', 'review', completeBowl({ sauces_dressings: [] }), 4],
    ['Review of a complete bowl', 'review', completeBowl(), 6],
    ['an unknown step is step 1', 'dessert', completeBowl(), 0],
    ['optional steps do not block', 'extras', completeBowl({ toppings: [] }), 5],
  ])('%s', (_name, slug, selections, shown) => {
    expect(stepToShow(slug, selections)).toBe(shown);
  });
});

describe('addressNeedsFix', () => {
  it.each([
    [null, 0, false],
    [null, 2, true],
    ['base', 0, false],
    ['protein', 1, false],
    ['review', 0, true],
    ['nope', 0, true],
  ] as const)('address step %j showing step %i → rewrite: %j', (slug, shown, fix) => {
    expect(addressNeedsFix(slug, shown)).toBe(fix);
  });
});
