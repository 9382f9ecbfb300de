import type { Cents } from './money';

/** Macros of one serving, grams except kcal. */
export interface Nutrition {
  kcal: number;
  carbs: number;
  protein: number;
  fat: number;
}

/**
 * The catalogue's nouns (SPEC §3). Data files beside this one fill them in; money is integer cents.
 * Images are URLs of local files (imported SVGs), always drawn at a known aspect ratio.
 */

export type Diet = 'halal' | 'vegetarian' | 'vegan';
export type AllergenId =
  | 'peanuts'
  | 'dairy'
  | 'soy'
  | 'fish'
  | 'gluten'
  | 'tree-nuts'
  | 'eggs'
  | 'shellfish'
  | 'sesame'
  | 'coconut';

/** Something from an animal in a food: why it is not vegan (and, for meat or fish, not vegetarian). */
export type AnimalKind = 'meat' | 'fish' | 'dairy' | 'eggs';
export interface AnimalSource {
  /** What the customer would call it: "chicken", "milk", "mozzarella". */
  name: string;
  kind: AnimalKind;
}

export interface Choice {
  id: string;
  name: string;
  image?: string;
  /** A premium choice costs this much more than the bowl's price (SPEC §9: premium base +0.50). */
  extraCents?: Cents;
  /** The part (builder ingredient or kitchen part) it is made of, when its id is not that part's id. */
  partId?: string;
}

/** A group of choices inside a bowl (base, protein, veg_included, sauce …). */
export interface OptionGroup {
  id: string;
  name: string;
  required: boolean;
  /** How many to pick. */
  select: number;
  choices: Choice[];
  /** What the kitchen puts in when the customer changes nothing (`select` choice ids): a signature bowl as it is made. */
  standard?: string[];
}

export interface Bowl {
  id: string;
  /** URL-friendly name used by /item/{slug}. */
  slug: string;
  name: string;
  countryId: string;
  basePriceCents: Cents;
  cover: string;
  diet: Diet[];
  description: string;
  core: OptionGroup[];
  /** Parts every bowl comes with, whatever is chosen (a finish: sesame, cheese, hummus …). */
  fixed: readonly string[];
  /** The bowl as the kitchen makes it, derived from its parts (bowl-facts.ts): never typed. */
  nutrition: Nutrition;
  allergens: AllergenId[];
  weightG: number;
}

export interface Country {
  id: string;
  name: string;
  flag: string;
  cover: string;
  description: string;
  bowls: Bowl[];
}

/** A protein offered on the bowl detail page: the first chosen is free, each further one costs `priceCents`. */
export interface ProteinAddon {
  /** The builder ingredient it is: its nutrition, weight, diets and allergens are that ingredient's. */
  id: string;
  name: string;
  badges: string[];
  weightG: number;
  nutrition: Nutrition;
  isHalal: boolean;
  isVegan: boolean;
  isPremium: boolean;
  priceCents: Cents;
  image?: string;
  /** Allergens this protein brings to the bowl (e.g. fish for salmon, soy for tofu). */
  allergens?: AllergenId[];
}

export type ProductType = 'sandwich' | 'drink' | 'snack';

export interface Product {
  id: string;
  title: string;
  type: ProductType;
  priceCents: Cents;
  description: string;
  ingredients: string[];
  nutrition: Nutrition;
  badges: string[];
  image: string;
  weightG: number;
  isHalal: boolean;
  isVegan: boolean;
  allergens: AllergenId[];
  /** Meat, fish, dairy or eggs in it, in the customer's words (why it is not vegan or vegetarian). */
  animal?: readonly AnimalSource[];
}
