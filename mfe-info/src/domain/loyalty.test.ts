import { describe, expect, it } from 'vitest';
import { BOWLS_PER_FREE_BOWL, bowlsUntilNextFree, freeBowlsEarned } from './loyalty';

describe('loyalty: every 10 bowls earns 1 free bowl', () => {
  it('needs ten bowls per free bowl', () => {
    expect(BOWLS_PER_FREE_BOWL).toBe(10);
  });

  it.each([
    [0, 0],
    [1, 0],
    [9, 0],
    [10, 1],
    [11, 1],
    [19, 1],
    [20, 2],
    [105, 10],
    [-3, 0],
    [Number.NaN, 0],
  ])('%d bowls bought earn %d free bowls', (bought, free) => {
    expect(freeBowlsEarned(bought)).toBe(free);
  });

  it.each([
    [0, 10],
    [1, 9],
    [9, 1],
    [10, 10],
    [13, 7],
    [-1, 10],
  ])('after %d bowls, %d more until the next free one', (bought, left) => {
    expect(bowlsUntilNextFree(bought)).toBe(left);
  });
});
