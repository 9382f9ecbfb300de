import { CATEGORIES, type IngredientCategory } from '@campus/catalogue/ingredient-categories';
import { PLAN_PRICE_CENTS } from '@campus/catalogue/prices';
import * as v from 'valibot';
import type { NewCartItem } from './cart-rules';
import { sanitizeCartItems } from './cart-validate';

/**
 * Favourites as they are kept: what the customer saved, as the catalogue ids it is made of (the recipe) and the cart
 * line it made then. Light on purpose (no catalogue data): the shared favourites store reads and writes these on every
 * page; pricing them again from today's catalogue is `./favourites`, used by the favourites page.
 */

export type PlanId = keyof typeof PLAN_PRICE_CENTS;
export const PLAN_IDS = Object.keys(PLAN_PRICE_CENTS) as PlanId[];

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const ids = v.pipe(v.array(id), v.maxLength(20));
/** Choices by group ("base": ["brown-rice"]): at most 20 groups. */
const picks = v.pipe(
  v.record(v.string(), ids),
  v.check((r) => Object.keys(r).length <= 20),
);
/** A custom bowl's choices: every ingredient category, each a list. */
const categoryPicks = v.object(
  Object.fromEntries(CATEGORIES.map((c) => [c, ids])) as Record<IngredientCategory, typeof ids>,
);

/** What a favourite is made of, as catalogue ids: stored, and read back through this schema. */
export const FavouriteRecipeSchema = v.variant('kind', [
  v.object({ kind: v.literal('bowl'), bowlId: id, countryId: v.optional(id), proteinIds: ids, picks }),
  v.object({ kind: v.literal('product'), productId: id }),
  v.object({ kind: v.literal('custom_bowl'), themeId: v.nullable(id), picks: categoryPicks }),
  v.object({
    kind: v.literal('plan'),
    planId: v.picklist(PLAN_IDS),
    sandwichId: id,
    bowlId: v.nullable(id),
    drinkIds: ids,
    snackIds: ids,
  }),
]);

export type FavouriteRecipe = v.InferOutput<typeof FavouriteRecipeSchema>;

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

/** A stored recipe, or null when it is not exactly one (what is kept is a copy: unknown fields dropped). */
export function sanitizeRecipe(value: unknown): FavouriteRecipe | null {
  const read = v.safeParse(FavouriteRecipeSchema, value);
  return read.success ? read.output : null;
}

/** A stored favourite's parts: its recipe and line are each read by their own schema below. */
const StoredFavouriteSchema = v.object({
  recipe: v.unknown(),
  line: v.unknown(),
  savedAt: v.fallback(v.pipe(v.number(), v.finite()), 0),
});

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
    const entry = v.safeParse(StoredFavouriteSchema, raw);
    if (!entry.success) continue;
    const recipe = sanitizeRecipe(entry.output.recipe);
    const stored = entry.output.line;
    const [line] = sanitizeCartItems([
      { ...(typeof stored === 'object' ? stored : {}), id: 'cart-favourite', quantity: 1 },
    ]);
    if (!recipe || !line || line.type !== LINE_TYPE[recipe.kind]) continue;
    const key = favouriteKey(recipe);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key, recipe, line: { type: line.type, item: line.item } as NewCartItem, savedAt: entry.output.savedAt });
  }
  return out;
}
