import { clampQuantity } from './bowl-pricing';
import {
  type BuilderState,
  builderReset,
  initForBowl,
  quantitySet,
  type Selection,
  selectionToggled,
} from './builder-rules';

/** The bowl detail page's state: the store-level builder rules, driven by events (useReducer). */

export const PROTEIN_CATEGORY = 'protein';

export type BowlDetailEvent =
  | { type: 'proteinToggled'; id: string }
  | { type: 'quantityChanged'; quantity: number }
  | { type: 'reset' };

export function bowlDetailInit({
  bowlId,
  countryId,
  basePriceCents,
}: {
  bowlId: string;
  countryId?: string;
  basePriceCents: number;
}): BuilderState {
  return initForBowl(builderReset(), bowlId, countryId, basePriceCents);
}

export function bowlDetailReducer(state: BuilderState, event: BowlDetailEvent): BuilderState {
  switch (event.type) {
    case 'proteinToggled':
      return selectionToggled(state, PROTEIN_CATEGORY, event.id);
    case 'quantityChanged':
      return quantitySet(state, clampQuantity(event.quantity));
    case 'reset':
      return initForBowl(builderReset(), state.bowlId ?? '', state.countryId, state.basePriceCents);
  }
}

export function selectedProteins(state: BuilderState): string[] {
  const value: Selection | undefined = state.selections[PROTEIN_CATEGORY];
  return Array.isArray(value) ? value : value ? [value] : [];
}
