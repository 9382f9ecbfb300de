import { describe, expect, it } from 'vitest';
import { initialProgress, restoreProgress } from './builder-state';
import { completeBowl, sel } from './test-helpers';

describe('restoreProgress (a half-built bowl read back from session storage)', () => {
  it.each([
    ['nothing', null, initialProgress()],
    ['garbage', 'x', initialProgress()],
    [
      'a good half-built bowl',
      { step: 2, selections: { base: ['quinoa'], protein: ['tofu'] } },
      { step: 2, selections: sel({ base: ['quinoa'], protein: ['tofu'] }) },
    ],
    ['a complete bowl on Review', { step: 6, selections: completeBowl() }, { step: 6, selections: completeBowl() }],
    ['a step beyond the unmet base', { step: 5, selections: {} }, { step: 0, selections: sel() }],
    [
      'a step beyond an unmet sauce',
      { step: 6, selections: completeBowl({ sauces_dressings: [] }) },
      { step: 4, selections: completeBowl({ sauces_dressings: [] }) },
    ],
    ['a negative step', { step: -2, selections: {} }, initialProgress()],
    ['a huge step', { step: 99, selections: completeBowl() }, { step: 6, selections: completeBowl() }],
    ['a fractional step', { step: 1.5, selections: completeBowl() }, { step: 0, selections: completeBowl() }],
    ['a string step', { step: '3', selections: completeBowl() }, { step: 0, selections: completeBowl() }],
  ])('%s', (_name, value, expected) => {
    expect(restoreProgress(value)).toEqual(expected);
  });
});
