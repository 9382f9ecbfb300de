import type { Cents } from './money';

/**
 * What a line costs above its starting price, one part at a time (a premium base, each extra protein, an extra): the
 * cart lists them, so a line's price is its starting price plus these. Plans say theirs as drink upgrades (SPEC §3).
 */
export interface Surcharge {
  /** What is charged for, in the words the page showed it: "Brown rice", "Grilled Salmon", "Avocado". */
  item: string;
  /** Why it costs more, in a few words: "premium base", "extra protein", "extra". */
  note: string;
  costCents: Cents;
}

export const SURCHARGE_NOTES = {
  premiumBase: 'premium base',
  premiumChoice: 'premium choice',
  extraProtein: 'extra protein',
  extra: 'extra',
} as const;

export function surchargesCents(list: readonly Surcharge[]): Cents {
  return list.reduce((sum, s) => sum + s.costCents, 0);
}
