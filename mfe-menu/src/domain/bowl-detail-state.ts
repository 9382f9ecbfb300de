import { MAX_PROTEINS } from '@campus/catalogue/addons';
import type { OptionGroup } from '@campus/catalogue/types';
import { type GroupPicks, type PickOutcome, pickToggled } from './bowl-choices';
import { clampQuantity } from './bowl-pricing';
import {
  type BuilderState,
  builderReset,
  initForBowl,
  quantitySet,
  type Selection,
  selectionToggled,
} from './builder-rules';

/** The bowl detail page's state: the store-level builder rules plus the bowl's own choices, driven by events. */

export const PROTEIN_CATEGORY = 'protein';

export interface BowlDetailState extends BuilderState {
  /** Base, vegetables and sauce chosen so far. */
  picks: GroupPicks;
  /** Why the last tap changed nothing (a group or the proteins at their maximum), said next to it. */
  notice: { groupId: string; text: string } | null;
}

export type BowlDetailEvent =
  | { type: 'proteinToggled'; id: string }
  | { type: 'choiceToggled'; group: OptionGroup; id: string }
  | { type: 'quantityChanged'; quantity: number }
  | { type: 'reset' };

export function bowlDetailInit({
  bowlId,
  countryId,
  basePriceCents,
  picks = {},
}: {
  bowlId: string;
  countryId?: string;
  basePriceCents: number;
  picks?: GroupPicks;
}): BowlDetailState {
  return { ...initForBowl(builderReset(), bowlId, countryId, basePriceCents), picks, notice: null };
}

export const proteinLimitText = `Up to ${MAX_PROTEINS} proteins — remove one to pick another.`;

export function bowlDetailReducer(state: BowlDetailState, event: BowlDetailEvent): BowlDetailState {
  switch (event.type) {
    case 'proteinToggled': {
      const chosen = selectedProteins(state);
      if (!chosen.includes(event.id) && chosen.length >= MAX_PROTEINS) {
        return { ...state, notice: { groupId: PROTEIN_CATEGORY, text: proteinLimitText } };
      }
      return { ...selectionToggled(state, PROTEIN_CATEGORY, event.id), picks: state.picks, notice: null };
    }
    case 'choiceToggled': {
      const { picks, outcome } = pickToggled(event.group, state.picks, event.id);
      return { ...state, picks, notice: limitNotice(event.group, outcome) };
    }
    case 'quantityChanged':
      return { ...state, ...quantitySet(state, clampQuantity(event.quantity)) };
    case 'reset':
      return bowlDetailInit({
        bowlId: state.bowlId ?? '',
        countryId: state.countryId,
        basePriceCents: state.basePriceCents,
      });
  }
}

function limitNotice(group: OptionGroup, outcome: PickOutcome): BowlDetailState['notice'] {
  if (outcome !== 'limit') return null;
  return { groupId: group.id, text: `Up to ${group.select} — remove one to pick another.` };
}

export function selectedProteins(state: BuilderState): string[] {
  const value: Selection | undefined = state.selections[PROTEIN_CATEGORY];
  return Array.isArray(value) ? value : value ? [value] : [];
}
