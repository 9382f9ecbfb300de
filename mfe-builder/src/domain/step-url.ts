import type { Selections } from './selection';
import { STEPS } from './steps';
import { furthestReachableStep } from './validation';

/**
 * The builder's step lives in the address (`?step=protein`), so the phone's Back button goes to the previous step and
 * a reload stays where it was. The address is untrusted input: this decides which step it may show.
 */

/** The readable name of a step in the address: its id with dashes (`greens-veggies`, `sauces-dressings`). */
export function stepSlug(index: number): string {
  return (STEPS[index]?.id ?? STEPS[0]?.id ?? 'base').replaceAll('_', '-');
}

/** The step an address names, or null when it names none (absent, unknown, odd spelling). */
export function stepIndexFromSlug(slug: string | null): number | null {
  if (slug === null) return null;
  const index = STEPS.findIndex((_, i) => stepSlug(i) === slug.trim().toLowerCase());
  return index < 0 ? null : index;
}

/**
 * The step to show: the one the address asks for if every step before it is done, else the first step still
 * missing its choice. An address without a step (or with one it does not know) is step 1; the choices are kept.
 */
export function stepToShow(slug: string | null, selections: Selections): number {
  return furthestReachableStep(selections, stepIndexFromSlug(slug) ?? 0);
}

/** Whether the address must be rewritten (in place, no history entry) to name the step actually shown. */
export function addressNeedsFix(slug: string | null, shown: number): boolean {
  if (slug === null) return shown !== 0; // step 1 keeps the plain /build-your-own
  return slug !== stepSlug(shown);
}
