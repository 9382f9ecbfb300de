import { sumNutrition } from '@campus/catalogue/facts';
import { type Ingredient, ingredientById, ingredientPart } from '@campus/catalogue/ingredients';
import type { Nutrition } from '@campus/stores';
import { chosenIds, type Selections } from './selection';

/** The chosen ingredients, in category order (unknown ids skipped). */
export function chosenIngredients(selections: Selections): Ingredient[] {
  return chosenIds(selections)
    .map(ingredientById)
    .filter((i): i is Ingredient => i !== undefined);
}

/** A custom bowl's nutrition is the sum of its chosen ingredients (kcal whole, grams to one decimal). */
export function bowlNutrition(selections: Selections): Nutrition {
  return sumNutrition(chosenIngredients(selections).map((i) => ingredientPart(i).nutrition));
}

export function bowlWeightG(selections: Selections): number {
  return chosenIngredients(selections).reduce((total, i) => total + i.weightG, 0);
}
