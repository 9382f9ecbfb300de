import { describe, expect, it } from 'vitest';
import { bowlDetailInit, bowlDetailReducer, selectedProteins } from './bowl-detail-state';

const start = bowlDetailInit({ bowlId: 'curry-power-bowl', countryId: 'in', basePriceCents: 999 });

describe('bowl detail state', () => {
  it('starts with the bowl, its country, its base price, no protein and quantity 1', () => {
    expect(start).toMatchObject({ bowlId: 'curry-power-bowl', countryId: 'in', basePriceCents: 999, quantity: 1 });
    expect(selectedProteins(start)).toEqual([]);
  });

  it.each([
    [['tofu'], ['tofu']],
    [
      ['tofu', 'salmon'],
      ['tofu', 'salmon'],
    ],
    [['tofu', 'salmon', 'tofu'], ['salmon']],
  ])('toggling %j leaves %j', (clicks, expected) => {
    const end = clicks.reduce((s, id) => bowlDetailReducer(s, { type: 'proteinToggled', id }), start);
    expect(selectedProteins(end)).toEqual(expected);
  });

  it.each([
    [2, 2],
    [0, 1],
    [-3, 1],
    [50, 20],
  ])('quantity %d → %d', (q, expected) => {
    expect(bowlDetailReducer(start, { type: 'quantityChanged', quantity: q }).quantity).toBe(expected);
  });

  it('reset clears proteins but keeps the bowl', () => {
    const picked = bowlDetailReducer(start, { type: 'proteinToggled', id: 'tofu' });
    const reset = bowlDetailReducer(picked, { type: 'reset' });
    expect(selectedProteins(reset)).toEqual([]);
    expect(reset.bowlId).toBe('curry-power-bowl');
  });
});
