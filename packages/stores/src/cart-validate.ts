import * as v from 'valibot';
import { MAX_LINE_QUANTITY } from './cart-rules';
import type { CartItem } from './cart-types';

/**
 * What is read back from storage comes from outside the program: another tab, an older build, a user's devtools.
 * Each line is checked field by field against these schemas (from which cart-types.ts takes the cart line's types);
 * a line that is not exactly a cart line is dropped, the rest are kept.
 */

const text = v.string();
const name = v.pipe(v.string(), v.minLength(1), v.maxLength(500));
/** Whole cents, at most $10,000: a price in dollars (9.99) is not a price here. */
const cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_00));
const names = v.pipe(v.array(v.string()), v.maxLength(50));
const amount = v.pipe(v.number(), v.finite(), v.minValue(0));

export const NutritionSchema = v.object({ kcal: amount, carbs: amount, protein: amount, fat: amount });

export const SurchargeSchema = v.object({ item: name, note: name, costCents: cents });

/** Absent on lines stored before they had them. */
const surcharges = v.optional(v.pipe(v.array(SurchargeSchema), v.maxLength(50)));

export const BowlChoiceRowSchema = v.object({ group: name, names });

/** A signature bowl from the menu, with the proteins and choices the customer picked. */
export const BowlCartPayloadSchema = v.object({
  id: name,
  name,
  /** Names of the chosen proteins; the first is free. */
  proteins: names,
  /** The bowl's other choices, one row per option group ("Base": ["Brown rice"]); absent on bowls stored before. */
  choices: v.optional(v.array(BowlChoiceRowSchema)),
  /** Unit price: the bowl's price plus its surcharges. */
  priceCents: cents,
  /** What it costs above the bowl's price (a premium base, extra proteins), as the cart lists them. */
  surcharges,
  countryId: v.optional(text),
  image: v.optional(text),
  nutrition: v.optional(NutritionSchema),
  allergens: v.optional(names),
  diet: v.optional(names),
});

/** SPEC §3 "Custom bowl (cart)". */
export const CustomBowlSchema = v.object({
  id: name,
  baseBowl: v.nullable(text),
  countryTheme: v.nullable(text),
  base: name,
  proteins: names,
  sauce: v.nullable(text),
  warmVeg: names,
  coldCrunch: names,
  extras: names,
  totalPriceCents: cents,
  /** What it costs above the custom bowl's starting price (extra proteins, extras), as the cart lists them. */
  surcharges,
  totalNutrition: NutritionSchema,
  badges: names,
  allergens: v.optional(names),
});

/** A sandwich (or other product) sold on its own. */
export const SandwichCartPayloadSchema = v.object({
  id: name,
  title: name,
  priceCents: cents,
  image: v.optional(text),
  nutrition: v.optional(NutritionSchema),
  allergens: v.optional(names),
  /** Ingredients the customer asked to leave out ("Tomato"), from the product page's Customize. */
  leaveOut: v.optional(names),
});

export const PlanUpgradeSchema = v.object({ type: v.literal('drink_upgrade'), item: name, costCents: cents });

/** SPEC §3 "Plan bundle (added to cart)". */
export const PlanBundleSchema = v.object({
  id: name,
  title: name,
  type: v.literal('meal_plan'),
  priceCents: cents,
  components: v.object({
    sandwich: name,
    traditionalBowl: v.optional(text),
    drinks: names,
    snacks: names,
    upgrades: v.array(PlanUpgradeSchema),
  }),
  description: text,
  /** The bundle's parts added up (sandwich, traditional bowl, drinks, snacks). */
  nutrition: v.optional(NutritionSchema),
  /** Every allergen of its parts, once each. */
  allergens: v.optional(names),
});

const line = {
  /** Client-generated, prefixed `cart-`. */
  id: v.pipe(v.string(), v.startsWith('cart-')),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
};

export const CartItemSchema = v.variant('type', [
  v.object({ ...line, type: v.literal('bowl'), item: BowlCartPayloadSchema }),
  v.object({ ...line, type: v.literal('custom_bowl'), item: CustomBowlSchema }),
  v.object({ ...line, type: v.literal('sandwich'), item: SandwichCartPayloadSchema }),
  v.object({ ...line, type: v.literal('meal_plan'), item: PlanBundleSchema }),
]);

export const isCartItem = (value: unknown): value is CartItem => v.is(CartItemSchema, value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps the well-formed lines of whatever was stored (once each by id); anything else yields an empty cart. A line is
 * kept as it was stored (v.is, not v.parse: nothing is copied or stripped on the way).
 */
export function sanitizeCartItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: CartItem[] = [];
  for (const raw of value.slice(0, 200) as unknown[]) {
    // A quantity above the cap (an older build, another tab) is read as the cap rather than losing the line.
    const item =
      isRecord(raw) && Number.isInteger(raw.quantity) && (raw.quantity as number) > MAX_LINE_QUANTITY
        ? { ...raw, quantity: MAX_LINE_QUANTITY }
        : raw;
    if (isCartItem(item) && !seen.has(item.id)) {
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}
