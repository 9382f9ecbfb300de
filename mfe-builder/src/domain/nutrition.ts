import type { Nutrition } from '@campus/cart';
import { type Ingredient, ingredientById } from '@campus/catalogue/ingredients';
import { chosenIds, type Selections } from './selection';

/** The chosen ingredients, in category order (unknown ids skipped). */
export function chosenIngredients(selections: Selections): Ingredient[] {
  return chosenIds(selections)
    .map(ingredientById)
    .filter((i): i is Ingredient => i !== undefined);
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** A custom bowl's nutrition is the sum of its chosen ingredients (kcal whole, grams to one decimal). */
export function bowlNutrition(selections: Selections): Nutrition {
  const items = chosenIngredients(selections);
  const sum = (pick: (i: Ingredient) => number) => items.reduce((total, i) => total + pick(i), 0);
  return {
    kcal: Math.round(sum((i) => i.caloriesKcal)),
    carbs: round1(sum((i) => i.carbsG)),
    protein: round1(sum((i) => i.proteinG)),
    fat: round1(sum((i) => i.fatG)),
  };
}

export function bowlWeightG(selections: Selections): number {
  return chosenIngredients(selections).reduce((total, i) => total + i.weightG, 0);
}
