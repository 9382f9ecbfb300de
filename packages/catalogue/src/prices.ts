import type { Cents } from './money';

/**
 * SPEC §9 Pricing: every price the business quotes, defined here once, in cents. Catalogue data, the builders, the cart
 * and every sentence that names a price (banners, FAQs, headers) import them and format with `formatCents`.
 */

/** The student price: every signature bowl, the Smart Value budget bowl, and the base of a custom bowl. */
export const BOWL_PRICE_CENTS: Cents = 999;

/** Protein add-ons beyond the first (free) one: standard, premium (beef), salmon. */
export const PROTEIN_PRICE_CENTS = { standard: 150, premium: 250, salmon: 300 } as const satisfies Record<
  string,
  Cents
>;

/** "Premium base shows +0.50": what a premium base adds to a signature bowl. */
export const PREMIUM_BASE_CENTS: Cents = 50;

/** The pop drink, included free in meal plans; a premium drink costs its price minus this. */
export const POP_DRINK_PRICE_CENTS: Cents = 299;

/** Smart Value promo prices: extra protein and premium toppings on the budget bowl. */
export const SMART_VALUE_PROMO = { extraProteinCents: 299, premiumToppingsCents: 199 } as const satisfies Record<
  string,
  Cents
>;

/** The two daily meal plans, by their address slug. */
export const PLAN_PRICE_CENTS = { '19-99': 1999, '24-99': 2499 } as const satisfies Record<string, Cents>;

/** The Signature Meal (breakfast, lunch and snacks, excluding delivery) is the $24.99 plan. */
export const SIGNATURE_MEAL_PRICE_CENTS: Cents = PLAN_PRICE_CENTS['24-99'];

/** The drink included free in every meal plan. */
export const POP_DRINK_ID = 'pop-drink';
/** The drinks that cost extra in a meal plan (SPEC §4, §9). */
export const PREMIUM_DRINK_IDS: readonly string[] = ['kombucha', 'iced-coffee'];

export function isPremiumDrink(id: string): boolean {
  return PREMIUM_DRINK_IDS.includes(id);
}

/** In a meal plan, kombucha and iced coffee cost their price minus the pop drink's price; every other drink is included. */
export function drinkUpgradeCents(
  drink: { id: string; priceCents: Cents },
  popDrinkPriceCents: Cents = POP_DRINK_PRICE_CENTS,
): Cents {
  if (!isPremiumDrink(drink.id)) return 0;
  return Math.max(0, drink.priceCents - popDrinkPriceCents);
}
