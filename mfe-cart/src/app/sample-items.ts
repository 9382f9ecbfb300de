import { formatCents } from '@campus/catalogue/money';
import { BOWL_PRICE_CENTS, PLAN_PRICE_CENTS, PROTEIN_PRICE_CENTS } from '@campus/catalogue/prices';
import type { BowlCartPayload, CustomBowl, PlanBundle, SandwichCartPayload } from '@campus/stores';

/**
 * Sample lines of every kind for the standalone frame only (`npm run dev -w mfe-cart`, then /cart?sample=1), so the
 * cart can be worked on without the other remotes. Shaped exactly like what those slices add.
 */
/** Prices of the builder's avocado and of the plans' kombucha upgrade, as those slices charge them. */
const AVOCADO_CENTS = 150;
const KOMBUCHA_UPGRADE_CENTS = 200;

export const SAMPLE_BOWLS: BowlCartPayload[] = [
  {
    id: 'teriyaki-chicken-bowl',
    name: 'Teriyaki Chicken Bowl',
    countryId: 'jp',
    proteins: ['Halal Chicken', 'Crispy Tofu'],
    priceCents: BOWL_PRICE_CENTS + PROTEIN_PRICE_CENTS.standard,
    nutrition: { kcal: 520, carbs: 62, protein: 34, fat: 14 },
    allergens: ['soy'],
    diet: ['halal'],
  },
  {
    id: 'fajita-veg-bowl',
    name: 'Fajita Veg Bowl',
    countryId: 'mx',
    proteins: ['Falafel'],
    priceCents: BOWL_PRICE_CENTS,
    nutrition: { kcal: 480, carbs: 58, protein: 18, fat: 16 },
    allergens: ['dairy'],
    diet: ['vegetarian'],
  },
];

export const SAMPLE_CUSTOM_BOWL: CustomBowl = {
  id: 'custom-bowl-1735689600000',
  baseBowl: null,
  countryTheme: 'mexico',
  base: 'brown-rice',
  proteins: ['halal-chicken', 'tofu', 'jackfruit'],
  sauce: 'chipotle',
  warmVeg: ['roasted-sweet-potato', 'grilled-zucchini-and-peppers'],
  coldCrunch: ['pumpkin-sunflower-seeds', 'tortilla-strips'],
  extras: ['avocado'],
  totalPriceCents: BOWL_PRICE_CENTS + 2 * PROTEIN_PRICE_CENTS.standard + AVOCADO_CENTS,
  totalNutrition: { kcal: 735, carbs: 82, protein: 41, fat: 26 },
  badges: ['HALAL'],
  allergens: ['gluten'],
};

export const SAMPLE_SANDWICH: SandwichCartPayload = {
  id: 'chicken-shawarma-wrap',
  title: 'Chicken Shawarma Wrap',
  priceCents: 899,
  nutrition: { kcal: 540, carbs: 48, protein: 32, fat: 22 },
  allergens: ['gluten', 'sesame'],
};

export const SAMPLE_PLAN: PlanBundle = {
  id: 'plan-2499-1735689600000',
  title: `${formatCents(PLAN_PRICE_CENTS['24-99'])} Plan Bundle`,
  type: 'meal_plan',
  priceCents: PLAN_PRICE_CENTS['24-99'] + KOMBUCHA_UPGRADE_CENTS,
  components: {
    sandwich: 'Falafel Wrap',
    traditionalBowl: 'Curry Power Bowl',
    drinks: ['Kombucha', 'Pop Drink'],
    snacks: ['Protein Bar', 'Hummus & Pita'],
    upgrades: [{ type: 'drink_upgrade', item: 'Kombucha', costCents: KOMBUCHA_UPGRADE_CENTS }],
  },
  description: 'Premium proteins, extras and free campus delivery.',
};
