// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bowlDetailInit, bowlDetailReducer, limitToast } from './bowl-detail-state';

const start = bowlDetailInit({ bowlId: 'curry-power-bowl', countryId: 'in', basePriceCents: 999 });

describe('bowl detail state', () => {
  it('starts with the bowl, its country, its base price, no protein and quantity 1', () => {
    expect(start).toMatchObject({ bowlId: 'curry-power-bowl', countryId: 'in', basePriceCents: 999, quantity: 1 });
    expect(start.proteins).toEqual([]);
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
    expect(end.proteins).toEqual(expected);
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
    expect(reset.proteins).toEqual([]);
    expect(reset.bowlId).toBe('curry-power-bowl');
  });

  it('a fourth protein is refused, with the reason in words; removing one clears it', () => {
    const three = ['tofu', 'salmon', 'falafel'].reduce(
      (s, id) => bowlDetailReducer(s, { type: 'proteinToggled', id }),
      start,
    );
    const refused = bowlDetailReducer(three, { type: 'proteinToggled', id: 'halal-chicken' });
    expect(refused.proteins).toEqual(['tofu', 'salmon', 'falafel']);
    expect(refused.notice).toEqual({
      groupId: 'protein',
      text: 'Up to 3 proteins — remove one to pick another.',
      limit: 'Up to 3 proteins',
    });
    expect(limitToast(refused.notice as NonNullable<typeof refused.notice>, 'Falafel')).toEqual({
      title: 'Up to 3 proteins',
      description: 'Remove one to add Falafel.',
    });
    const fewer = bowlDetailReducer(refused, { type: 'proteinToggled', id: 'salmon' });
    expect(fewer.proteins).toEqual(['tofu', 'falafel']);
    expect(fewer.notice).toBeNull();
  });

  it('choices go into picks; a pick beyond the group’s count is refused and said', () => {
    const veg = {
      id: 'veg_included',
      name: 'Vegetables included',
      required: true,
      select: 2,
      choices: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
    };
    const two = ['a', 'b'].reduce((s, id) => bowlDetailReducer(s, { type: 'choiceToggled', group: veg, id }), start);
    expect(two.picks).toEqual({ veg_included: ['a', 'b'] });
    const refused = bowlDetailReducer(two, { type: 'choiceToggled', group: veg, id: 'c' });
    expect(refused.picks).toEqual({ veg_included: ['a', 'b'] });
    expect(refused.notice?.text).toBe('Up to 2 — remove one to pick another.');
    expect(refused.notice?.limit).toBe('Vegetables included: up to 2');
  });
});
