import type { BowlCartPayload, CartItem, CustomBowl, PlanBundle, SandwichCartPayload } from '@campus/stores';

/** Small, fully known cart lines for tests. */

export const teriyakiBowl: BowlCartPayload = {
  id: 'teriyaki-chicken',
  name: 'Teriyaki Chicken Bowl',
  countryId: 'jp',
  proteins: ['Halal Chicken', 'Crispy Tofu'],
  priceCents: 1149,
  nutrition: { kcal: 520, carbs: 62, protein: 34, fat: 14 },
  allergens: ['soy'],
  diet: ['halal'],
};

export const customBowl: CustomBowl = {
  id: 'custom-bowl-1760000000000',
  baseBowl: null,
  countryTheme: 'mexico',
  base: 'Brown rice',
  proteins: ['Tofu', 'Falafel', 'Jackfruit'],
  sauce: 'Chipotle',
  warmVeg: ['Roasted sweet potato', 'Steamed broccoli'],
  coldCrunch: ['Pumpkin/sunflower seeds'],
  extras: ['Avocado'],
  totalPriceCents: 1449,
  totalNutrition: { kcal: 610.4, carbs: 70.2, protein: 28.5, fat: 22.1 },
  badges: ['VEG'],
  allergens: ['sesame'],
};

export const sandwich: SandwichCartPayload = {
  id: 'falafel-wrap',
  title: 'Falafel Wrap',
  priceCents: 799,
  nutrition: { kcal: 450, carbs: 55, protein: 14, fat: 18 },
  allergens: ['gluten', 'sesame'],
};

export const planBundle: PlanBundle = {
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

export const bowlLine = (quantity = 1, item: BowlCartPayload = teriyakiBowl): CartItem => ({
  id: `cart-bowl-${quantity}`,
  type: 'bowl',
  item,
  quantity,
});
export const customBowlLine = (quantity = 1, item: CustomBowl = customBowl): CartItem => ({
  id: `cart-custom-${quantity}`,
  type: 'custom_bowl',
  item,
  quantity,
});
export const sandwichLine = (quantity = 1, item: SandwichCartPayload = sandwich): CartItem => ({
  id: `cart-sandwich-${quantity}`,
  type: 'sandwich',
  item,
  quantity,
});
export const planLine = (quantity = 1, item: PlanBundle = planBundle): CartItem => ({
  id: `cart-plan-${quantity}`,
  type: 'meal_plan',
  item,
  quantity,
});
