// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { extraProteinNote, extraProteinPrices } from './extra-protein';

describe('the extra protein’s prices, each where it applies', () => {
  it('says which applies on each page, and the others in one short line', () => {
    expect(extraProteinNote('signature')).toBe(
      'Extra protein here: $1.50–$3.00 by protein — $1.50 in Build Your Own, $2.99 on the Smart Value bowl.',
    );
    expect(extraProteinNote('builder')).toBe(
      'Extra protein here: $1.50 — $1.50–$3.00 by protein on a signature bowl, $2.99 on the Smart Value bowl.',
    );
    expect(extraProteinNote('budget')).toBe(
      'Extra protein here: $2.99 — $1.50–$3.00 by protein on a signature bowl, $1.50 in Build Your Own.',
    );
  });

  it('names all three for a page that speaks of every bowl', () => {
    expect(extraProteinPrices()).toBe(
      '$1.50–$3.00 by protein on a signature bowl, $1.50 in Build Your Own, $2.99 on the Smart Value bowl',
    );
  });
});
