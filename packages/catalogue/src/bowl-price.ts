import { bowlProteins } from './addons';
import type { Cents } from './money';
import { SURCHARGE_NOTES, type Surcharge, surchargesCents } from './surcharges';
import type { Bowl, ProteinAddon } from './types';

/**
 * What a signature bowl costs with the customer's choices (SPEC §4, §9): its price, plus each premium choice (a premium
 * base +0.50), plus every protein after the first (free) one — each a surcharge the cart lists. The bowl page, the
 * menu card's heart and a saved favourite price it here.
 */

import { type GroupPicks, PROTEIN_GROUP_ID } from './bowl-facts';

export { type GroupPicks, PROTEIN_GROUP_ID };

/** The premium choices picked (every group but the protein), each with what it adds. */
function choiceSurcharges(bowl: Pick<Bowl, 'core'>, picks: GroupPicks): Surcharge[] {
  return bowl.core
    .filter((g) => g.id !== PROTEIN_GROUP_ID)
    .flatMap((g) =>
      (picks[g.id] ?? []).flatMap((id) => {
        const choice = g.choices.find((c) => c.id === id);
        if (!choice?.extraCents) return [];
        const note = g.id === 'base' ? SURCHARGE_NOTES.premiumBase : SURCHARGE_NOTES.premiumChoice;
        return [{ item: choice.name, note, costCents: choice.extraCents }];
      }),
    );
}

/** Every chosen protein after the first costs its add-on price. */
function proteinSurcharges(selected: readonly string[], proteins: readonly ProteinAddon[]): Surcharge[] {
  return selected.slice(1).flatMap((id) => {
    const p = proteins.find((q) => q.id === id);
    return p ? [{ item: p.name, note: SURCHARGE_NOTES.extraProtein, costCents: p.priceCents }] : [];
  });
}

/** What one bowl as chosen costs above its price: premium choices, then extra proteins (in the order chosen). */
export function signatureBowlSurcharges(
  bowl: Pick<Bowl, 'core'>,
  picks: GroupPicks,
  proteinIds: readonly string[],
  proteins: readonly ProteinAddon[] = bowlProteins(bowl),
): Surcharge[] {
  return [...choiceSurcharges(bowl, picks), ...proteinSurcharges(proteinIds, proteins)];
}

/** One bowl as chosen: its price plus its surcharges. */
export function signatureBowlPriceCents(
  bowl: Pick<Bowl, 'core' | 'basePriceCents'>,
  picks: GroupPicks,
  proteinIds: readonly string[],
  proteins: readonly ProteinAddon[] = bowlProteins(bowl),
): Cents {
  return bowl.basePriceCents + surchargesCents(signatureBowlSurcharges(bowl, picks, proteinIds, proteins));
}

/** What the chosen choices add (premium ones), over every group but the protein. */
export function choicesExtraCents(bowl: Pick<Bowl, 'core'>, picks: GroupPicks): Cents {
  return surchargesCents(choiceSurcharges(bowl, picks));
}

/** What the proteins after the first add. */
export function extraProteinCents(selected: readonly string[], proteins: readonly ProteinAddon[]): Cents {
  return surchargesCents(proteinSurcharges(selected, proteins));
}

export function unitPriceCents(
  baseCents: Cents,
  selected: readonly string[],
  proteins: readonly ProteinAddon[],
): Cents {
  return baseCents + extraProteinCents(selected, proteins);
}
