// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('money', () => {
  it.each([
    [999, '$9.99'],
    [0, '$0.00'],
    [150, '$1.50'],
    [123456, '$1,234.56'],
    [2499, '$24.99'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
