import type { Cents } from '@campus/catalogue/money';
import type { ProteinAddon } from '@campus/catalogue/types';

export { extraProteinCents, unitPriceCents } from '@campus/catalogue/bowl-price';

/** SPEC §4, §5, §9 "Bowl detail": proteins toggle, the first chosen is free, quantity at least 1. */

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 20;

export const NO_PROTEIN_TOAST = {
  title: 'Please select at least one protein',
  description: 'You need to choose at least one protein to complete your bowl.',
} as const;

/** Clicking a protein adds it at the end of the list, or removes it if already chosen (order = order of choice). */
export function toggleProtein(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** What a protein adds if clicked now: free when nothing is chosen yet (or it is the chosen first one). */
export function proteinPriceLabelCents(selected: readonly string[], protein: ProteinAddon): Cents {
  const position = selected.indexOf(protein.id);
  if (position === 0 || (position === -1 && selected.length === 0)) return 0;
  return protein.priceCents;
}

/** Whole numbers from 1 (the spec's minimum) to a sane kitchen maximum. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity)));
}

export type BowlCheck = { ok: true } | { ok: false; title: string; message: string };

export function checkBowlSelection(selected: readonly string[]): BowlCheck {
  return selected.length > 0
    ? { ok: true }
    : { ok: false, title: NO_PROTEIN_TOAST.title, message: NO_PROTEIN_TOAST.description };
}

/** Names of the chosen proteins, in the order chosen (the cart shows them). */
export function proteinNames(selected: readonly string[], proteins: readonly ProteinAddon[]): string[] {
  return selected.flatMap((id) => proteins.find((p) => p.id === id)?.name ?? []);
}
