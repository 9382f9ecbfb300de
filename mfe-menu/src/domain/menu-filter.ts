import type { Bowl } from '@campus/catalogue/types';
import { bowlFacts } from '@campus/profile/catalogue-facts';
import { type Conflict, conflicts, type Profile } from '@campus/profile/fits';

/**
 * The menu's lists against the customer's profile (the one rule of '@campus/profile/fits'): which bowls fit, and what
 * the list says about it. Hide leaves the others out; mark shows them with the reason.
 */

export function bowlConflicts(bowl: Pick<Bowl, 'core' | 'fixed'>, profile: Profile): Conflict[] {
  return conflicts(bowlFacts(bowl), profile);
}

export function matchesProfile(bowl: Pick<Bowl, 'core' | 'fixed'>, profile: Profile): boolean {
  return bowlConflicts(bowl, profile).length === 0;
}

/** "Showing 3 of 4 bowls" (hidden), "3 of 4 bowls fit your diet — the others are marked" (marked). */
export function filterSummary(fitting: number, total: number, display: 'hide' | 'mark' = 'hide'): string {
  const noun = total === 1 ? 'bowl' : 'bowls';
  if (fitting === total) return total === 1 ? 'Showing 1 bowl' : `Showing all ${total} ${noun}`;
  if (display === 'mark')
    return `Showing all ${total} ${noun}: ${fitting} of ${total} fit your diet, the others are marked`;
  return `Showing ${fitting} of ${total} ${noun}`;
}
