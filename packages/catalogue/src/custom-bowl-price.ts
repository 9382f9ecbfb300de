import { type IngredientCategory, ingredientById } from './ingredients';
import type { Cents } from './money';
import { BOWL_PRICE_CENTS, PROTEIN_PRICE_CENTS } from './prices';

/** What a custom bowl is made of: ingredient ids per builder category (the builder's choices, a saved favourite). */
export type IngredientPicks = Readonly<Record<IngredientCategory, readonly string[]>>;

/** SPEC §9: the custom bowl starts at the student price. */
export const CUSTOM_BOWL_BASE_CENTS: Cents = BOWL_PRICE_CENTS;
/** SPEC §3/§9: each protein beyond the first costs the standard protein price (its own price when it has one). */
export const EXTRA_PROTEIN_CENTS: Cents = PROTEIN_PRICE_CENTS.standard;

/** The base + each protein beyond the first + the extras' prices. Bases, greens, toppings and sauces are included. */
export function customBowlPriceCents(picks: IngredientPicks): Cents {
  const extraProteins = picks.protein
    .slice(1)
    .reduce((sum, id) => sum + (ingredientById(id)?.priceCents ?? EXTRA_PROTEIN_CENTS), 0);
  const extras = picks.extras.reduce((sum, id) => sum + (ingredientById(id)?.priceCents ?? 0), 0);
  return CUSTOM_BOWL_BASE_CENTS + extraProteins + extras;
}
