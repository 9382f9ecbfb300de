import type { Cents } from '@campus/catalogue/money';
import { ingredientById } from './ingredients';
import type { Selections } from './selection';

/** SPEC §9: the custom bowl starts at 9.99. */
export const CUSTOM_BOWL_BASE_CENTS: Cents = 999;
/** SPEC §3/§9: each protein beyond the first costs 1.50 (its own price when it has one). */
export const EXTRA_PROTEIN_CENTS: Cents = 150;

/** 9.99 + each protein beyond the first + the extras' prices. Bases, greens, toppings and sauces are included. */
export function bowlPriceCents(selections: Selections): Cents {
  const extraProteins = selections.protein
    .slice(1)
    .reduce((sum, id) => sum + (ingredientById(id)?.priceCents ?? EXTRA_PROTEIN_CENTS), 0);
  const extras = selections.extras.reduce((sum, id) => sum + (ingredientById(id)?.priceCents ?? 0), 0);
  return CUSTOM_BOWL_BASE_CENTS + extraProteins + extras;
}
