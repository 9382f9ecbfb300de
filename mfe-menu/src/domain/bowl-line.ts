import type { BowlCartPayload } from '@campus/cart';
import type { NewFavourite } from '@campus/cart/favourite-records';
import { PROTEIN_ADDONS } from '@campus/catalogue/addons';
import { bowlDish } from '@campus/catalogue/bowl-facts';
import { signatureBowlPriceCents } from '@campus/catalogue/bowl-price';
import { badgeDiets } from '@campus/catalogue/facts';
import type { Bowl } from '@campus/catalogue/types';
import { type GroupPicks, initialPicks, PROTEIN_GROUP_ID, picksForCart } from './bowl-choices';
import { proteinNames } from './bowl-pricing';

/**
 * A signature bowl as the customer chose it — the cart line it makes and the favourite it saves — built in one place
 * for the bowl page and the menu card's heart.
 */

export interface BowlChoice {
  countryId: string;
  /** Base, vegetables and sauce (every group but the protein). */
  picks: GroupPicks;
  /** Proteins picked on the bowl page, in the order chosen; none: the bowl's own protein, as the kitchen makes it. */
  proteinIds: readonly string[];
}

/** The bowl as the kitchen makes it: its standard base, vegetables and sauce, its own protein, nothing added. */
export function kitchenChoice(bowl: Bowl, countryId: string = bowl.countryId): BowlChoice {
  return { countryId, picks: initialPicks(bowl), proteinIds: [] };
}

/** The bowl's own protein by name ("Grilled halal chicken"): what its standard protein group puts in. */
function ownProteinNames(bowl: Bowl): string[] {
  const group = bowl.core.find((g) => g.id === PROTEIN_GROUP_ID);
  return (group?.standard ?? []).flatMap((id) => group?.choices.find((c) => c.id === id)?.name ?? []);
}

/** The cart line of the bowl as chosen: names, choices, price, picture, nutrition, allergens and diet labels. */
export function bowlLineItem(bowl: Bowl, choice: BowlChoice): BowlCartPayload {
  const { proteinIds } = choice;
  // Nutrition, allergens and diet labels of the bowl as chosen, derived from its parts (bowl-facts.ts).
  const dish = bowlDish(bowl, choice.picks, proteinIds);
  return {
    id: bowl.id,
    name: bowl.name,
    countryId: choice.countryId,
    proteins: proteinIds.length ? proteinNames(proteinIds, PROTEIN_ADDONS) : ownProteinNames(bowl),
    choices: picksForCart(bowl, choice.picks),
    priceCents: signatureBowlPriceCents(bowl, choice.picks, proteinIds),
    image: bowl.cover,
    nutrition: dish.nutrition,
    allergens: [...dish.facts.allergens],
    diet: badgeDiets(dish.facts.diets),
  };
}

/** What a heart saves: the recipe (catalogue ids, priced again from today's menu) and the line it makes now. */
export function bowlFavourite(bowl: Bowl, choice: BowlChoice): NewFavourite {
  return {
    recipe: {
      kind: 'bowl',
      bowlId: bowl.id,
      countryId: choice.countryId,
      proteinIds: [...choice.proteinIds],
      picks: Object.fromEntries(Object.entries(choice.picks).map(([g, ids]) => [g, [...ids]])),
    },
    line: { type: 'bowl', item: bowlLineItem(bowl, choice) },
  };
}
