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
    [-500, '-$5.00'],
    [100000000, '$1,000,000.00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('writes what en-CA writes for Canadian dollars', () => {
    const cad = new Intl.NumberFormat('en-CA', {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const samples = [1, 5, 10, 99, 101, 1000, 9999, 10000, 99999, 100001, 1234567, 98765432, -1, -1999, -123456];
    for (let cents = 0; cents < 5000; cents += 7) samples.push(cents);
    for (const cents of samples) expect(formatCents(cents), String(cents)).toBe(cad.format(cents / 100));
  });
});
