import { MAX_LINE_QUANTITY } from './cart-rules';
import type { CartItem, Nutrition } from './cart-types';

/**
 * What is read back from storage comes from outside the program: another tab, an older build, a user's devtools.
 * Each line is checked field by field; a line that is not exactly a cart line is dropped, the rest are kept.
 */

type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNonEmptyStr = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 500;
const isCents = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 10_000_00;
const isStrList = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 50 && v.every(isStr);
const optional =
  <T>(check: (v: unknown) => v is T) =>
  (v: unknown): boolean =>
    v === undefined || check(v);

function isNutrition(v: unknown): v is Nutrition {
  return (
    isRec(v) &&
    ['kcal', 'carbs', 'protein', 'fat'].every(
      (k) => typeof v[k] === 'number' && Number.isFinite(v[k]) && (v[k] as number) >= 0,
    )
  );
}

const optStrList = optional(isStrList);
const optNutrition = optional(isNutrition);
const optStr = optional(isStr);

/** A bowl's choice rows: absent (bowls stored before they had them) or well formed. */
function optChoiceRows(v: unknown): boolean {
  return (
    v === undefined ||
    (Array.isArray(v) && v.every((row) => isRec(row) && isNonEmptyStr(row.group) && isStrList(row.names)))
  );
}

/** Surcharges: absent (lines stored before they had them) or well formed. */
function optSurcharges(v: unknown): boolean {
  return (
    v === undefined ||
    (Array.isArray(v) &&
      v.length <= 50 &&
      v.every((s) => isRec(s) && isNonEmptyStr(s.item) && isNonEmptyStr(s.note) && isCents(s.costCents)))
  );
}

function isBowl(v: unknown): boolean {
  return (
    isRec(v) &&
    isNonEmptyStr(v.id) &&
    isNonEmptyStr(v.name) &&
    isStrList(v.proteins) &&
    optChoiceRows(v.choices) &&
    isCents(v.priceCents) &&
    optSurcharges(v.surcharges) &&
    optStr(v.countryId) &&
    optStr(v.image) &&
    optNutrition(v.nutrition) &&
    optStrList(v.allergens) &&
    optStrList(v.diet)
  );
}

function isCustomBowl(v: unknown): boolean {
  return (
    isRec(v) &&
    isNonEmptyStr(v.id) &&
    (v.baseBowl === null || isStr(v.baseBowl)) &&
    (v.countryTheme === null || isStr(v.countryTheme)) &&
    isNonEmptyStr(v.base) &&
    isStrList(v.proteins) &&
    (v.sauce === null || isStr(v.sauce)) &&
    isStrList(v.warmVeg) &&
    isStrList(v.coldCrunch) &&
    isStrList(v.extras) &&
    isCents(v.totalPriceCents) &&
    optSurcharges(v.surcharges) &&
    isNutrition(v.totalNutrition) &&
    isStrList(v.badges) &&
    optStrList(v.allergens)
  );
}

function isSandwich(v: unknown): boolean {
  return (
    isRec(v) &&
    isNonEmptyStr(v.id) &&
    isNonEmptyStr(v.title) &&
    isCents(v.priceCents) &&
    optStr(v.image) &&
    optNutrition(v.nutrition) &&
    optStrList(v.allergens) &&
    optStrList(v.leaveOut)
  );
}

function isUpgrade(v: unknown): boolean {
  return isRec(v) && v.type === 'drink_upgrade' && isNonEmptyStr(v.item) && isCents(v.costCents);
}

function isPlanBundle(v: unknown): boolean {
  if (!isRec(v) || !isRec(v.components)) return false;
  const c = v.components;
  return (
    isNonEmptyStr(v.id) &&
    isNonEmptyStr(v.title) &&
    v.type === 'meal_plan' &&
    isCents(v.priceCents) &&
    isStr(v.description) &&
    isNonEmptyStr(c.sandwich) &&
    optStr(c.traditionalBowl) &&
    isStrList(c.drinks) &&
    isStrList(c.snacks) &&
    Array.isArray(c.upgrades) &&
    c.upgrades.every(isUpgrade) &&
    optNutrition(v.nutrition) &&
    optStrList(v.allergens)
  );
}

const payloadChecks: Record<CartItem['type'], (v: unknown) => boolean> = {
  bowl: isBowl,
  custom_bowl: isCustomBowl,
  sandwich: isSandwich,
  meal_plan: isPlanBundle,
};

export function isCartItem(v: unknown): v is CartItem {
  if (!isRec(v)) return false;
  if (!isStr(v.id) || !v.id.startsWith('cart-')) return false;
  if (!Number.isInteger(v.quantity) || (v.quantity as number) < 1 || (v.quantity as number) > MAX_LINE_QUANTITY)
    return false;
  if (!isStr(v.type) || !Object.hasOwn(payloadChecks, v.type)) return false;
  return payloadChecks[v.type as CartItem['type']](v.item);
}

/** Keeps the well-formed lines of whatever was stored (once each by id); anything else yields an empty cart. */
export function sanitizeCartItems(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: CartItem[] = [];
  for (const raw of value.slice(0, 200) as unknown[]) {
    // A quantity above the cap (an older build, another tab) is read as the cap rather than losing the line.
    const v =
      isRec(raw) && Number.isInteger(raw.quantity) && (raw.quantity as number) > MAX_LINE_QUANTITY
        ? { ...raw, quantity: MAX_LINE_QUANTITY }
        : raw;
    if (isCartItem(v) && !seen.has(v.id)) {
      seen.add(v.id);
      out.push(v);
    }
  }
  return out;
}
