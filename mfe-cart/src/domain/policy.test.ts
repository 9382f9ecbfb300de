// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cancellationTerms, shouldSeedSamples, shownQueryValue } from './policy';

describe('cancellationTerms', () => {
  it('quotes the spec: free until 2 hours before pickup, 50% fee inside 2 hours', () => {
    expect(cancellationTerms()).toBe(
      'Free cancellation until 2 hours before pickup. Inside 2 hours, a 50% fee applies.',
    );
  });
});

describe('shouldSeedSamples', () => {
  it.each<[string, number, boolean]>([
    ['?sample=1', 0, true],
    ['?foo=bar&sample=1', 0, true],
    ['?sample=1', 2, false],
    ['', 0, false],
    ['?sample=0', 0, false],
    ['?sample=true', 0, false],
  ])('%j with %i items → %s', (search, count, result) => {
    expect(shouldSeedSamples(search, count)).toBe(result);
  });
});

describe('shownQueryValue', () => {
  it.each<[string | null, string | null]>([
    [null, null],
    ['', null],
    ['   ', null],
    ['student-plan', 'student-plan'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    [`${'a'.repeat(100)}`, `${'a'.repeat(79)}…`],
  ])('%j → %j', (input, output) => {
    expect(shownQueryValue(input)).toBe(output);
  });
});
