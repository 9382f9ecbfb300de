import { type Ingredient, ingredientById, ingredientDiets } from './ingredients';
import type { Cents } from './money';
import { PROTEIN_PRICE_CENTS } from './prices';
import type { Diet, ProteinAddon } from './types';

/** SPEC §9 maximums: at most 3 proteins in a bowl (bowl detail and builder alike). */
export const MAX_PROTEINS = 3;

/**
 * A protein of the bowl detail page is a builder ingredient (the same id): its nutrition, weight, halal, vegan and
 * allergens are that ingredient's. Only what SPEC gives this form alone is set here: the name the bowl page shows,
 * its badges, premium, and its add-on price (1.50 standard, 2.50 premium, 3.00 salmon — SPEC §9; the builder's
 * custom-bowl parts are 1.50 each, SPEC §3).
 */
function addon(id: string, name: string, badges: string[], isPremium: boolean, priceCents: Cents): ProteinAddon {
  const i: Ingredient | undefined = ingredientById(id);
  if (!i) throw new Error(`protein add-on ${id} names no ingredient`);
  return {
    id,
    name,
    badges,
    weightG: i.weightG,
    nutrition: { kcal: i.caloriesKcal, carbs: i.carbsG, protein: i.proteinG, fat: i.fatG },
    isHalal: i.isHalal,
    isVegan: i.isVegan,
    isPremium,
    priceCents,
    allergens: [...i.allergens],
  };
}

/** The proteins offered on the bowl detail page: the first chosen is free, each further one costs its price. */
export const PROTEIN_ADDONS: ProteinAddon[] = [
  addon('halal-chicken', 'Halal Chicken', ['High protein'], false, PROTEIN_PRICE_CENTS.standard),
  addon('tofu', 'Crispy Tofu', [], false, PROTEIN_PRICE_CENTS.standard),
  addon('falafel', 'Falafel', [], false, PROTEIN_PRICE_CENTS.standard),
  addon('jackfruit', 'Pulled Jackfruit', [], false, PROTEIN_PRICE_CENTS.standard),
  addon('halal-beef', 'Halal Beef', ['Premium'], true, PROTEIN_PRICE_CENTS.premium),
  addon('salmon', 'Grilled Salmon', ['Premium', 'Omega-3'], true, PROTEIN_PRICE_CENTS.salmon),
];

/** A protein's diet badges: its ingredient's (the same on the builder). */
export function proteinDiets(protein: Pick<ProteinAddon, 'id'>): Diet[] {
  const i = ingredientById(protein.id);
  return i ? ingredientDiets(i) : [];
}
