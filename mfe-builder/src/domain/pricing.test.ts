// @vitest-environment node
import { customBowlPriceCents } from '@campus/catalogue/custom-bowl-price';
import { formatCents } from '@campus/catalogue/money';
import { describe, expect, it } from 'vitest';
import { completeBowl, sel } from './test-helpers';

describe('customBowlPriceCents (SPEC §9: 9.99 + 1.50 per protein beyond the first + extras)', () => {
  it.each([
    ['nothing chosen', sel(), '$9.99'],
    ['one protein', completeBowl(), '$9.99'],
    ['two proteins', completeBowl({ protein: ['tofu', 'salmon'] }), '$11.49'],
    ['three proteins', completeBowl({ protein: ['tofu', 'salmon', 'halal-beef'] }), '$12.99'],
    ['avocado', completeBowl({ extras: ['avocado'] }), '$11.49'],
    ['mozzarella', completeBowl({ extras: ['mozzarella'] }), '$10.99'],
    ['edamame', completeBowl({ extras: ['edamame'] }), '$10.74'],
    ['mixed nuts', completeBowl({ extras: ['mixed-nuts'] }), '$11.24'],
    ['all four extras', completeBowl({ extras: ['avocado', 'mozzarella', 'edamame', 'mixed-nuts'] }), '$14.49'],
    [
      'three proteins and all extras',
      completeBowl({
        protein: ['tofu', 'salmon', 'falafel'],
        extras: ['avocado', 'mozzarella', 'edamame', 'mixed-nuts'],
      }),
      '$17.49',
    ],
    [
      'toppings and sauce are free',
      completeBowl({ toppings: ['sesame-seeds', 'crispy-onions', 'tortilla-strips'] }),
      '$9.99',
    ],
  ])('%s → %s', (_name, selections, price) => {
    expect(formatCents(customBowlPriceCents(selections))).toBe(price);
  });
});
