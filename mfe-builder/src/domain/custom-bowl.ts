import type { CustomBowl } from '@campus/cart';
import { customBowlPriceCents } from '@campus/catalogue/custom-bowl-price';
import { ingredientById } from '@campus/catalogue/ingredients';
import type { AllergenId } from '@campus/catalogue/types';
import type { DietKind } from '@campus/ui/diet-badge';
import { bowlNutrition, chosenIngredients } from './nutrition';
import type { Selections } from './selection';

/** Diet badges of the whole bowl: each holds only when every chosen ingredient qualifies. */
export function bowlDiets(selections: Selections): Exclude<DietKind, 'premium'>[] {
  const items = chosenIngredients(selections);
  if (items.length === 0) return [];
  const diets: Exclude<DietKind, 'premium'>[] = [];
  if (items.every((i) => i.isHalal)) diets.push('halal');
  if (items.every((i) => i.isVegetarian)) diets.push('vegetarian');
  if (items.every((i) => i.isVegan)) diets.push('vegan');
  return diets;
}

/** The allergens of what was chosen, once each, in a stable order. */
export function bowlAllergens(selections: Selections): AllergenId[] {
  const found = new Set(chosenIngredients(selections).flatMap((i) => i.allergens));
  return [...found].sort();
}

const names = (ids: string[]): string[] => ids.map((id) => ingredientById(id)?.name ?? id);

/**
 * SPEC §3 "Custom bowl (cart)": id custom-bowl-{timestamp}, the chosen parts by name (greens & veggies are the warm
 * veg, toppings the cold crunch), total price and nutrition, badges. Call it only with a complete bowl.
 */
export function toCustomBowl(selections: Selections, countryTheme: string | null, now: number): CustomBowl {
  return {
    id: `custom-bowl-${now}`,
    baseBowl: null,
    countryTheme,
    base: names(selections.base)[0] ?? '',
    proteins: names(selections.protein),
    sauce: names(selections.sauces_dressings)[0] ?? null,
    warmVeg: names(selections.greens_veggies),
    coldCrunch: names(selections.toppings),
    extras: names(selections.extras),
    totalPriceCents: customBowlPriceCents(selections),
    totalNutrition: bowlNutrition(selections),
    badges: bowlDiets(selections),
    allergens: bowlAllergens(selections),
  };
}

/** The notice shown when a pick is ignored because the step is full. */
export function limitNotice(max: number, noun: string, name: string): string {
  return `You can choose up to ${max} ${noun}. Remove one to add ${name}.`;
}
