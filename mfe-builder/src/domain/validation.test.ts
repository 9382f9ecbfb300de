// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STEPS } from './steps';
import { completeBowl, sel } from './test-helpers';
import { checkStep, furthestReachableStep, isComplete } from './validation';

const step = (i: number) => STEPS[i] as (typeof STEPS)[number];

describe('checkStep (SPEC §5 Seven-step builder)', () => {
  it.each([
    [0, sel(), 'Please select a base for your bowl.'],
    [0, sel({ base: ['quinoa'] }), null],
    [1, sel(), 'Please select at least one protein.'],
    [1, sel({ protein: ['tofu'] }), null],
    [1, sel({ protein: ['tofu', 'salmon', 'falafel'] }), null],
    [2, sel(), 'Please select at least one green or veggie.'],
    [2, sel({ greens_veggies: ['steamed-broccoli'] }), null],
    [3, sel(), null],
    [4, sel(), 'Please select a sauce or dressing.'],
    [4, sel({ sauces_dressings: ['bbq'] }), null],
    [5, sel(), null],
    [6, sel(), null],
  ])('step %i with %j → %j', (index, selections, message) => {
    const result = checkStep(step(index), selections);
    if (message === null) expect(result).toEqual({ ok: true });
    else expect(result).toEqual({ ok: false, title: 'Selection Required', message });
  });
});

describe('furthestReachableStep', () => {
  it.each([
    [sel(), 6, 0],
    [sel({ base: ['quinoa'] }), 6, 1],
    [sel({ base: ['quinoa'], protein: ['tofu'] }), 6, 2],
    [sel({ base: ['quinoa'], protein: ['tofu'], greens_veggies: ['sauteed-cabbage'] }), 6, 4],
    [completeBowl(), 6, 6],
    [completeBowl(), 3, 3],
    [sel(), 0, 0],
  ])('%j up to %i → %i', (selections, upTo, expected) => {
    expect(furthestReachableStep(selections, upTo)).toBe(expected);
  });
});

describe('isComplete', () => {
  it.each([
    [completeBowl(), true],
    [completeBowl({ base: [] }), false],
    [completeBowl({ protein: [] }), false],
    [completeBowl({ greens_veggies: [] }), false],
    [completeBowl({ sauces_dressings: [] }), false],
    [completeBowl({ toppings: [], extras: [] }), true],
  ])('%j → %s', (selections, expected) => {
    expect(isComplete(selections)).toBe(expected);
  });
});
