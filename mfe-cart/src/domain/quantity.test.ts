// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canDecrease, canIncrease, MAX_QUANTITY, steppedQuantity } from './quantity';

describe('steppedQuantity', () => {
  it.each<[number, -1 | 1, number]>([
    [1, -1, 1],
    [2, -1, 1],
    [5, -1, 4],
    [1, 1, 2],
    [98, 1, 99],
    [99, 1, 99],
    [150, -1, 99],
  ])('%i %i → %i', (quantity, step, result) => {
    expect(steppedQuantity(quantity, step)).toBe(result);
  });
});

describe('limits', () => {
  it.each<[number, boolean, boolean]>([
    [1, false, true],
    [2, true, true],
    [MAX_QUANTITY - 1, true, true],
    [MAX_QUANTITY, true, false],
  ])('quantity %i: minus %s, plus %s', (quantity, minus, plus) => {
    expect(canDecrease(quantity)).toBe(minus);
    expect(canIncrease(quantity)).toBe(plus);
  });
});
