import { EMPTY_PROFILE, type Profile, sanitizeProfile, toggleIn } from '@campus/cart/profile-records';
import { ALLERGEN_IDS, ALLERGEN_LABELS } from '@campus/catalogue/allergens';
import { DIET_LABELS, DIETS } from '@campus/catalogue/diets';
import type { AllergenId, Diet } from '@campus/catalogue/types';

export { EMPTY_PROFILE, type Profile, sanitizeProfile, toggleIn };

/**
 * The one rule deciding whether something fits the customer's profile, over plain facts (what the item is), so every
 * page — menu, bowl, builder, plans, cart, favourites — says the same thing for the same reason.
 */

/**
 * What an item is, for the profile: the diets it satisfies and every allergen it contains. A diet the data does not
 * state is not assumed: an item fits a diet only when its facts say so.
 */
export interface DietFacts {
  diets: readonly Diet[];
  allergens: readonly AllergenId[];
  /** The catalogue no longer knows (part of) it: nothing can be vouched for. */
  unknown?: boolean;
}

export type Conflict = { kind: 'diet'; diet: Diet } | { kind: 'allergen'; allergen: AllergenId } | { kind: 'unknown' };

/** Why an item does not fit (diets first, then allergens, each in the catalogue's order); empty when it fits. */
export function conflicts(facts: DietFacts, profile: Profile): Conflict[] {
  const diets = DIETS.filter((d) => profile.diets.includes(d) && !facts.diets.includes(d));
  const allergens = ALLERGEN_IDS.filter((a) => profile.avoid.includes(a) && facts.allergens.includes(a));
  return [
    ...(facts.unknown && isProfileActive(profile) ? [{ kind: 'unknown' } as const] : []),
    ...diets.map((diet): Conflict => ({ kind: 'diet', diet })),
    ...allergens.map((allergen): Conflict => ({ kind: 'allergen', allergen })),
  ];
}

export function fits(facts: DietFacts, profile: Profile): boolean {
  return conflicts(facts, profile).length === 0;
}

const lower = (text: string) => text.toLowerCase();

/** "contains milk & dairy — you avoid milk & dairy", "not marked vegan — you eat vegan only". */
export function conflictText(conflict: Conflict): string {
  if (conflict.kind === 'unknown') return "we can't confirm what it contains any more";
  if (conflict.kind === 'allergen') {
    const name = lower(ALLERGEN_LABELS[conflict.allergen]);
    return `contains ${name} — you avoid ${name}`;
  }
  const diet = lower(DIET_LABELS[conflict.diet]);
  return `not marked ${diet} — you eat ${diet} only`;
}

/** Every reason in one sentence part: "contains soy — you avoid soy; not marked vegan — you eat vegan only". */
export function conflictsText(list: readonly Conflict[]): string {
  return list.map(conflictText).join('; ');
}

/** How many rules the profile holds (the count the shell's control shows). */
export function ruleCount(profile: Profile): number {
  return profile.diets.length + profile.avoid.length;
}

export function isProfileActive(profile: Profile): boolean {
  return ruleCount(profile) > 0;
}

/** The profile in words, for a summary line: "Vegan · avoiding Soy, Sesame". */
export function profileSummary(profile: Profile): string {
  const parts: string[] = [];
  if (profile.diets.length) parts.push(profile.diets.map((d) => DIET_LABELS[d]).join(', '));
  if (profile.avoid.length) parts.push(`avoiding ${profile.avoid.map((a) => ALLERGEN_LABELS[a]).join(', ')}`);
  return parts.join(' · ');
}
