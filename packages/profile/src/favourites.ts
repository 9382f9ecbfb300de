import { bowlProteins, ownProteinIds } from '@campus/catalogue/addons';
import { bowlDish } from '@campus/catalogue/bowl-facts';
import {
  type GroupPicks,
  PROTEIN_GROUP_ID,
  signatureBowlPriceCents,
  signatureBowlSurcharges,
} from '@campus/catalogue/bowl-price';
import { findBowl } from '@campus/catalogue/countries';
import { customBowlPriceCents, customBowlSurcharges } from '@campus/catalogue/custom-bowl-price';
import { badgeDiets } from '@campus/catalogue/facts';
import { CATEGORIES, ingredientById } from '@campus/catalogue/ingredients';
import type { Cents } from '@campus/catalogue/money';
import { drinkUpgradeCents, PLAN_PRICE_CENTS } from '@campus/catalogue/prices';
import { findProduct } from '@campus/catalogue/products';
import type { NewCartItem } from '@campus/stores/cart-rules';
import type { Favourite } from '@campus/stores/favourite-records';
import { chosenBowlFacts, planPartsFacts, productFacts } from './catalogue-facts';
import type { DietFacts } from './fits';
import { ingredientsFacts } from './ingredient-facts';

export * from '@campus/stores/favourite-records';

/**
 * A saved favourite against today's catalogue: its price now and the line to add, or why it cannot be ordered (a
 * recipe naming something the catalogue no longer has).
 */

export type ResolvedFavourite =
  | { available: true; favourite: Favourite; priceCents: Cents; facts: DietFacts; entry: NewCartItem }
  | { available: false; favourite: Favourite; reason: string };

const GONE = 'No longer on the menu';

function picksExist(bowl: NonNullable<ReturnType<typeof findBowl>>, picks: GroupPicks): boolean {
  return Object.entries(picks).every(([groupId, ids]) => {
    const group = bowl.core.find((g) => g.id === groupId && g.id !== PROTEIN_GROUP_ID);
    return group !== undefined && ids.every((id) => group.choices.some((c) => c.id === id));
  });
}

/** A new id for lines that carry their own (custom bowls, plans): each re-add is its own order. */
const renewId = (id: string, now: number) => `${id.replace(/\d+$/, '')}${now}`;

/** The favourite against today's catalogue: its price and the line to add now, or why it cannot be added. */
export function resolveFavourite(favourite: Favourite, now: number = Date.now()): ResolvedFavourite {
  const { recipe, line } = favourite;
  const gone = { available: false as const, favourite, reason: GONE };
  switch (recipe.kind) {
    case 'bowl': {
      const bowl = findBowl(recipe.bowlId);
      if (!bowl) return gone;
      // A bowl saved with no protein named (saved before its own protein was a choice) is the bowl as the kitchen
      // makes it: its own protein, the rule the bowl page and the menu card's heart follow.
      const proteinIds = recipe.proteinIds.length ? recipe.proteinIds : ownProteinIds(bowl);
      const offered = bowlProteins(bowl);
      const proteinsExist = proteinIds.every((id) => offered.some((p) => p.id === id));
      if (!proteinsExist || !picksExist(bowl, recipe.picks) || line.type !== 'bowl') return gone;
      const priceCents = signatureBowlPriceCents(bowl, recipe.picks, proteinIds);
      // Today's facts of the bowl as saved (its nutrition follows its choices), not the figures stored with it.
      const dish = bowlDish(bowl, recipe.picks, proteinIds);
      const facts = chosenBowlFacts(bowl, proteinIds, recipe.picks);
      return {
        available: true,
        favourite,
        priceCents,
        facts,
        entry: {
          type: 'bowl',
          item: {
            ...line.item,
            proteins: proteinIds.flatMap((id) => offered.find((p) => p.id === id)?.name ?? []),
            priceCents,
            surcharges: signatureBowlSurcharges(bowl, recipe.picks, proteinIds, offered),
            nutrition: dish.nutrition,
            allergens: [...facts.allergens],
            diet: badgeDiets(facts.diets),
          },
        },
      };
    }
    case 'product': {
      const product = findProduct(recipe.productId);
      if (!product || line.type !== 'sandwich') return gone;
      const priceCents = product.priceCents;
      return {
        available: true,
        favourite,
        priceCents,
        facts: productFacts(product),
        entry: { type: 'sandwich', item: { ...line.item, priceCents } },
      };
    }
    case 'custom_bowl': {
      const ids = CATEGORIES.flatMap((c) => recipe.picks[c]);
      if (ids.some((id) => !ingredientById(id)) || line.type !== 'custom_bowl') return gone;
      const priceCents = customBowlPriceCents(recipe.picks);
      return {
        available: true,
        favourite,
        priceCents,
        facts: ingredientsFacts(ids),
        entry: {
          type: 'custom_bowl',
          item: {
            ...line.item,
            id: renewId(line.item.id, now),
            totalPriceCents: priceCents,
            surcharges: customBowlSurcharges(recipe.picks),
          },
        },
      };
    }
    case 'plan': {
      const drinks = recipe.drinkIds.map(findProduct);
      const parts = [recipe.sandwichId, ...recipe.snackIds].map(findProduct);
      const bowlGone = recipe.bowlId !== null && !findBowl(recipe.bowlId);
      if (drinks.some((d) => !d) || parts.some((p) => !p) || bowlGone || line.type !== 'meal_plan') return gone;
      const upgrades = drinks.flatMap((d) => {
        const costCents = d ? drinkUpgradeCents(d) : 0;
        return d && costCents > 0 ? [{ type: 'drink_upgrade' as const, item: d.title, costCents }] : [];
      });
      const priceCents = upgrades.reduce<Cents>((sum, u) => sum + u.costCents, PLAN_PRICE_CENTS[recipe.planId]);
      const facts = planPartsFacts(recipe);
      return {
        available: true,
        favourite,
        priceCents,
        facts,
        entry: {
          type: 'meal_plan',
          item: {
            ...line.item,
            id: renewId(line.item.id, now),
            priceCents,
            components: { ...line.item.components, upgrades },
          },
        },
      };
    }
  }
}

/** The favourite's name as the cart line says it. */
export function favouriteTitle(favourite: Pick<Favourite, 'line'>): string {
  const { line } = favourite;
  switch (line.type) {
    case 'bowl':
      return line.item.name;
    case 'sandwich':
      return line.item.title;
    case 'custom_bowl':
      return 'Custom Bowl';
    case 'meal_plan':
      return line.item.title;
  }
}
