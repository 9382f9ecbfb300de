import { bowlProteins, ownProteinIds } from '@campus/catalogue/addons';
import { bowlDish } from '@campus/catalogue/bowl-facts';
import { signatureBowlSurcharges } from '@campus/catalogue/bowl-price';
import { badgeDiets } from '@campus/catalogue/facts';
import { surchargesCents } from '@campus/catalogue/surcharges';
import type { Bowl } from '@campus/catalogue/types';
import type { BowlCartPayload } from '@campus/stores';
import type { NewFavourite } from '@campus/stores/favourite-records';
import { type GroupPicks, initialPicks, picksForCart } from './bowl-choices';
import { proteinNames } from './bowl-pricing';

/**
 * A signature bowl as the customer chose it — the cart line it makes and the favourite it saves — built in one place
 * for the bowl page and the menu card's heart.
 */

export interface BowlChoice {
  countryId: string;
  /** Base, vegetables and sauce (every group but the protein). */
  picks: GroupPicks;
  /** Proteins chosen, part ids in the order chosen (the first is included): the bowl's own, or others in its place. */
  proteinIds: readonly string[];
}

/** The bowl as the kitchen makes it: its standard base, vegetables and sauce, its own protein, nothing added. */
export function kitchenChoice(bowl: Bowl, countryId: string = bowl.countryId): BowlChoice {
  return { countryId, picks: initialPicks(bowl), proteinIds: ownProteinIds(bowl) };
}

/**
 * The cart line of the bowl as chosen: names, choices, price and what it adds up from, picture, nutrition, allergens
 * and diet labels. Every path — the bowl page, the menu card's heart, a favourite — makes its line here.
 */
export function bowlLineItem(bowl: Bowl, choice: BowlChoice): BowlCartPayload {
  const { proteinIds } = choice;
  const offered = bowlProteins(bowl);
  // Nutrition, allergens and diet labels of the bowl as chosen, derived from its parts (bowl-facts.ts).
  const dish = bowlDish(bowl, choice.picks, proteinIds);
  const surcharges = signatureBowlSurcharges(bowl, choice.picks, proteinIds, offered);
  return {
    id: bowl.id,
    name: bowl.name,
    countryId: choice.countryId,
    proteins: proteinNames(proteinIds, offered),
    choices: picksForCart(bowl, choice.picks),
    priceCents: bowl.basePriceCents + surchargesCents(surcharges),
    surcharges,
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
