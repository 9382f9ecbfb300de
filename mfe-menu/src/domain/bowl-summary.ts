import type { AllergenId, Diet, ProteinAddon } from '@campus/catalogue/types';

/** What the customer's bowl is once proteins are added: its diet labels and allergens (shown and sent to the cart). */

function chosen(selected: readonly string[], proteins: readonly ProteinAddon[]): ProteinAddon[] {
  return selected.flatMap((id) => proteins.find((p) => p.id === id) ?? []);
}

/**
 * Vegetarian and vegan stay only while every chosen protein is plant-based; halal stays, and a halal meat protein
 * (badge HALAL) adds it.
 */
export function combinedDiet(
  bowlDiet: readonly Diet[],
  selected: readonly string[],
  proteins: readonly ProteinAddon[],
): Diet[] {
  const picks = chosen(selected, proteins);
  const plantOnly = picks.every((p) => p.isVegan);
  const halal = bowlDiet.includes('halal') || picks.some((p) => p.badges.includes('HALAL'));
  const out: Diet[] = [];
  if (halal) out.push('halal');
  if (plantOnly && (bowlDiet.includes('vegetarian') || bowlDiet.includes('vegan'))) out.push('vegetarian');
  if (plantOnly && bowlDiet.includes('vegan')) out.push('vegan');
  return out;
}

export function combinedAllergens(
  bowlAllergens: readonly AllergenId[],
  selected: readonly string[],
  proteins: readonly ProteinAddon[],
): AllergenId[] {
  const all = [...bowlAllergens, ...chosen(selected, proteins).flatMap((p) => p.allergens ?? [])];
  return [...new Set(all)];
}

export function combinedWeightG(bowlWeightG: number, selected: readonly string[], proteins: readonly ProteinAddon[]) {
  return chosen(selected.slice(1), proteins).reduce((sum, p) => sum + p.weightG, bowlWeightG);
}
