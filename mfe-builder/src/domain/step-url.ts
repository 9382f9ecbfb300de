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
 * missing its choice. Without a step in the address: where this tab's bowl was left (`resumeAt`), checked the same way.
 */
export function stepToShow(slug: string | null, selections: Selections, resumeAt: number): number {
  const asked = stepIndexFromSlug(slug) ?? resumeAt;
  return furthestReachableStep(selections, Math.min(Math.max(asked, 0), STEPS.length - 1));
}

/**
 * Whether the address must be rewritten (in place, no history entry) to name the step actually shown. An address
 * without a step is named too, so that every history entry says which step it is (Back to it shows that step, not
 * wherever the bowl was left).
 */
export function addressNeedsFix(slug: string | null, shown: number): boolean {
  return slug !== stepSlug(shown);
}
