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
    ['no step, nothing chosen', null, sel(), 0, 0],
    ['no step, a bowl left on Sauces', null, completeBowl({ sauces_dressings: [] }), 4, 4],
    ['no step, resume point beyond what is done', null, sel({ base: ['quinoa'] }), 5, 1],
    ['a reachable step', 'protein', sel({ base: ['quinoa'] }), 0, 1],
    ['a step behind the furthest', 'base', completeBowl(), 6, 0],
    ['Review with nothing chosen', 'review', emptySelections(), 0, 0],
    ['Review with the sauce missing', 'review', completeBowl({ sauces_dressings: [] }), 0, 4],
    ['Review of a complete bowl', 'review', completeBowl(), 0, 6],
    ['an unknown step falls back to the resume point', 'dessert', completeBowl(), 3, 3],
    ['optional steps do not block', 'extras', completeBowl({ toppings: [] }), 0, 5],
  ])('%s', (_name, slug, selections, resumeAt, shown) => {
    expect(stepToShow(slug, selections, resumeAt)).toBe(shown);
  });
});

describe('addressNeedsFix', () => {
  it.each([
    [null, 0, true],
    [null, 2, true],
    ['base', 0, false],
    ['protein', 1, false],
    ['review', 0, true],
    ['nope', 0, true],
  ] as const)('address step %j showing step %i → rewrite: %j', (slug, shown, fix) => {
    expect(addressNeedsFix(slug, shown)).toBe(fix);
  });
});
