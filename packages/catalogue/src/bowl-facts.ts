import { combineFacts, type DishFacts, dishOf, type FoodPart, partFacts, sumNutrition, UNKNOWN_FACTS } from './facts';
import { foodPart } from './kitchen-parts';
import type { Bowl, Choice, OptionGroup } from './types';

/**
 * A signature bowl's facts, derived from its parts and the customer's choices: each group's chosen choices (or the
 * kitchen's standard ones), the chosen proteins (which take the place of the bowl's own protein; the kitchen's when none
 * is chosen yet) and the parts every bowl comes with (`fixed`). The menu card's figures are this with no choices.
 */

/** Chosen choice ids by option group id. */
export type GroupPicks = Readonly<Record<string, readonly string[]>>;

/** The option group picked apart, in the protein picker. */
export const PROTEIN_GROUP_ID = 'protein';

/** The part a choice is made of. */
export const choicePartId = (choice: Choice): string => choice.partId ?? choice.id;

type BowlShape = Pick<Bowl, 'core' | 'fixed'>;

function groupPartIds(group: OptionGroup, picks: GroupPicks): string[] {
  const ids = picks[group.id] ?? group.standard ?? [];
  return ids.map((id) => {
    const choice = group.choices.find((c) => c.id === id);
    return choice ? choicePartId(choice) : `unknown:${id}`;
  });
}

/** The part ids of the bowl as chosen (protein ids are ingredient ids: the bowl page's proteins are the builder's). */
export function bowlPartIds(bowl: BowlShape, picks: GroupPicks = {}, proteinIds: readonly string[] = []): string[] {
  return bowl.core
    .flatMap((g) => (g.id === PROTEIN_GROUP_ID && proteinIds.length > 0 ? [...proteinIds] : groupPartIds(g, picks)))
    .concat(bowl.fixed);
}

/** The bowl as chosen: diets, allergens, nutrition and weight, from its parts. A part we do not know makes it unknown. */
export function bowlDish(bowl: BowlShape, picks: GroupPicks = {}, proteinIds: readonly string[] = []): DishFacts {
  const ids = bowlPartIds(bowl, picks, proteinIds);
  const parts = ids.map(foodPart);
  const known = parts.filter((p): p is FoodPart => p !== undefined);
  if (known.length === parts.length) return dishOf(known, 'bowl');
  return {
    facts: combineFacts([...known.map(partFacts), UNKNOWN_FACTS], 'bowl'),
    nutrition: sumNutrition(known.map((p) => p.nutrition)),
    weightG: known.reduce((sum, p) => sum + p.weightG, 0),
  };
}
