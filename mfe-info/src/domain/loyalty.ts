/** SPEC §1, §9: every 10 bowls bought earns 1 free bowl as an automatic credit. */
export const BOWLS_PER_FREE_BOWL = 10;

/** Free-bowl credits earned by a number of bowls bought (negative or fractional counts earn nothing extra). */
export function freeBowlsEarned(bowlsBought: number): number {
  if (!Number.isFinite(bowlsBought) || bowlsBought <= 0) return 0;
  return Math.floor(bowlsBought / BOWLS_PER_FREE_BOWL);
}

/** How many more bowls until the next free one (always 1…10). */
export function bowlsUntilNextFree(bowlsBought: number): number {
  const bought = Number.isFinite(bowlsBought) && bowlsBought > 0 ? Math.floor(bowlsBought) : 0;
  return BOWLS_PER_FREE_BOWL - (bought % BOWLS_PER_FREE_BOWL);
}
