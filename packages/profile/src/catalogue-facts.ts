import type { CartItem } from '@campus/cart/cart-types';
import { PROTEIN_ADDONS } from '@campus/catalogue/addons';
import { allergenId } from '@campus/catalogue/allergens';
import { PROTEIN_GROUP_ID } from '@campus/catalogue/bowl-price';
import { allBowls, findBowl } from '@campus/catalogue/countries';
import { DIETS, productDiets } from '@campus/catalogue/diets';
import type { Ingredient } from '@campus/catalogue/ingredients';
import { findProduct, PRODUCTS } from '@campus/catalogue/products';
import type { AllergenId, Bowl, Diet, Product, ProteinAddon } from '@campus/catalogue/types';
import type { DietFacts } from './fits';

/**
 * The facts the profile is checked against, read from the catalogue — one reading per kind of thing — and from the
 * cart's lines. Where the catalogue does not know a part, its diets are not assumed (it cannot fit a diet rule) and the
 * allergens the line carries are kept.
 */

/** Vegan is vegetarian too. */
function withImplied(diets: readonly Diet[]): Diet[] {
  const set = new Set(diets);
  if (set.has('vegan')) set.add('vegetarian');
  return DIETS.filter((d) => set.has(d));
}

/**
 * A signature bowl: its labels, vegan counting as vegetarian; and halal when labelled halal or meat-free (every
 * ingredient we use is halal-certified, so a meat-free bowl is halal too — the menu's long-standing rule).
 */
export function bowlFacts(bowl: Pick<Bowl, 'diet' | 'allergens'>): DietFacts {
  const diets = withImplied(bowl.diet);
  if (diets.includes('vegetarian') && !diets.includes('halal')) diets.unshift('halal');
  return { diets, allergens: [...bowl.allergens] };
}

/** A product (sandwich, drink, snack): the diets its data states (productDiets), its allergens. */
export function productFacts(product: Pick<Product, 'isHalal' | 'isVegan' | 'badges' | 'allergens'>): DietFacts {
  return { diets: withImplied(productDiets(product)), allergens: [...product.allergens] };
}

/** A protein of the bowl page. */
export function proteinFacts(protein: Pick<ProteinAddon, 'isHalal' | 'isVegan' | 'badges' | 'allergens'>): DietFacts {
  return { diets: withImplied(productDiets(protein)), allergens: [...(protein.allergens ?? [])] };
}

/** An ingredient of the builder. */
export function ingredientFacts(
  ingredient: Pick<Ingredient, 'isHalal' | 'isVegetarian' | 'isVegan' | 'allergens'>,
): DietFacts {
  const diets: Diet[] = [];
  if (ingredient.isHalal) diets.push('halal');
  if (ingredient.isVegetarian || ingredient.isVegan) diets.push('vegetarian');
  if (ingredient.isVegan) diets.push('vegan');
  return { diets, allergens: [...ingredient.allergens] };
}

/** Several parts as one dish: a diet holds only when every part keeps it; every part's allergens, once each. */
export function combineFacts(parts: readonly DietFacts[]): DietFacts {
  if (parts.length === 0) return UNKNOWN_FACTS;
  const diets = DIETS.filter((d) => parts.every((p) => p.diets.includes(d)));
  const allergens = [...new Set(parts.flatMap((p) => p.allergens))];
  return parts.some((p) => p.unknown) ? { diets, allergens, unknown: true } : { diets, allergens };
}

/** Facts nothing is known about: no diet can be vouched for. */
export const UNKNOWN_FACTS: DietFacts = { diets: [], allergens: [], unknown: true };

/** A signature bowl with the proteins chosen on its page (ids). */
export function chosenBowlFacts(bowl: Pick<Bowl, 'diet' | 'allergens'>, proteinIds: readonly string[]): DietFacts {
  const proteins = proteinIds.flatMap((id) => PROTEIN_ADDONS.find((p) => p.id === id) ?? []);
  return combineFacts([bowlFacts(bowl), ...proteins.map(proteinFacts)]);
}

export function productIdFacts(id: string): DietFacts {
  const product = findProduct(id);
  return product ? productFacts(product) : UNKNOWN_FACTS;
}

export function bowlIdFacts(id: string): DietFacts {
  const bowl = findBowl(id);
  return bowl ? bowlFacts(bowl) : UNKNOWN_FACTS;
}

const knownAllergens = (list: readonly string[] | undefined): AllergenId[] =>
  (list ?? []).flatMap((a) => allergenId(a) ?? []);

/** The stored words of a line (its diet labels, its allergens) when the catalogue cannot say more. */
function storedFacts(diets: readonly string[] | undefined, allergens: readonly string[] | undefined): DietFacts {
  const said = (diets ?? []).map((d) => d.toLowerCase()).filter((d): d is Diet => (DIETS as string[]).includes(d));
  return { diets: withImplied(said), allergens: knownAllergens(allergens) };
}

function titleFacts(title: string): DietFacts | undefined {
  const product = PRODUCTS.find((p) => p.title === title);
  return product ? productFacts(product) : undefined;
}

function bowlNameFacts(name: string): DietFacts | undefined {
  const bowl = allBowls().find((b) => b.name === name);
  return bowl ? bowlFacts(bowl) : undefined;
}

/** What a cart line is, for the profile: from the catalogue where it knows the line, else from the line's own words. */
export function lineFacts(line: CartItem): DietFacts {
  switch (line.type) {
    case 'bowl': {
      const bowl = findBowl(line.item.id);
      if (!bowl) return storedFacts(line.item.diet, line.item.allergens);
      // The bowl's own protein (a bowl as the kitchen makes it) is part of the bowl's facts; picked ones are added.
      const own = new Set(bowl.core.find((g) => g.id === PROTEIN_GROUP_ID)?.choices.map((c) => c.name));
      const picked = line.item.proteins.filter((name) => !own.has(name));
      const proteins = picked.flatMap((name) => PROTEIN_ADDONS.find((p) => p.name === name) ?? []);
      if (proteins.length !== picked.length) return storedFacts(line.item.diet, line.item.allergens);
      return combineFacts([bowlFacts(bowl), ...proteins.map(proteinFacts)]);
    }
    case 'custom_bowl':
      return storedFacts(line.item.badges, line.item.allergens);
    case 'sandwich': {
      const product = findProduct(line.item.id);
      return product ? productFacts(product) : storedFacts([], line.item.allergens);
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
      return known.length === parts.length ? combineFacts(known) : storedFacts([], line.item.allergens);
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
  return combineFacts([
    ...(parts.sandwichId ? [productIdFacts(parts.sandwichId)] : []),
    ...(parts.bowlId ? [bowlIdFacts(parts.bowlId)] : []),
    ...parts.drinkIds.map(productIdFacts),
    ...parts.snackIds.map(productIdFacts),
  ]);
}
