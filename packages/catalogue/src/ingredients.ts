import avocadoUrl from '../assets/ingredients/avocado.svg?no-inline';
import basmatiRiceUrl from '../assets/ingredients/basmati-rice.svg?no-inline';
import bbqUrl from '../assets/ingredients/bbq.svg?no-inline';
import brownRiceUrl from '../assets/ingredients/brown-rice.svg?no-inline';
import chipotleUrl from '../assets/ingredients/chipotle.svg?no-inline';
import coconutCurryUrl from '../assets/ingredients/coconut-curry.svg?no-inline';
import crispyOnionsUrl from '../assets/ingredients/crispy-onions.svg?no-inline';
import edamameUrl from '../assets/ingredients/edamame.svg?no-inline';
import falafelUrl from '../assets/ingredients/falafel.svg?no-inline';
import grilledZucchiniPeppersUrl from '../assets/ingredients/grilled-zucchini-peppers.svg?no-inline';
import halalBeefUrl from '../assets/ingredients/halal-beef.svg?no-inline';
import halalChickenUrl from '../assets/ingredients/halal-chicken.svg?no-inline';
import jackfruitUrl from '../assets/ingredients/jackfruit.svg?no-inline';
import lemonLimeWedgeUrl from '../assets/ingredients/lemon-lime-wedge.svg?no-inline';
import mintChutneyUrl from '../assets/ingredients/mint-chutney.svg?no-inline';
import mixedGreensUrl from '../assets/ingredients/mixed-greens.svg?no-inline';
import mixedNutsUrl from '../assets/ingredients/mixed-nuts.svg?no-inline';
import mozzarellaUrl from '../assets/ingredients/mozzarella.svg?no-inline';
import pickledCucumberOnionUrl from '../assets/ingredients/pickled-cucumber-onion.svg?no-inline';
import pumpkinSunflowerSeedsUrl from '../assets/ingredients/pumpkin-sunflower-seeds.svg?no-inline';
import quinoaUrl from '../assets/ingredients/quinoa.svg?no-inline';
import roastedCauliflowerUrl from '../assets/ingredients/roasted-cauliflower.svg?no-inline';
import roastedSweetPotatoUrl from '../assets/ingredients/roasted-sweet-potato.svg?no-inline';
import salmonUrl from '../assets/ingredients/salmon.svg?no-inline';
import salsaRojaUrl from '../assets/ingredients/salsa-roja.svg?no-inline';
import sauteedCabbageUrl from '../assets/ingredients/sauteed-cabbage.svg?no-inline';
import sauteedKaleSpinachUrl from '../assets/ingredients/sauteed-kale-spinach.svg?no-inline';
import sesameSeedsUrl from '../assets/ingredients/sesame-seeds.svg?no-inline';
import soyGarlicGlazeUrl from '../assets/ingredients/soy-garlic-glaze.svg?no-inline';
import steamedBroccoliUrl from '../assets/ingredients/steamed-broccoli.svg?no-inline';
import tahiniUrl from '../assets/ingredients/tahini.svg?no-inline';
import tofuUrl from '../assets/ingredients/tofu.svg?no-inline';
import tomatoMarinaraUrl from '../assets/ingredients/tomato-marinara.svg?no-inline';
import tortillaStripsUrl from '../assets/ingredients/tortilla-strips.svg?no-inline';
import { badgeDiets, type FoodPart, partFacts } from './facts';
import { CATEGORIES, type IngredientCategory } from './ingredient-categories';
import type { Cents } from './money';
import { PROTEIN_PRICE_CENTS } from './prices';
import type { AllergenId, AnimalSource, Diet } from './types';

export { CATEGORIES, type IngredientCategory };

/** Badges of the second catalogue form (SPEC §3): HALAL on halal meat, VEG on the meat-free proteins (derived). */
export type IngredientBadge = 'HALAL' | 'VEG';

/**
 * SPEC §3 "Builder ingredient" (id, name, image_thumb_url, calories_kcal, carbs_g, protein_g, fat_g, weight_g,
 * is_halal, is_vegan, price), in this codebase's camelCase, money in cents. One portion as served in the bowl.
 * `priceCents` on a protein is what it costs beyond the first; on an extra, what it adds. Others are included.
 * The data says what it is (halal, its animal sources, allergens); vegan, vegetarian and the badges are derived.
 */
interface IngredientData {
  id: string;
  name: string;
  category: IngredientCategory;
  imageThumbUrl: string;
  caloriesKcal: number;
  carbsG: number;
  proteinG: number;
  fatG: number;
  weightG: number;
  isHalal: boolean;
  /** Meat, fish, dairy or eggs in it, in the customer's words; none when plant-based. */
  animal?: readonly AnimalSource[];
  priceCents?: Cents;
  allergens: AllergenId[];
}

