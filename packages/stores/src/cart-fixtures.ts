import type { BowlCartPayload, CustomBowl, PlanBundle, SandwichCartPayload } from './cart-types';

/** Sample payloads of every kind, for tests. */
export const sampleBowl: BowlCartPayload = {
  id: 'teriyaki-chicken-bowl',
  name: 'Teriyaki Chicken Bowl',
  countryId: 'jp',
  proteins: ['Halal Chicken'],
  priceCents: 999,
  nutrition: { kcal: 520, carbs: 62, protein: 34, fat: 14 },
  allergens: ['soy'],
  diet: ['halal'],
};

export const sampleCustomBowl: CustomBowl = {
  id: 'custom-bowl-1767225600000',
  baseBowl: null,
  countryTheme: 'mexico',
  base: 'Brown Rice',
  proteins: ['Halal Chicken', 'Tofu'],
  sauce: 'Chipotle',
  warmVeg: ['Roasted Sweet Potato'],
  coldCrunch: ['Tortilla Strips'],
  extras: ['Avocado'],
  totalPriceCents: 1299,
  totalNutrition: { kcal: 780, carbs: 80, protein: 45, fat: 28 },
  badges: ['HALAL'],
  allergens: ['soy'],
};

export const sampleSandwich: SandwichCartPayload = {
  id: 'halal-chicken-shawarma-wrap',
  title: 'Chicken Shawarma Wrap',
  priceCents: 849,
};

export const samplePlan: PlanBundle = {
  id: 'plan-1999-1767225600000',
  title: '$19.99 Plan Bundle',
  type: 'meal_plan',
  priceCents: 2199,
  components: {
    sandwich: 'Chicken Shawarma Wrap',
    drinks: ['Kombucha', 'Pop Drink'],
    snacks: ['Hummus Cup', 'Fruit Cup'],
    upgrades: [{ type: 'drink_upgrade', item: 'Kombucha', costCents: 200 }],
  },
  description: 'Sandwich, 2 drinks and 2 snacks',
};
