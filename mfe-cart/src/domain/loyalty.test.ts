// @vitest-environment node

import { BOWLS_PER_FREE_BOWL } from '@campus/catalogue/policies';
import type { CartItem } from '@campus/stores';
import { bowlLine, customBowlLine, planLine, sandwichLine } from '@campus/stores/cart-fixtures';
import { describe, expect, it } from 'vitest';
import { loyaltyMessage, loyaltyProgress } from './loyalty';

describe('loyaltyProgress', () => {
  it.each<[string, CartItem[], number, number, number]>([
    ['empty cart', [], 0, 0, 10],
    ['one bowl', [bowlLine(1)], 1, 0, 9],
    ['quantities are counted', [bowlLine(3)], 3, 0, 7],
    ['custom bowls count too', [bowlLine(2), customBowlLine(4)], 6, 0, 4],
    ['sandwiches and plans do not count', [sandwichLine(5), planLine(3)], 0, 0, 10],
    ['nine bowls: one to go', [bowlLine(9)], 9, 0, 1],
    ['ten bowls earn one', [bowlLine(6), customBowlLine(4)], 10, 1, 10],
    ['eleven bowls', [bowlLine(11)], 11, 1, 9],
    ['twenty bowls earn two', [bowlLine(20)], 20, 2, 10],
    ['mixed cart', [bowlLine(2), sandwichLine(3), customBowlLine(1), planLine(1)], 3, 0, 7],
  ])('%s', (_name, items, bowls, earned, toNext) => {
    const p = loyaltyProgress(items);
    expect(p.bowls).toBe(bowls);
    expect(p.freeBowlsEarned).toBe(earned);
    expect(p.bowlsToNextFree).toBe(toNext);
    expect(p.towardNext + p.bowlsToNextFree).toBe(BOWLS_PER_FREE_BOWL);
  });
});

describe('loyaltyMessage', () => {
  it.each<[number, string]>([
    [0, '10 more bowls to a free bowl'],
    [3, '7 more bowls to a free bowl'],
    [9, '1 more bowl to a free bowl'],
    [10, 'This order earns 1 free bowl. 10 more bowls to a free bowl'],
    [19, 'This order earns 1 free bowl. 1 more bowl to a free bowl'],
    [25, 'This order earns 2 free bowls. 5 more bowls to a free bowl'],
  ])('%i bowls → %s', (count, message) => {
    expect(loyaltyMessage(loyaltyProgress(count ? [bowlLine(count)] : []))).toBe(message);
  });
});
