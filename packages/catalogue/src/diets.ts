import type { Diet, Product, ProteinAddon } from './types';

/** The diets a customer can ask for, and how each is named on badges, filters and in sentences. */
export const DIET_LABELS: Readonly<Record<Diet, string>> = { halal: 'Halal', vegetarian: 'Vegetarian', vegan: 'Vegan' };
export const DIETS = Object.keys(DIET_LABELS) as Diet[];

/**
 * The one reading of a product's diet data, so a product wears the same badges on every page (menu, Smart Value,
 * plan builders, cart): halal when it is halal; vegan when vegan, else vegetarian when the catalogue marks it VEG.
 */
export function productDiets(item: Pick<Product, 'isHalal' | 'isVegan' | 'badges'>): Diet[] {
  const diets: Diet[] = [];
  if (item.isHalal) diets.push('halal');
  if (item.isVegan) diets.push('vegan');
  else if (item.badges.includes('VEG')) diets.push('vegetarian');
  return diets;
}

/** The same reading for a protein offered on the bowl detail page. */
export function proteinDiets(protein: Pick<ProteinAddon, 'isHalal' | 'isVegan' | 'badges'>): Diet[] {
  return productDiets(protein);
}
