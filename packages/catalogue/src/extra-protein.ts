import { formatCents } from './money';
import { PROTEIN_PRICE_CENTS, SMART_VALUE_PROMO } from './prices';

/**
 * SPEC gives an extra protein three prices, each right where it applies: a signature bowl's page (its add-on price,
 * 1.50 standard to 3.00 salmon, §9), Build Your Own (1.50 each, §3) and the Smart Value budget bowl's promo (+2.99, §2).
 * Each page says which applies there, in one short line, so a customer who saw another figure knows why.
 */
export type ExtraProteinPlace = 'signature' | 'builder' | 'budget';

const prices = Object.values(PROTEIN_PRICE_CENTS);
const SIGNATURE_RANGE = `${formatCents(Math.min(...prices))}–${formatCents(Math.max(...prices))}`;
const AMOUNT: Record<ExtraProteinPlace, string> = {
  signature: `${SIGNATURE_RANGE} by protein`,
  builder: formatCents(PROTEIN_PRICE_CENTS.standard),
  budget: formatCents(SMART_VALUE_PROMO.extraProteinCents),
};
const PLACE: Record<ExtraProteinPlace, string> = {
  signature: 'on a signature bowl',
  builder: 'in Build Your Own',
  budget: 'on the Smart Value bowl',
};
const ORDER: readonly ExtraProteinPlace[] = ['signature', 'builder', 'budget'];

/** "$1.50–$3.00 by protein on a signature bowl, $1.50 in Build Your Own, $2.99 on the Smart Value bowl". */
export function extraProteinPrices(places: readonly ExtraProteinPlace[] = ORDER): string {
  return places.map((p) => `${AMOUNT[p]} ${PLACE[p]}`).join(', ');
}

/** The price that applies where the customer is, said as a sentence of its own. */
const HERE: Record<ExtraProteinPlace, string> = {
  signature: `Here it is ${SIGNATURE_RANGE}, by protein.`,
  builder: `Here each extra protein is ${AMOUNT.builder}.`,
  budget: `On this bowl an extra protein is ${AMOUNT.budget}.`,
};

/**
 * "Here each extra protein is $1.50. Other bowls price it their own way: $1.50–$3.00 by protein on a signature bowl,
 * $2.99 on the Smart Value bowl." — the price here first, then the others as others (read as three prices at once,
 * a dash between them, the note did not say which one was this page's).
 */
export function extraProteinNote(here: ExtraProteinPlace): string {
  return `${HERE[here]} Other bowls price it their own way: ${extraProteinPrices(ORDER.filter((p) => p !== here))}.`;
}
