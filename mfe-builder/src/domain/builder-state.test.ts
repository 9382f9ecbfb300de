// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialProgress, restoreProgress } from './builder-state';
import { completeBowl, sel } from './test-helpers';

describe('restoreProgress (a half-built bowl read back from session storage)', () => {
  it.each([
    ['nothing', null, initialProgress()],
    ['garbage', 'x', initialProgress()],
    [
      'a good half-built bowl',
      { selections: { base: ['quinoa'], protein: ['tofu'] } },
      { selections: sel({ base: ['quinoa'], protein: ['tofu'] }) },
    ],
    ['a complete bowl', { selections: completeBowl() }, { selections: completeBowl() }],
    ['an earlier version’s step is ignored', { step: 5, selections: completeBowl() }, { selections: completeBowl() }],
    [
      'unknown choices dropped',
      { selections: { base: ['gold'], protein: ['tofu'] } },
      { selections: sel({ protein: ['tofu'] }) },
    ],
  ])('%s', (_name, value, expected) => {
    expect(restoreProgress(value)).toEqual(expected);
  });
});
