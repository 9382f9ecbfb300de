// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { extraProteinNote, extraProteinPrices } from './extra-protein';

describe('the extra protein’s prices, each where it applies', () => {
  it('says the price that applies on each page first, then the others as other bowls’ prices', () => {
    expect(extraProteinNote('signature')).toBe(
      'Here it is $1.50–$3.00, by protein. Other bowls price it their own way: $1.50 in Build Your Own, $2.99 on the Smart Value bowl.',
    );
    expect(extraProteinNote('builder')).toBe(
      'Here each extra protein is $1.50. Other bowls price it their own way: $1.50–$3.00 by protein on a signature bowl, $2.99 on the Smart Value bowl.',
    );
    expect(extraProteinNote('budget')).toBe(
      'On this bowl an extra protein is $2.99. Other bowls price it their own way: $1.50–$3.00 by protein on a signature bowl, $1.50 in Build Your Own.',
    );
  });

  it('names all three for a page that speaks of every bowl', () => {
    expect(extraProteinPrices()).toBe(
      '$1.50–$3.00 by protein on a signature bowl, $1.50 in Build Your Own, $2.99 on the Smart Value bowl',
    );
  });
});
