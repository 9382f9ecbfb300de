import { ALLERGEN_IDS, ALLERGEN_LABELS, ALLERGEN_SOURCE_WORDS } from '@campus/catalogue/allergens';
import { DIET_LABELS, DIETS } from '@campus/catalogue/diets';
import type { DietFacts, ItemNoun } from '@campus/catalogue/facts';
import type { AllergenId, Diet } from '@campus/catalogue/types';
import { EMPTY_PROFILE, type Profile, sanitizeProfile, toggleIn } from '@campus/stores/profile-records';

export { EMPTY_PROFILE, type Profile, sanitizeProfile, toggleIn };

/**
 * The one rule deciding whether something fits the customer's profile, over plain facts (what the item is), so every
 * page — menu, bowl, builder, plans, cart, favourites — says the same thing for the same reason.
 */

export type { DietFacts };

/** Why an item does not fit (a breach), or why we cannot tell (unknown facts: never fitting, never a breach). */
export type Conflict =
  | { kind: 'diet'; diet: Diet; what: string }
  | { kind: 'allergen'; allergen: AllergenId }
  | { kind: 'no-diet-info'; diet: Diet; noun: ItemNoun }
  | { kind: 'no-allergen-info'; noun: ItemNoun }
  | { kind: 'unknown' };

/** A conflict the facts prove (the item breaks the rule), as opposed to one we cannot rule out. */
export function isBreach(conflict: Conflict): boolean {
  return conflict.kind === 'diet' || conflict.kind === 'allergen';
}

/**
 * Why an item does not fit, or cannot be said to fit: breaches first (diets, then allergens, each in the catalogue's
 * order), then what its data does not say; empty when it fits.
 */
export function conflicts(facts: DietFacts, profile: Profile): Conflict[] {
  const noun = facts.noun ?? 'item';
  const breaches: Conflict[] = [];
  const unknowns: Conflict[] = [];
  for (const diet of DIETS) {
    if (!profile.diets.includes(diet) || facts.diets.includes(diet)) continue;
    const what = facts.breaches?.[diet];
    if (what !== undefined) breaches.push({ kind: 'diet', diet, what });
    else if (!facts.unknown) unknowns.push({ kind: 'no-diet-info', diet, noun });
  }
  for (const allergen of ALLERGEN_IDS) {
    if (profile.avoid.includes(allergen) && facts.allergens.includes(allergen))
      breaches.push({ kind: 'allergen', allergen });
  }
  if (profile.avoid.length > 0 && facts.allergensUnknown && !facts.unknown)
    unknowns.push({ kind: 'no-allergen-info', noun });
  if (facts.unknown && isProfileActive(profile)) unknowns.unshift({ kind: 'unknown' });
  return [...breaches, ...unknowns];
}

export function fits(facts: DietFacts, profile: Profile): boolean {
  return conflicts(facts, profile).length === 0;
}

const lower = (text: string) => text.toLowerCase();

/**
 * One reason in the item's words: "contains chicken (meat)", "contains milk — you avoid milk & dairy", "we have no
 * vegetarian information for this drink".
 */
export function conflictText(conflict: Conflict): string {
  switch (conflict.kind) {
    case 'unknown':
      return "we can't confirm what it contains any more";
    case 'no-diet-info':
      return `we have no ${lower(DIET_LABELS[conflict.diet])} information for this ${conflict.noun}`;
    case 'no-allergen-info':
      return `we have no allergen information for this ${conflict.noun}`;
    case 'allergen':
      return `contains ${ALLERGEN_SOURCE_WORDS[conflict.allergen]} — you avoid ${lower(ALLERGEN_LABELS[conflict.allergen])}`;
    case 'diet':
      return `contains ${conflict.what}`;
  }
}

/** Every reason in one sentence part: "contains chicken (meat); contains soy — you avoid soy". */
export function conflictsText(list: readonly Conflict[]): string {
  return list.map(conflictText).join('; ');
}

/**
 * The whole note, the same on an item, a cart line and the cart's summary: "Not for you: …" when the facts break the
 * profile; "Can't check: …" when they only leave something unknown; "" when it fits.
 */
export function verdictText(list: readonly Conflict[]): string {
  if (list.length === 0) return '';
  return `${list.some(isBreach) ? 'Not for you' : "Can't check"}: ${conflictsText(list)}`;
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
