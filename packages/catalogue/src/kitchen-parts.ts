import type { FoodPart } from './facts';
import { ingredientById, ingredientPart } from './ingredients';

/**
 * The parts of the signature bowls that the builder does not offer, one portion as the kitchen serves it (food-table
 * values). Where a signature bowl uses a builder ingredient (brown rice, tahini, falafel …) it names that ingredient,
 * so one ingredient has one set of facts everywhere. A bowl's nutrition, allergens and diets are the sum of its parts
 * (countries.ts); the portions are set so each bowl as the kitchen makes it has SPEC §3's calories.
 */
export const KITCHEN_PARTS: readonly FoodPart[] = [
  part('jasmine-rice', 'Jasmine rice', 150, [195, 42.5, 3.6, 0.4]),
  part('pickled-cucumber', 'Pickled cucumber', 40, [12, 2.5, 0.3, 0.1]),
  part('shredded-carrot', 'Shredded carrot', 30, [12, 2.9, 0.3, 0.1]),
  part('teriyaki-glaze', 'Teriyaki glaze', 30, [40, 9, 1, 0.1], ['soy', 'gluten']),
  part('sesame-scallion', 'Sesame and scallion', 5, [13, 0.6, 0.5, 1.1], ['sesame']),
  part('cilantro-lime-rice', 'Cilantro-lime rice', 150, [200, 43, 3.6, 1.2]),
  part('black-beans', 'Seasoned black beans', 100, [130, 23, 8.5, 0.5]),
  part('fajita-peppers', 'Fajita peppers and onions', 80, [45, 6, 1, 2.2]),
  part('sweet-corn', 'Sweet corn', 60, [55, 11, 2, 0.8]),
  part('pico-de-gallo', 'Pico de gallo', 40, [10, 2, 0.4, 0.1]),
  part('shredded-cheese', 'Shredded cheese', 8, [32, 0.1, 2, 2.7], ['dairy'], [{ name: 'cheese', kind: 'dairy' }]),
  part('curried-chickpeas', 'Curried chickpeas', 130, [158, 24, 8.5, 3.4]),
  part('sauteed-spinach', 'Sautéed spinach', 70, [30, 2.5, 2, 1.8]),
  part('fresh-coriander', 'Fresh coriander', 3, [2, 0.3, 0.2, 0]),
  part('cucumber', 'Cucumber', 80, [12, 2.9, 0.5, 0.1]),
  part('cherry-tomatoes', 'Cherry tomatoes', 80, [15, 3.1, 0.7, 0.2]),
  part('kalamata-olives', 'Kalamata olives', 30, [45, 1.2, 0.3, 4.5]),
  part('hummus', 'Hummus', 40, [73, 5.6, 3.2, 4.2], ['sesame']),
  // The Smart Value budget bowl's cores (SPEC §3); its proteins are the builder's.
  part('white-rice', 'White rice', 150, [195, 42.5, 3.6, 0.4]),
  part('couscous', 'Couscous', 150, [168, 34.8, 5.7, 0.2], ['gluten']),
  part('bulgur', 'Bulgur', 150, [125, 28, 4.6, 0.4], ['gluten']),
  part('pasta', 'Pasta', 150, [236, 46, 8.7, 1.4], ['gluten']),
  part('buckwheat', 'Buckwheat', 150, [138, 30, 5, 0.9]),
];

function part(
  id: string,
  name: string,
  weightG: number,
  [kcal, carbs, protein, fat]: [number, number, number, number],
  allergens: FoodPart['allergens'] = [],
  animal: FoodPart['animal'] = [],
): FoodPart {
  return { id, name, weightG, nutrition: { kcal, carbs, protein, fat }, isHalal: true, animal, allergens };
}

const kitchenById = new Map(KITCHEN_PARTS.map((p) => [p.id, p]));

/** A part by id: a kitchen part, or a builder ingredient. */
export function foodPart(id: string): FoodPart | undefined {
  const kitchen = kitchenById.get(id);
  if (kitchen) return kitchen;
  const ingredient = ingredientById(id);
  return ingredient ? ingredientPart(ingredient) : undefined;
}
