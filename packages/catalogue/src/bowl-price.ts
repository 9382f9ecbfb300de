import { PROTEIN_ADDONS } from './addons';
import type { Cents } from './money';
import type { Bowl, ProteinAddon } from './types';

/**
 * What a signature bowl costs with the customer's choices (SPEC §4, §9): its price, plus each premium choice (a premium
 * base +0.50), plus every protein after the first (free) one. The bowl page and a saved favourite price it here.
 */

import { type GroupPicks, PROTEIN_GROUP_ID } from './bowl-facts';

export { type GroupPicks, PROTEIN_GROUP_ID };

/** What the chosen choices add (premium ones), over every group but the protein. */
export function choicesExtraCents(bowl: Pick<Bowl, 'core'>, picks: GroupPicks): Cents {
  return bowl.core
    .filter((g) => g.id !== PROTEIN_GROUP_ID)
    .reduce(
      (sum, g) =>
        sum + (picks[g.id] ?? []).reduce((s, id) => s + (g.choices.find((c) => c.id === id)?.extraCents ?? 0), 0),
      0,
    );
}

/** Every chosen protein after the first costs its add-on price. */
export function extraProteinCents(selected: readonly string[], proteins: readonly ProteinAddon[]): Cents {
  return selected.slice(1).reduce((sum, id) => sum + (proteins.find((p) => p.id === id)?.priceCents ?? 0), 0);
}

export function unitPriceCents(
  baseCents: Cents,
  selected: readonly string[],
  proteins: readonly ProteinAddon[],
): Cents {
  return baseCents + extraProteinCents(selected, proteins);
}

/** One bowl as chosen: base price + premium choices + extra proteins. */
export function signatureBowlPriceCents(
  bowl: Pick<Bowl, 'core' | 'basePriceCents'>,
  picks: GroupPicks,
  proteinIds: readonly string[],
  proteins: readonly ProteinAddon[] = PROTEIN_ADDONS,
): Cents {
  return unitPriceCents(bowl.basePriceCents + choicesExtraCents(bowl, picks), proteinIds, proteins);
}
