import { MAX_PROTEINS } from '@campus/catalogue/addons';
import type { Cents } from '@campus/catalogue/money';
import type { OptionGroup } from '@campus/catalogue/types';
import { type GroupPicks, type PickOutcome, pickToggled } from './bowl-choices';
import { clampQuantity, toggleProtein } from './bowl-pricing';

/** The bowl detail page's state (SPEC §3 "Builder state" for one bowl), driven by events. */

export const PROTEIN_CATEGORY = 'protein';

export interface BowlDetailState {
  bowlId: string;
  countryId?: string;
  basePriceCents: Cents;
  /** Chosen protein ids, in the order chosen (the first is free). */
  proteins: string[];
  quantity: number;
  /** Base, vegetables and sauce chosen so far. */
  picks: GroupPicks;
  /**
   * Why the last tap changed nothing (a group or the proteins at their maximum), said next to it (`text`) and, as a
   * toast's title, on its own (`limit`).
   */
  notice: { groupId: string; text: string; limit: string } | null;
  /** What the page opened with (the kitchen's bowl): where a reset goes back to. */
  start: { picks: GroupPicks; proteins: readonly string[] };
}

export type BowlDetailEvent =
  | { type: 'proteinToggled'; id: string }
  | { type: 'choiceToggled'; group: OptionGroup; id: string }
  | { type: 'quantityChanged'; quantity: number }
  | { type: 'reset' };

/** The page opens on the bowl as the kitchen makes it: its standard picks and its own protein, chosen and included. */
export function bowlDetailInit({
  bowlId,
  countryId,
  basePriceCents,
  picks = {},
  proteins = [],
}: {
  bowlId: string;
  countryId?: string;
  basePriceCents: Cents;
  picks?: GroupPicks;
  proteins?: readonly string[];
}): BowlDetailState {
  return {
    bowlId,
    ...(countryId === undefined ? {} : { countryId }),
    basePriceCents,
    proteins: [...proteins],
    quantity: 1,
    picks,
    notice: null,
    start: { picks, proteins: [...proteins] },
  };
}

const PROTEIN_LIMIT = `Up to ${MAX_PROTEINS} proteins`;
export const proteinLimitText = `${PROTEIN_LIMIT} — remove one to pick another.`;

/** The toast of a tap the maximum refused: what the maximum is, and what to do to have `name`. */
export function limitToast(
  notice: NonNullable<BowlDetailState['notice']>,
  name: string,
): { title: string; description: string } {
  return { title: notice.limit, description: `Remove one to add ${name}.` };
}

export function bowlDetailReducer(state: BowlDetailState, event: BowlDetailEvent): BowlDetailState {
  switch (event.type) {
    case 'proteinToggled': {
      if (!state.proteins.includes(event.id) && state.proteins.length >= MAX_PROTEINS) {
        return { ...state, notice: { groupId: PROTEIN_CATEGORY, text: proteinLimitText, limit: PROTEIN_LIMIT } };
      }
      return { ...state, proteins: toggleProtein(state.proteins, event.id), notice: null };
    }
    case 'choiceToggled': {
      const { picks, outcome } = pickToggled(event.group, state.picks, event.id);
      return { ...state, picks, notice: limitNotice(event.group, outcome) };
    }
    case 'quantityChanged':
      return { ...state, quantity: clampQuantity(event.quantity) };
    case 'reset':
      return bowlDetailInit({
        bowlId: state.bowlId,
        countryId: state.countryId,
        basePriceCents: state.basePriceCents,
        ...state.start,
      });
  }
}

function limitNotice(group: OptionGroup, outcome: PickOutcome): BowlDetailState['notice'] {
  if (outcome !== 'limit') return null;
  return {
    groupId: group.id,
    text: `Up to ${group.select} — remove one to pick another.`,
    limit: `${group.name}: up to ${group.select}`,
  };
}
