import type { BowlCartPayload, CartItem, CustomBowl, PlanBundle, SandwichCartPayload } from './cart-types';

/**
 * One fully known payload of every kind a slice adds to the cart, and lines of them, for every package's tests (the
 * stores', the profile's, the cart slice's). A test that needs another value spreads one of these.
 */

export const sampleBowl: BowlCartPayload = {
  id: 'teriyaki-chicken-bowl',
  name: 'Teriyaki Chicken Bowl',
  countryId: 'jp',
  proteins: ['Halal Chicken', 'Crispy Tofu'],
  priceCents: 1149,
  nutrition: { kcal: 520, carbs: 62, protein: 34, fat: 14 },
  allergens: ['soy'],
  diet: ['halal'],
};

/** Its nutrition has decimals (the builder adds up parts): a summary must round the sum, not each line. */
export const sampleCustomBowl: CustomBowl = {
  id: 'custom-bowl-1760000000000',
  baseBowl: null,
  countryTheme: 'mexico',
  base: 'Brown rice',
  proteins: ['Tofu', 'Falafel', 'Jackfruit'],
  sauce: 'Chipotle',
  warmVeg: ['Roasted sweet potato', 'Steamed broccoli'],
  coldCrunch: ['Pumpkin & Sunflower Seeds'],
  extras: ['Avocado'],
  totalPriceCents: 1449,
  totalNutrition: { kcal: 610.4, carbs: 70.2, protein: 28.5, fat: 22.1 },
  badges: ['VEG'],
  allergens: ['sesame'],
};

export const sampleSandwich: SandwichCartPayload = {
  id: 'falafel-wrap',
  title: 'Falafel Wrap',
  priceCents: 799,
  nutrition: { kcal: 450, carbs: 55, protein: 14, fat: 18 },
  allergens: ['gluten', 'sesame'],
};

/** A $24.99 bundle with two drink upgrades ($2.00 and $1.00). */
export const samplePlan: PlanBundle = {
  id: 'plan-2499-1760000000000',
  title: '$24.99 Plan Bundle',
  type: 'meal_plan',
  priceCents: 2499 + 200 + 100,
  components: {
    sandwich: 'Chicken Shawarma Sandwich',
    traditionalBowl: 'Curry Power Bowl',
    drinks: ['Kombucha', 'Iced Coffee'],
    snacks: ['Protein Bar', 'Hummus Cup'],
    upgrades: [
      { type: 'drink_upgrade', item: 'Kombucha', costCents: 200 },
      { type: 'drink_upgrade', item: 'Iced Coffee', costCents: 100 },
    ],
  },
  description: 'Premium plan bundle',
};

/** A $19.99 bundle: no traditional bowl, no upgrades, one drink twice. */
export const sampleStudentPlan: PlanBundle = {
  ...samplePlan,
  title: '$19.99 Plan Bundle',
  priceCents: 1999,
  components: {
    sandwich: 'Falafel Wrap',
    drinks: ['Pop Drink', 'Pop Drink'],
    snacks: ['Chips', 'Cookie'],
    upgrades: [],
  },
};

/** A cart line of `quantity` (its id names its kind and quantity). */
export const bowlLine = (quantity = 1, item: BowlCartPayload = sampleBowl): CartItem => ({
  id: `cart-bowl-${quantity}`,
  type: 'bowl',
  item,
  quantity,
});
export const customBowlLine = (quantity = 1, item: CustomBowl = sampleCustomBowl): CartItem => ({
  id: `cart-custom-${quantity}`,
  type: 'custom_bowl',
  item,
  quantity,
});
export const sandwichLine = (quantity = 1, item: SandwichCartPayload = sampleSandwich): CartItem => ({
  id: `cart-sandwich-${quantity}`,
  type: 'sandwich',
  item,
  quantity,
});
export const planLine = (quantity = 1, item: PlanBundle = samplePlan): CartItem => ({
  id: `cart-plan-${quantity}`,
  type: 'meal_plan',
  item,
  quantity,
});