export interface Ingredient extends IngredientData {
  animal: readonly AnimalSource[];
  isVegan: boolean;
  /** No meat or fish (eggs and dairy allowed). */
  isVegetarian: boolean;
  badges: IngredientBadge[];
}

function ingredient(data: IngredientData): Ingredient {
  const animal = data.animal ?? [];
  const isVegetarian = !animal.some((a) => a.kind === 'meat' || a.kind === 'fish');
  const isVegan = animal.length === 0;
  const badges: IngredientBadge[] =
    data.category !== 'protein' ? [] : animal.some((a) => a.kind === 'meat') ? ['HALAL'] : isVegetarian ? ['VEG'] : [];
  return { ...data, animal, isVegan, isVegetarian, badges };
}

/** An ingredient as one part of a dish (its nutrition in the shape dishes add up). */
export function ingredientPart(i: Ingredient): FoodPart {
  return {
    id: i.id,
    name: i.name,
    nutrition: { kcal: i.caloriesKcal, carbs: i.carbsG, protein: i.proteinG, fat: i.fatG },
    weightG: i.weightG,
    isHalal: i.isHalal,
    animal: i.animal,
    allergens: i.allergens,
  };
}

/** Every ingredient of the builder, in the order shown. Nutrition per portion, from common food-table values. */
const INGREDIENT_DATA: readonly IngredientData[] = [
  {
    id: 'basmati-rice',
    name: 'Basmati Rice',
    category: 'base',
    imageThumbUrl: basmatiRiceUrl,
    caloriesKcal: 230,
    carbsG: 50,
    proteinG: 4.5,
    fatG: 0.7,
    weightG: 180,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'brown-rice',
    name: 'Brown Rice',
    category: 'base',
    imageThumbUrl: brownRiceUrl,
    caloriesKcal: 220,
    carbsG: 46,
    proteinG: 5,
    fatG: 1.8,
    weightG: 180,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'mixed-greens',
    name: 'Mixed Greens',
    category: 'base',
    imageThumbUrl: mixedGreensUrl,
    caloriesKcal: 20,
    carbsG: 3.5,
    proteinG: 1.7,
    fatG: 0.3,
    weightG: 85,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'quinoa',
    name: 'Quinoa',
    category: 'base',
    imageThumbUrl: quinoaUrl,
    caloriesKcal: 205,
    carbsG: 36,
    proteinG: 7.5,
    fatG: 3.3,
    weightG: 170,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'halal-chicken',
    animal: [{ name: 'chicken', kind: 'meat' }],
    name: 'Halal Chicken',
    category: 'protein',
    imageThumbUrl: halalChickenUrl,
    caloriesKcal: 200,
    carbsG: 0,
    proteinG: 37,
    fatG: 4.5,
    weightG: 120,
    isHalal: true,
    priceCents: PROTEIN_PRICE_CENTS.standard,
    allergens: [],
  },
  {
    id: 'tofu',
    name: 'Tofu',
    category: 'protein',
    imageThumbUrl: tofuUrl,
    caloriesKcal: 175,
    carbsG: 4,
    proteinG: 18,
    fatG: 10,
    weightG: 120,
    isHalal: true,
    priceCents: PROTEIN_PRICE_CENTS.standard,
    allergens: ['soy'],
  },
  {
    id: 'falafel',
    name: 'Falafel',
    category: 'protein',
    imageThumbUrl: falafelUrl,
    caloriesKcal: 330,
    carbsG: 32,
    proteinG: 13,
    fatG: 18,
    weightG: 100,
    isHalal: true,
    priceCents: PROTEIN_PRICE_CENTS.standard,
    allergens: ['sesame'],
  },
  {
    id: 'jackfruit',
    name: 'Jackfruit',
    category: 'protein',
    imageThumbUrl: jackfruitUrl,
    caloriesKcal: 110,
    carbsG: 24,
    proteinG: 2,
    fatG: 0.8,
    weightG: 120,
    isHalal: true,
    priceCents: PROTEIN_PRICE_CENTS.standard,
    allergens: [],
  },
  {
    id: 'halal-beef',
    animal: [{ name: 'beef', kind: 'meat' }],
    name: 'Halal Beef',
    category: 'protein',
    imageThumbUrl: halalBeefUrl,
    caloriesKcal: 240,
    carbsG: 0,
    proteinG: 29,
    fatG: 14,
    weightG: 110,
    isHalal: true,
    priceCents: PROTEIN_PRICE_CENTS.standard,
    allergens: [],
  },
  {
    id: 'salmon',
    animal: [{ name: 'salmon', kind: 'fish' }],
    name: 'Salmon',
    category: 'protein',
    imageThumbUrl: salmonUrl,
    caloriesKcal: 230,
    carbsG: 0,
    proteinG: 24,
    fatG: 14,
    weightG: 110,
    isHalal: true,
    priceCents: PROTEIN_PRICE_CENTS.standard,
    allergens: ['fish'],
  },
  {
    id: 'roasted-sweet-potato',
    name: 'Roasted Sweet Potato',
    category: 'greens_veggies',
    imageThumbUrl: roastedSweetPotatoUrl,
    caloriesKcal: 90,
    carbsG: 19,
    proteinG: 1.8,
    fatG: 1.5,
    weightG: 90,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'grilled-zucchini-peppers',
    name: 'Grilled Zucchini & Peppers',
    category: 'greens_veggies',
    imageThumbUrl: grilledZucchiniPeppersUrl,
    caloriesKcal: 40,
    carbsG: 5,
    proteinG: 1.2,
    fatG: 2,
    weightG: 80,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'sauteed-kale-spinach',
    name: 'Sautéed Kale & Spinach',
    category: 'greens_veggies',
    imageThumbUrl: sauteedKaleSpinachUrl,
    caloriesKcal: 45,
    carbsG: 4,
    proteinG: 2.5,
    fatG: 2.5,
    weightG: 70,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'steamed-broccoli',
    name: 'Steamed Broccoli',
    category: 'greens_veggies',
    imageThumbUrl: steamedBroccoliUrl,
    caloriesKcal: 28,
    carbsG: 5.5,
    proteinG: 2.3,
    fatG: 0.3,
    weightG: 80,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'roasted-cauliflower',
    name: 'Roasted Cauliflower',
    category: 'greens_veggies',
    imageThumbUrl: roastedCauliflowerUrl,
    caloriesKcal: 50,
    carbsG: 4,
    proteinG: 1.6,
    fatG: 3.2,
    weightG: 80,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'sauteed-cabbage',
    name: 'Sautéed Cabbage',
    category: 'greens_veggies',
    imageThumbUrl: sauteedCabbageUrl,
    caloriesKcal: 40,
    carbsG: 5,
    proteinG: 1,
    fatG: 2,
    weightG: 80,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'pickled-cucumber-onion',
    name: 'Pickled Cucumber & Onion',
    category: 'toppings',
    imageThumbUrl: pickledCucumberOnionUrl,
    caloriesKcal: 12,
    carbsG: 2.5,
    proteinG: 0.3,
    fatG: 0.1,
    weightG: 40,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'pumpkin-sunflower-seeds',
    name: 'Pumpkin & Sunflower Seeds',
    category: 'toppings',
    imageThumbUrl: pumpkinSunflowerSeedsUrl,
    caloriesKcal: 85,
    carbsG: 2.5,
    proteinG: 4,
    fatG: 7,
    weightG: 15,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'sesame-seeds',
    name: 'Sesame Seeds',
    category: 'toppings',
    imageThumbUrl: sesameSeedsUrl,
    caloriesKcal: 45,
    carbsG: 1.9,
    proteinG: 1.4,
    fatG: 4,
    weightG: 8,
    isHalal: true,
    allergens: ['sesame'],
  },
  {
    id: 'crispy-onions',
    name: 'Crispy Onions',
    category: 'toppings',
    imageThumbUrl: crispyOnionsUrl,
    caloriesKcal: 55,
    carbsG: 4,
    proteinG: 0.6,
    fatG: 4,
    weightG: 10,
    isHalal: true,
    allergens: ['gluten'],
  },
  {
    id: 'tortilla-strips',
    name: 'Tortilla Strips',
    category: 'toppings',
    imageThumbUrl: tortillaStripsUrl,
    caloriesKcal: 75,
    carbsG: 9,
    proteinG: 1,
    fatG: 4,
    weightG: 15,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'lemon-lime-wedge',
    name: 'Lemon & Lime Wedge',
    category: 'toppings',
    imageThumbUrl: lemonLimeWedgeUrl,
    caloriesKcal: 3,
    carbsG: 1,
    proteinG: 0.1,
    fatG: 0,
    weightG: 10,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'salsa-roja',
    name: 'Salsa Roja',
    category: 'sauces_dressings',
    imageThumbUrl: salsaRojaUrl,
    caloriesKcal: 15,
    carbsG: 3,
    proteinG: 0.6,
    fatG: 0.1,
    weightG: 40,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'chipotle',
    animal: [{ name: 'mayonnaise', kind: 'eggs' }],
    name: 'Chipotle',
    category: 'sauces_dressings',
    imageThumbUrl: chipotleUrl,
    caloriesKcal: 120,
    carbsG: 2,
    proteinG: 0.3,
    fatG: 12,
    weightG: 30,
    isHalal: true,
    allergens: ['eggs'],
  },
  {
    id: 'coconut-curry',
    name: 'Coconut Curry',
    category: 'sauces_dressings',
    imageThumbUrl: coconutCurryUrl,
    caloriesKcal: 70,
    carbsG: 4,
    proteinG: 0.8,
    fatG: 6,
    weightG: 40,
    isHalal: true,
    allergens: ['coconut'],
  },
  {
    id: 'mint-chutney',
    name: 'Mint Chutney',
    category: 'sauces_dressings',
    imageThumbUrl: mintChutneyUrl,
    caloriesKcal: 20,
    carbsG: 3,
    proteinG: 0.8,
    fatG: 0.3,
    weightG: 30,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'soy-garlic-glaze',
    name: 'Soy-Garlic Glaze',
    category: 'sauces_dressings',
    imageThumbUrl: soyGarlicGlazeUrl,
    caloriesKcal: 55,
    carbsG: 11,
    proteinG: 1.5,
    fatG: 0.2,
    weightG: 30,
    isHalal: true,
    allergens: ['soy', 'gluten'],
  },
  {
    id: 'tahini',
    name: 'Tahini',
    category: 'sauces_dressings',
    imageThumbUrl: tahiniUrl,
    caloriesKcal: 130,
    carbsG: 4.5,
    proteinG: 3.7,
    fatG: 11.5,
    weightG: 30,
    isHalal: true,
    allergens: ['sesame'],
  },
  {
    id: 'bbq',
    name: 'BBQ',
    category: 'sauces_dressings',
    imageThumbUrl: bbqUrl,
    caloriesKcal: 60,
    carbsG: 14,
    proteinG: 0.3,
    fatG: 0.2,
    weightG: 35,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'tomato-marinara',
    name: 'Tomato Marinara',
    category: 'sauces_dressings',
    imageThumbUrl: tomatoMarinaraUrl,
    caloriesKcal: 20,
    carbsG: 3.5,
    proteinG: 0.6,
    fatG: 0.6,
    weightG: 40,
    isHalal: true,
    allergens: [],
  },
  {
    id: 'avocado',
    name: 'Avocado',
    category: 'extras',
    imageThumbUrl: avocadoUrl,
    caloriesKcal: 80,
    carbsG: 4.3,
    proteinG: 1,
    fatG: 7.3,
    weightG: 50,
    isHalal: true,
    priceCents: 150,
    allergens: [],
  },
  {
    id: 'mozzarella',
    animal: [{ name: 'mozzarella', kind: 'dairy' }],
    name: 'Mozzarella',
    category: 'extras',
    imageThumbUrl: mozzarellaUrl,
    caloriesKcal: 85,
    carbsG: 0.7,
    proteinG: 6.3,
    fatG: 6.3,
    weightG: 30,
    isHalal: true,
    priceCents: 100,
    allergens: ['dairy'],
  },
  {
    id: 'edamame',
    name: 'Edamame',
    category: 'extras',
    imageThumbUrl: edamameUrl,
    caloriesKcal: 60,
    carbsG: 4.5,
    proteinG: 5.5,
    fatG: 2.6,
    weightG: 50,
    isHalal: true,
    priceCents: 75,
    allergens: ['soy'],
  },
  {
    id: 'mixed-nuts',
    name: 'Mixed Nuts',
    category: 'extras',
    imageThumbUrl: mixedNutsUrl,
    caloriesKcal: 120,
    carbsG: 4.3,
    proteinG: 4,
    fatG: 10.5,
    weightG: 20,
    isHalal: true,
    priceCents: 125,
    allergens: ['tree-nuts', 'peanuts'],
  },
];

export const INGREDIENTS: readonly Ingredient[] = INGREDIENT_DATA.map(ingredient);

const byId = new Map(INGREDIENTS.map((i) => [i.id, i]));

export function ingredientById(id: string): Ingredient | undefined {
  return byId.get(id);
}

export function ingredientsIn(category: IngredientCategory): Ingredient[] {
  return INGREDIENTS.filter((i) => i.category === category);
}

/** An ingredient by the name the builder shows (a custom bowl's cart line keeps names). */
export function ingredientByName(name: string): Ingredient | undefined {
  return INGREDIENTS.find((i) => i.name === name);
}

/** The diet badges an ingredient wears wherever it is shown (builder cards, the bowl page's proteins). */
export function ingredientDiets(i: Ingredient): Diet[] {
  return badgeDiets(partFacts(ingredientPart(i)).diets);
}
