import { type IngredientCategory, ingredientById } from './ingredients';
import type { Cents } from './money';
import { BOWL_PRICE_CENTS, PROTEIN_PRICE_CENTS } from './prices';
import { SURCHARGE_NOTES, type Surcharge, surchargesCents } from './surcharges';

/** What a custom bowl is made of: ingredient ids per builder category (the builder's choices, a saved favourite). */
export type IngredientPicks = Readonly<Record<IngredientCategory, readonly string[]>>;

/** SPEC §9: the custom bowl starts at the student price. */
export const CUSTOM_BOWL_BASE_CENTS: Cents = BOWL_PRICE_CENTS;
/** SPEC §3/§9: each protein beyond the first costs the standard protein price (its own price when it has one). */
export const EXTRA_PROTEIN_CENTS: Cents = PROTEIN_PRICE_CENTS.standard;

/** Each protein beyond the first and each extra, with its price; bases, greens, toppings and sauces are included. */
export function customBowlSurcharges(picks: IngredientPicks): Surcharge[] {
  const proteins = picks.protein.slice(1).map((id) => {
    const i = ingredientById(id);
    return { item: i?.name ?? id, note: SURCHARGE_NOTES.extraProtein, costCents: i?.priceCents ?? EXTRA_PROTEIN_CENTS };
  });
  const extras = picks.extras.flatMap((id) => {
    const i = ingredientById(id);
    return i?.priceCents ? [{ item: i.name, note: SURCHARGE_NOTES.extra, costCents: i.priceCents }] : [];
  });
  return [...proteins, ...extras];
}

/** The base + its surcharges. */
export function customBowlPriceCents(picks: IngredientPicks): Cents {
  return CUSTOM_BOWL_BASE_CENTS + surchargesCents(customBowlSurcharges(picks));
}
