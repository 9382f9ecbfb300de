import { describe, expect, it } from 'vitest';
import { formatCents, toCents } from './money';

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

  it.each([
    [9.99, 999],
    [1.5, 150],
    [0.75, 75],
    [19.99, 1999],
    [0.1 + 0.2, 30],
  ])('converts %d dollars to %i cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });
});
