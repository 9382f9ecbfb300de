import { BOWLS_PER_FREE_BOWL } from '@campus/catalogue/policies';
import type { CartItem } from '@campus/stores';

export interface LoyaltyProgress {
  /** Bowls in the cart: signature bowls and custom bowls, quantities counted. */
  bowls: number;
  /** Free bowl credits this order earns on its own. */
  freeBowlsEarned: number;
  /** Bowls still needed for the next free bowl (1 to 10). */
  bowlsToNextFree: number;
  /** Bowls counted toward the next free bowl (0 to 9). */
  towardNext: number;
}

/** Derived from the cart every time it is shown; never stored. */
export function loyaltyProgress(items: readonly CartItem[]): LoyaltyProgress {
  const bowls = items.reduce(
    (sum, line) => (line.type === 'bowl' || line.type === 'custom_bowl' ? sum + line.quantity : sum),
    0,
  );
  const towardNext = bowls % BOWLS_PER_FREE_BOWL;
  return {
    bowls,
    freeBowlsEarned: Math.floor(bowls / BOWLS_PER_FREE_BOWL),
    bowlsToNextFree: BOWLS_PER_FREE_BOWL - towardNext,
    towardNext,
  };
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "7 more bowls to a free bowl", with the credits this order already earns first. */
export function loyaltyMessage(progress: LoyaltyProgress): string {
  const next = `${plural(progress.bowlsToNextFree, 'more bowl', 'more bowls')} to a free bowl`;
  if (progress.freeBowlsEarned === 0) return next;
  return `This order earns ${plural(progress.freeBowlsEarned, 'free bowl', 'free bowls')}. ${next}`;
}
