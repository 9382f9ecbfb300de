import { CATEGORIES, type IngredientCategory } from '@campus/catalogue/ingredient-categories';
import { PLAN_PRICE_CENTS } from '@campus/catalogue/prices';
import type { NewCartItem } from './cart-rules';
import { sanitizeCartItems } from './cart-validate';

/**
 * Favourites as they are kept: what the customer saved, as the catalogue ids it is made of (the recipe) and the cart
 * line it made then. Light on purpose (no catalogue data): the shared favourites store reads and writes these on every
 * page; pricing them again from today's catalogue is `./favourites`, used by the favourites page.
 */

export type PlanId = keyof typeof PLAN_PRICE_CENTS;
export const PLAN_IDS = Object.keys(PLAN_PRICE_CENTS) as PlanId[];

export type FavouriteRecipe =
  | { kind: 'bowl'; bowlId: string; countryId?: string; proteinIds: string[]; picks: Record<string, string[]> }
  | { kind: 'product'; productId: string }
  | { kind: 'custom_bowl'; themeId: string | null; picks: Record<IngredientCategory, string[]> }
  | {
      kind: 'plan';
      planId: PlanId;
      sandwichId: string;
      bowlId: string | null;
      drinkIds: string[];
      snackIds: string[];
    };

export interface NewFavourite {
  recipe: FavouriteRecipe;
  /** The cart line it made when saved (names, choices, picture, nutrition): re-added with today's price. */
  line: NewCartItem;
}

export interface Favourite extends NewFavourite {
  /** The same recipe always has the same key: a heart knows whether what it shows is saved. */
  key: string;
  savedAt: number;
}

/** At most this many favourites are kept (the oldest goes). */
export const MAX_FAVOURITES = 50;

const sorted = (list: readonly string[]) => [...list].sort();

/** The recipe's identity: kind and ids, order-free where order does not matter (choices), kept where it does. */
export function favouriteKey(recipe: FavouriteRecipe): string {
  switch (recipe.kind) {
    case 'bowl': {
      const picks = Object.keys(recipe.picks)
        .sort()
        .map((g) => `${g}=${sorted(recipe.picks[g] ?? []).join('+')}`);
      return `bowl:${recipe.bowlId}:${recipe.proteinIds.join('+')}:${picks.join(',')}`;
    }
    case 'product':
      return `product:${recipe.productId}`;
    case 'custom_bowl':
      return `custom:${recipe.themeId ?? ''}:${CATEGORIES.map((c) => (c === 'protein' ? recipe.picks[c] : sorted(recipe.picks[c])).join('+')).join(',')}`;
    case 'plan':
      return `plan:${recipe.planId}:${recipe.sandwichId}:${recipe.bowlId ?? ''}:${sorted(recipe.drinkIds).join('+')}:${sorted(recipe.snackIds).join('+')}`;
  }
}

// ---- reading stored favourites ----

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;
const strings = (v: unknown): string[] | null =>
  Array.isArray(v) && v.length <= 20 && v.every(isString) ? [...v] : null;

function stringLists<K extends string>(v: unknown, keys?: readonly K[]): Record<K, string[]> | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const record = v as Record<string, unknown>;
  const names = (keys ?? Object.keys(record)) as K[];
  if (names.length > 20) return null;
  const out = {} as Record<K, string[]>;
  for (const name of names) {
    if (!Object.hasOwn(record, name) && keys) return null;
    const list = strings(record[name]);
    if (!list) return null;
    out[name] = list;
  }
  return out;
}

export function sanitizeRecipe(value: unknown): FavouriteRecipe | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  switch (r.kind) {
    case 'bowl': {
      const proteinIds = strings(r.proteinIds);
      const picks = stringLists(r.picks);
      if (!isString(r.bowlId) || !proteinIds || !picks) return null;
      return {
        kind: 'bowl',
        bowlId: r.bowlId,
        ...(isString(r.countryId) ? { countryId: r.countryId } : {}),
        proteinIds,
        picks,
      };
    }
    case 'product':
      return isString(r.productId) ? { kind: 'product', productId: r.productId } : null;
    case 'custom_bowl': {
      const picks = stringLists(r.picks, CATEGORIES);
      if (!picks || !(r.themeId === null || isString(r.themeId))) return null;
      return { kind: 'custom_bowl', themeId: r.themeId, picks };
    }
    case 'plan': {
      const drinkIds = strings(r.drinkIds);
      const snackIds = strings(r.snackIds);
      if (!(PLAN_IDS as unknown[]).includes(r.planId) || !isString(r.sandwichId) || !drinkIds || !snackIds) return null;
      if (!(r.bowlId === null || isString(r.bowlId))) return null;
      return {
        kind: 'plan',
        planId: r.planId as PlanId,
        sandwichId: r.sandwichId,
        bowlId: r.bowlId,
        drinkIds,
        snackIds,
      };
    }
    default:
      return null;
  }
}

const LINE_TYPE: Record<FavouriteRecipe['kind'], NewCartItem['type']> = {
  bowl: 'bowl',
  product: 'sandwich',
  custom_bowl: 'custom_bowl',
  plan: 'meal_plan',
};

/** Stored favourites, each kept only if its recipe and its line are valid (the cart's own validation) and match. */
export function sanitizeFavourites(value: unknown): Favourite[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: Favourite[] = [];
  for (const raw of value.slice(0, MAX_FAVOURITES)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const entry = raw as Record<string, unknown>;
    const recipe = sanitizeRecipe(entry.recipe);
    const [line] = sanitizeCartItems([{ ...(entry.line as object), id: 'cart-favourite', quantity: 1 }]);
    if (!recipe || !line || line.type !== LINE_TYPE[recipe.kind]) continue;
    const key = favouriteKey(recipe);
    if (seen.has(key)) continue;
    seen.add(key);
    const savedAt = typeof entry.savedAt === 'number' && Number.isFinite(entry.savedAt) ? entry.savedAt : 0;
    out.push({ key, recipe, line: { type: line.type, item: line.item } as NewCartItem, savedAt });
  }
  return out;
}
