import { bowlProteinByName } from '@campus/catalogue/addons';
import { allergenId } from '@campus/catalogue/allergens';
import { bowlDish, type GroupPicks, PROTEIN_GROUP_ID } from '@campus/catalogue/bowl-facts';
import { allBowls, findBowl } from '@campus/catalogue/countries';
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
import { type Ingredient, ingredientByName, ingredientPart } from '@campus/catalogue/ingredients';
import { foodPart } from '@campus/catalogue/kitchen-parts';
import { findProduct, PRODUCTS } from '@campus/catalogue/products';
import type { AllergenId, Bowl, Diet, ProteinAddon } from '@campus/catalogue/types';
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

function titleFacts(title: string): DietFacts | undefined {
  const product = PRODUCTS.find((p) => p.title === title);
  return product ? productFacts(product) : undefined;
}

function bowlNameFacts(name: string): DietFacts | undefined {
  const bowl = allBowls().find((b) => b.name === name);
  return bowl ? bowlFacts(bowl) : undefined;
}

/** A bowl line's choices (stored by name) back to the bowl's choice ids; undefined when one is no longer offered. */
function picksFromNames(bowl: Bowl, names: readonly string[]): GroupPicks | undefined {
  const picks: Record<string, string[]> = {};
  for (const name of names) {
    const group = bowl.core.find((g) => g.id !== PROTEIN_GROUP_ID && g.choices.some((c) => c.name === name));
    const choice = group?.choices.find((c) => c.name === name);
    if (!group || !choice) return undefined;
    picks[group.id] = [...(picks[group.id] ?? []), choice.id];
  }
  return picks;
}

function bowlLineFacts(line: Extract<CartItem, { type: 'bowl' }>): DietFacts {
  const stored = () => storedFacts(line.item.diet, line.item.allergens, 'bowl');
  const bowl = findBowl(line.item.id);
  if (!bowl) return stored();
  // The proteins named on the line, the bowl's own among them, are the ones its page offers.
  const named = line.item.proteins;
  const proteins = named.flatMap((name) => bowlProteinByName(bowl, name) ?? []);
  const picks = picksFromNames(
    bowl,
    (line.item.choices ?? []).flatMap((row) => row.names),
  );
  if (proteins.length !== named.length || !picks) return stored();
  return chosenBowlFacts(
    bowl,
    proteins.map((p) => p.id),
    picks,
  );
}

function customBowlLineFacts(line: Extract<CartItem, { type: 'custom_bowl' }>): DietFacts {
  const { base, proteins, sauce, warmVeg, coldCrunch, extras } = line.item;
  const names = [base, ...proteins, ...(sauce ? [sauce] : []), ...warmVeg, ...coldCrunch, ...extras];
  const parts = names.map(ingredientByName);
  if (parts.some((p) => p === undefined)) return storedFacts(line.item.badges, line.item.allergens, 'bowl');
  return combineFacts(
    parts.flatMap((p) => (p ? [partFacts(ingredientPart(p))] : [])),
    'bowl',
  );
}

/** What a cart line is, for the profile: from the catalogue where it knows the line, else from the line's own words. */
export function lineFacts(line: CartItem): DietFacts {
  switch (line.type) {
    case 'bowl':
      return bowlLineFacts(line);
    case 'custom_bowl':
      return customBowlLineFacts(line);
    case 'sandwich': {
      const product = findProduct(line.item.id);
      return product ? productFacts(product) : storedFacts([], line.item.allergens, 'item');
    }
    case 'meal_plan': {
      const { sandwich, traditionalBowl, drinks, snacks } = line.item.components;
      const parts = [
        titleFacts(sandwich),
        ...(traditionalBowl ? [bowlNameFacts(traditionalBowl)] : []),
        ...drinks.map(titleFacts),
        ...snacks.map(titleFacts),
      ];
      const known = parts.filter((p): p is DietFacts => p !== undefined);
      return known.length === parts.length ? combineFacts(known, 'plan') : storedFacts([], line.item.allergens, 'plan');
    }
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
