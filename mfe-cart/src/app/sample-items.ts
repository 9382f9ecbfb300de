import { customBowlPriceCents, customBowlSurcharges } from '@campus/catalogue/custom-bowl-price';
import { ingredientById } from '@campus/catalogue/ingredients';
import { planBundleDescription, planBundleIdPrefix, planBundleTitle } from '@campus/catalogue/plan-bundles';
import { BOWL_PRICE_CENTS, drinkUpgradeCents, PLAN_PRICE_CENTS, PROTEIN_PRICE_CENTS } from '@campus/catalogue/prices';
import { findProduct, SANDWICHES } from '@campus/catalogue/products';
import type { Product } from '@campus/catalogue/types';
import type { BowlCartPayload, CustomBowl, PlanBundle, SandwichCartPayload } from '@campus/stores';

/**
 * Sample lines of every kind for the standalone frame only (`npm run dev -w mfe-cart`, then /cart?sample=1), so the
 * cart can be worked on without the other remotes. Shaped exactly like what those slices add, from today's catalogue
 * (the store prices a stored line again from it, and drops one it does not know).
 */
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

const names = (...ids: string[]): string[] => ids.map((id) => ingredientById(id)?.name ?? id);
const picks = {
  base: ['brown-rice'],
  protein: ['halal-chicken', 'tofu', 'jackfruit'],
  greens_veggies: ['roasted-sweet-potato', 'grilled-zucchini-peppers'],
  toppings: ['pumpkin-sunflower-seeds', 'tortilla-strips'],
  sauces_dressings: ['chipotle'],
  extras: ['avocado'],
};

/** What the builder adds: the chosen parts by name. */
export const SAMPLE_CUSTOM_BOWL: CustomBowl = {
  id: 'custom-bowl-1735689600000',
  baseBowl: null,
  countryTheme: 'mexico',
  base: names(...picks.base)[0] ?? '',
  proteins: names(...picks.protein),
  sauce: names(...picks.sauces_dressings)[0] ?? null,
  warmVeg: names(...picks.greens_veggies),
  coldCrunch: names(...picks.toppings),
  extras: names(...picks.extras),
  totalPriceCents: customBowlPriceCents(picks),
  surcharges: customBowlSurcharges(picks),
  totalNutrition: { kcal: 735, carbs: 82, protein: 41, fat: 26 },
  badges: ['HALAL'],
  allergens: ['gluten'],
};

const wrap = SANDWICHES[0] as Product;
export const SAMPLE_SANDWICH: SandwichCartPayload = {
  id: wrap.id,
  title: wrap.title,
  priceCents: wrap.priceCents,
  nutrition: wrap.nutrition,
  allergens: [...wrap.allergens],
};

const title = (id: string): string => findProduct(id)?.title ?? id;
const kombucha = findProduct('kombucha') as Product;
const upgrades = [{ type: 'drink_upgrade' as const, item: kombucha.title, costCents: drinkUpgradeCents(kombucha) }];

export const SAMPLE_PLAN: PlanBundle = {
  id: `${planBundleIdPrefix('24-99')}1735689600000`,
  title: planBundleTitle('24-99'),
  type: 'meal_plan',
  priceCents: PLAN_PRICE_CENTS['24-99'] + drinkUpgradeCents(kombucha),
  components: {
    sandwich: title('falafel-hummus-pita'),
    traditionalBowl: 'Curry Power Bowl',
    drinks: [kombucha.title, title('pop-drink')],
    snacks: [title('protein-bar'), title('hummus-cup')],
    upgrades,
  },
  description: planBundleDescription('24-99', upgrades),
};
