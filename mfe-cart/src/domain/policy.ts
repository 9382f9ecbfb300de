import { REFUND_FIGURES as R } from '@campus/catalogue/policies';

/** SPEC §4 Orders and §9: cancellation is free until a few hours before pickup; inside them a fee applies. */
export const cancellationTerms = (): string =>
  `Free cancellation until ${R.freeCancellationHours} hours before pickup. ` +
  `Inside ${R.freeCancellationHours} hours, a ${R.lateCancellationFeePercent}% fee applies.`;

/** The standalone frame seeds sample items only on request (`?sample=1`) and only into an empty cart. */
export function shouldSeedSamples(search: string, itemCount: number): boolean {
  return itemCount === 0 && new URLSearchParams(search).get('sample') === '1';
}

/** A query value shown back to the user: as text only, and never longer than a line. */
export function shownQueryValue(value: string | null, max = 80): string | null {
  if (value === null) return null;
  const text = value.trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
