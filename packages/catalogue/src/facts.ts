import { ALLERGEN_IDS } from './allergens';
import { DIETS } from './diets';
import type { AllergenId, AnimalKind, AnimalSource, Diet, Nutrition, Product } from './types';

/**
 * What a food is, for a customer's diet and allergens — one reading for every kind of thing the site sells (an
 * ingredient, a signature bowl with its choices, a custom bowl, a product, a plan bundle). Each part's facts are data
 * once (ingredients, kitchen parts, products); a dish's facts are derived here from its parts, never typed again.
 * See docs/facts.md.
 */

export type { AnimalKind, AnimalSource };

/** "chicken (meat)", "milk (dairy)"; a name that is its kind alone stays alone ("eggs"). */
export function animalWords(source: AnimalSource): string {
  return source.name === source.kind ? source.name : `${source.name} (${source.kind})`;
}

/** The noun an item is called by in a sentence: "we have no vegetarian information for this drink". */
export type ItemNoun = 'bowl' | 'sandwich' | 'drink' | 'snack' | 'ingredient' | 'plan' | 'item';

/**
 * What an item is, for the profile. Each diet is in one of three states: kept (`diets`), broken (`breaches`, with what
 * in the item breaks it, in words), or unknown (neither: the data does not say). Unknown is never presented as fitting
 * and never as a breach.
 */
export interface DietFacts {
  diets: readonly Diet[];
  breaches?: Readonly<Partial<Record<Diet, string>>>;
  allergens: readonly AllergenId[];
  /** The data lists no allergens for it (not the same as "none"). */
  allergensUnknown?: boolean;
  /** The catalogue no longer knows (part of) it: nothing can be vouched for. */
  unknown?: boolean;
  noun?: ItemNoun;
}

/** Facts nothing is known about. */
export const UNKNOWN_FACTS: DietFacts = { diets: [], allergens: [], allergensUnknown: true, unknown: true };

/** A diet kept is kept in the catalogue's order; vegan is vegetarian too. */
export function withImplied(diets: readonly Diet[]): Diet[] {
  const set = new Set(diets);
  if (set.has('vegan')) set.add('vegetarian');
  return DIETS.filter((d) => set.has(d));
}

/** The diets a food keeps and breaks, from whether it is halal and what animal sources it has. */
export function dietFactsOf(food: {
  isHalal: boolean;
  animal: readonly AnimalSource[];
}): Pick<DietFacts, 'diets' | 'breaches'> {
  const meat = food.animal.find((a) => a.kind === 'meat' || a.kind === 'fish');
  const first = food.animal[0];
  const diets: Diet[] = [];
  const breaches: Partial<Record<Diet, string>> = {};
  if (food.isHalal) diets.push('halal');
  else breaches.halal = 'ingredients that are not halal-certified';
  if (meat) breaches.vegetarian = animalWords(meat);
  else diets.push('vegetarian');
  if (first) breaches.vegan = animalWords(meat ?? first);
  else diets.push('vegan');
  return { diets, breaches };
}

/** One part as served: its facts and its nutrition. Ingredients and kitchen parts both read as this. */
export interface FoodPart {
  id: string;
  name: string;
  nutrition: Nutrition;
  weightG: number;
  isHalal: boolean;
  animal: readonly AnimalSource[];
  allergens: readonly AllergenId[];
}

export function partFacts(part: FoodPart): DietFacts {
  return { ...dietFactsOf(part), allergens: sortAllergens(part.allergens) };
}

function sortAllergens(list: readonly AllergenId[]): AllergenId[] {
  return ALLERGEN_IDS.filter((a) => list.includes(a));
}

/**
 * Several parts as one dish: a diet is kept when every part keeps it, broken when a part breaks it (its words), else
 * unknown; every part's allergens, once each, in the catalogue's order.
 */
export function combineFacts(parts: readonly DietFacts[], noun?: ItemNoun): DietFacts {
  if (parts.length === 0) return noun ? { ...UNKNOWN_FACTS, noun } : UNKNOWN_FACTS;
  const diets = DIETS.filter((d) => parts.every((p) => p.diets.includes(d)));
  const breaches: Partial<Record<Diet, string>> = {};
  for (const d of DIETS) {
    const words = parts.find((p) => p.breaches?.[d] !== undefined)?.breaches?.[d];
    if (words !== undefined) breaches[d] = words;
  }
  const facts: DietFacts = {
    diets,
    breaches,
    allergens: sortAllergens(parts.flatMap((p) => p.allergens)),
    ...(parts.some((p) => p.allergensUnknown) ? { allergensUnknown: true } : {}),
    ...(parts.some((p) => p.unknown) ? { unknown: true } : {}),
    ...(noun ? { noun } : {}),
  };
  return facts;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Nutrition of several parts: kcal whole, grams to one decimal. */
export function sumNutrition(list: readonly Nutrition[]): Nutrition {
  const sum = (pick: (n: Nutrition) => number) => list.reduce((total, n) => total + pick(n), 0);
  return {
    kcal: Math.round(sum((n) => n.kcal)),
    carbs: round1(sum((n) => n.carbs)),
    protein: round1(sum((n) => n.protein)),
    fat: round1(sum((n) => n.fat)),
  };
}

/** A dish made of parts: its facts, nutrition and weight, all derived from the parts. */
export interface DishFacts {
  facts: DietFacts;
  nutrition: Nutrition;
  weightG: number;
}

export function dishOf(parts: readonly FoodPart[], noun: ItemNoun): DishFacts {
  return {
    facts: combineFacts(parts.map(partFacts), noun),
    nutrition: sumNutrition(parts.map((p) => p.nutrition)),
    weightG: parts.reduce((sum, p) => sum + p.weightG, 0),
  };
}

/** The diets a badge row shows: halal, then vegan, or else vegetarian (vegan says vegetarian already). */
export function badgeDiets(diets: readonly Diet[]): Diet[] {
  const out: Diet[] = [];
  if (diets.includes('halal')) out.push('halal');
  if (diets.includes('vegan')) out.push('vegan');
  else if (diets.includes('vegetarian')) out.push('vegetarian');
  return out;
}

/**
 * A product (sandwich, drink, snack), read from the same animal sources as vegan: halal as its data says; vegetarian
 * unless it lists meat or fish, when it is vegan, badged VEG or its animal sources are listed (milk, butter and eggs are
 * vegetarian); vegan as its data says, broken by the first animal source listed. A diet its data does not settle (no
 * animal sources listed, not flagged vegan) stays unknown.
 */
export function productFacts(
  product: Pick<Product, 'isHalal' | 'isVegan' | 'badges' | 'allergens' | 'animal' | 'type'>,
): DietFacts {
  const animal = product.animal ?? [];
  const meat = animal.find((a) => a.kind === 'meat' || a.kind === 'fish');
  const diets: Diet[] = [];
  const breaches: Partial<Record<Diet, string>> = {};
  if (product.isHalal) diets.push('halal');
  else breaches.halal = 'ingredients that are not halal-certified';
  if (meat) breaches.vegetarian = animalWords(meat);
  else if (product.isVegan || product.badges.includes('VEG') || product.animal !== undefined) diets.push('vegetarian');
  const why = meat ?? animal[0];
  if (product.isVegan) diets.push('vegan');
  else if (why) breaches.vegan = animalWords(why);
  return { diets, breaches, allergens: sortAllergens(product.allergens), noun: product.type };
}

/** The diet badges a product wears on every page (menu, Smart Value, plan builders, cart). */
export function productDiets(product: Parameters<typeof productFacts>[0]): Diet[] {
  return badgeDiets(productFacts(product).diets);
}
