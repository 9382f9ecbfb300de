// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isDietKind } from './diet-badge';

describe('isDietKind', () => {
  it('accepts the kinds it can draw', () => {
    expect(isDietKind('vegan')).toBe(true);
    expect(isDietKind('premium')).toBe(true);
  });
  it.each(['constructor', 'toString', '__proto__', 'pizza', ''])(
    'refuses %j (a badge read back from storage)',
    (kind) => expect(isDietKind(kind)).toBe(false),
  );
});
