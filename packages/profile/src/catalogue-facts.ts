import { allergenId } from '@campus/catalogue/allergens';
import { bowlDish, type GroupPicks } from '@campus/catalogue/bowl-facts';
import { findBowl } from '@campus/catalogue/countries';
import { DIETS } from '@campus/catalogue/diets';
import {
  combineFacts,
  type DietFacts,
  type ItemNoun,
  partFacts,
  productFacts,
  UNKNOWN_FACTS,
  withImplied,
} from '@campus/catalogue/facts';
import { CATEGORIES, type Ingredient, ingredientById, ingredientPart } from '@campus/catalogue/ingredients';
import { foodPart } from '@campus/catalogue/kitchen-parts';
import { findProduct } from '@campus/catalogue/products';
import type { AllergenId, Bowl, Diet, ProteinAddon } from '@campus/catalogue/types';
import { readStoredLine } from '@campus/stores/cart-prices';
import type { CartItem } from '@campus/stores/cart-types';

export { combineFacts, productFacts, UNKNOWN_FACTS };

/**
 * The facts the profile is checked against, each read from the catalogue's one derivation
 * (`@campus/catalogue/facts`, `bowl-facts`): a bowl, product, protein, ingredient or cart line. Where the catalogue
 * does not know a part, nothing is assumed: its diets and allergens are unknown, said as unknown.
 */

/** A signature bowl as the kitchen makes it (the menu card): from its parts. */
export function bowlFacts(bowl: Pick<Bowl, 'core' | 'fixed'>): DietFacts {
  return bowlDish(bowl).facts;
}

/** A signature bowl with the customer's choices: the proteins chosen on its page (ids) and the other groups' picks. */
export function chosenBowlFacts(
  bowl: Pick<Bowl, 'core' | 'fixed'>,
  proteinIds: readonly string[],
  picks: GroupPicks = {},
): DietFacts {
  return bowlDish(bowl, picks, proteinIds).facts;
}

/** A protein of the bowl page: its part's facts (a builder ingredient's are the same as in the builder). */
export function proteinFacts(protein: Pick<ProteinAddon, 'id'>): DietFacts {
  const part = foodPart(protein.id);
  return part ? { ...partFacts(part), noun: 'ingredient' } : UNKNOWN_FACTS;
}

/** An ingredient of the builder. */
export function ingredientFacts(ingredient: Ingredient): DietFacts {
  return { ...partFacts(ingredientPart(ingredient)), noun: 'ingredient' };
}

export function productIdFacts(id: string): DietFacts {
  const product = findProduct(id);
  return product ? productFacts(product) : UNKNOWN_FACTS;
}

export function bowlIdFacts(id: string): DietFacts {
  const bowl = findBowl(id);
  return bowl ? bowlFacts(bowl) : UNKNOWN_FACTS;
}

const knownAllergens = (list: readonly string[]): AllergenId[] => list.flatMap((a) => allergenId(a) ?? []);

/** Badge words a stored line may carry for a diet (SPEC §3's second form: HALAL, VEG). */
const STORED_DIET_WORDS: Readonly<Record<string, Diet>> = { veg: 'vegetarian', veggie: 'vegetarian' };

/** The stored words of a line (its diet labels, its allergens) when the catalogue cannot say more. */
function storedFacts(
  diets: readonly string[] | undefined,
  allergens: readonly string[] | undefined,
  noun: ItemNoun,
): DietFacts {
  const said = (diets ?? [])
    .map((d) => STORED_DIET_WORDS[d.trim().toLowerCase()] ?? d.trim().toLowerCase())
    .filter((d): d is Diet => (DIETS as string[]).includes(d));
  return {
    diets: withImplied(said),
    allergens: knownAllergens(allergens ?? []),
    ...(allergens === undefined ? { allergensUnknown: true } : {}),
    noun,
  };
}

/** A line whose recipe the catalogue no longer knows: only its own words, so what they do not say is unknown. */
function storedLineFacts(line: CartItem): DietFacts {
  switch (line.type) {
    case 'bowl':
      return storedFacts(line.item.diet, line.item.allergens, 'bowl');
    case 'custom_bowl':
      return storedFacts(line.item.badges, line.item.allergens, 'bowl');
    case 'sandwich':
      return storedFacts([], line.item.allergens, 'item');
    case 'meal_plan':
      return storedFacts([], line.item.allergens, 'plan');
  }
}

/**
 * What a cart line is, for the profile: what it is made of in today's catalogue — read as the cart reads it to price
 * it (`@campus/stores/cart-prices`: its item and choices by the ids or names the slices store) — else the line's own
 * words.
 */
export function lineFacts(line: CartItem): DietFacts {
  const read = readStoredLine(line);
  if (!read.ok) return storedLineFacts(line);
  const { recipe } = read;
  switch (recipe.type) {
    case 'bowl':
      return chosenBowlFacts(recipe.bowl, recipe.proteinIds, recipe.picks);
    case 'custom_bowl':
      return combineFacts(
        CATEGORIES.flatMap((c) => recipe.picks[c]).flatMap((id) => {
          const ingredient = ingredientById(id);
          return ingredient ? [ingredientFacts(ingredient)] : [UNKNOWN_FACTS];
        }),
        'bowl',
      );
    case 'sandwich':
      return productFacts(recipe.product);
    case 'meal_plan':
      return combineFacts(
        [
          productFacts(recipe.sandwich),
          ...(recipe.bowl ? [bowlFacts(recipe.bowl)] : []),
          ...recipe.drinks.map(productFacts),
          ...recipe.snacks.map(productFacts),
        ],
        'plan',
      );
  }
}

/** A plan bundle's parts (catalogue ids) as one order: a diet holds only when every part keeps it. */
export function planPartsFacts(parts: {
  sandwichId: string | null;
  bowlId: string | null;
  drinkIds: readonly string[];
  snackIds: readonly string[];
}): DietFacts {
  return combineFacts(
    [
      ...(parts.sandwichId ? [productIdFacts(parts.sandwichId)] : []),
      ...(parts.bowlId ? [bowlIdFacts(parts.bowlId)] : []),
      ...parts.drinkIds.map(productIdFacts),
      ...parts.snackIds.map(productIdFacts),
    ],
    'plan',
  );
}
