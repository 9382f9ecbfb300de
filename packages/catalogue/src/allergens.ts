import type { AllergenId } from './types';

/**
 * How each allergen is named to customers: the eight of the Allergens page (SPEC §2) and the ones the menu data names
 * (sesame, coconut). Every page that says an allergen in words — menu, filters, builder, cart, the Allergens page —
 * takes the name from here.
 */
export const ALLERGEN_LABELS: Readonly<Record<AllergenId, string>> = {
  peanuts: 'Peanuts',
  dairy: 'Milk & Dairy',
  soy: 'Soy',
  fish: 'Fish',
  gluten: 'Gluten',
  'tree-nuts': 'Tree Nuts',
  eggs: 'Eggs',
  shellfish: 'Shellfish',
  sesame: 'Sesame',
  coconut: 'Coconut',
};

export const ALLERGEN_IDS = Object.keys(ALLERGEN_LABELS) as AllergenId[];

/** Other spellings a stored line may carry, read as the allergen they mean. */
const ALIASES: Readonly<Record<string, AllergenId>> = {
  peanut: 'peanuts',
  milk: 'dairy',
  wheat: 'gluten',
  'tree nuts': 'tree-nuts',
  nuts: 'tree-nuts',
  egg: 'eggs',
};

/** The allergen a word means (`"Milk"`, `"tree_nuts"`, `"soy"`), if it is one we know. */
export function allergenId(value: string): AllergenId | undefined {
  const key = value.trim().toLowerCase().replace(/_/g, '-');
  if (key in ALLERGEN_LABELS) return key as AllergenId;
  return ALIASES[key] ?? ALIASES[key.replace(/-/g, ' ')];
}

/** An allergen as the thing in the food, for "contains milk — you avoid milk & dairy". */
export const ALLERGEN_SOURCE_WORDS: Readonly<Record<AllergenId, string>> = {
  peanuts: 'peanuts',
  dairy: 'milk',
  soy: 'soy',
  fish: 'fish',
  gluten: 'gluten',
  'tree-nuts': 'tree nuts',
  eggs: 'eggs',
  shellfish: 'shellfish',
  sesame: 'sesame',
  coconut: 'coconut',
};
