import { CATEGORIES, type IngredientCategory, ingredientById } from '@campus/catalogue/ingredients';
import { stepFor } from './steps';

/** What the customer has chosen, by category (single-choice categories hold at most one id). */
export type Selections = Record<IngredientCategory, string[]>;

export function emptySelections(): Selections {
  return { base: [], protein: [], greens_veggies: [], toppings: [], sauces_dressings: [], extras: [] };
}

/**
 * What a click did: `added`, `removed`, `replaced` (single choice switched), `limit` (the maximum was reached, the pick
 * was ignored) or `unknown` (not an ingredient of that category, ignored).
 */
export type ToggleOutcome = 'added' | 'removed' | 'replaced' | 'limit' | 'unknown';

/** SPEC §4/§5: selections toggle; base and sauce are single choices; 3 proteins, 3 greens, 3 toppings at most. */
export function toggleIngredient(
  selections: Selections,
  category: IngredientCategory,
  id: string,
): { selections: Selections; outcome: ToggleOutcome } {
  if (ingredientById(id)?.category !== category) return { selections, outcome: 'unknown' };
  const current = selections[category];
  if (current.includes(id)) {
    return { selections: { ...selections, [category]: current.filter((x) => x !== id) }, outcome: 'removed' };
  }
  const step = stepFor(category);
  if (step.selection === 'single') {
    return { selections: { ...selections, [category]: [id] }, outcome: current.length ? 'replaced' : 'added' };
  }
  if (step.max !== null && current.length >= step.max) return { selections, outcome: 'limit' };
  return { selections: { ...selections, [category]: [...current, id] }, outcome: 'added' };
}

/** True when the category already holds its maximum (single choices never "fill up": a click replaces). */
export function isAtMaximum(selections: Selections, category: IngredientCategory): boolean {
  const step = stepFor(category);
  return step.selection === 'multiple' && step.max !== null && selections[category].length >= step.max;
}

/** Every chosen id, in category order. */
export function chosenIds(selections: Selections): string[] {
  return CATEGORIES.flatMap((c) => selections[c]);
}

/**
 * Reads selections that came from outside (session storage): keeps only known ids of the right category, once each,
 * within each category's maximum. Anything else becomes an empty choice.
 */
export function sanitizeSelections(value: unknown): Selections {
  const out = emptySelections();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  const rec = value as Record<string, unknown>;
  for (const category of CATEGORIES) {
    const list = rec[category];
    if (!Array.isArray(list)) continue;
    const step = stepFor(category);
    const limit = step.selection === 'single' ? 1 : (step.max ?? Number.POSITIVE_INFINITY);
    const kept: string[] = [];
    for (const id of list) {
      if (kept.length >= limit) break;
      if (typeof id === 'string' && ingredientById(id)?.category === category && !kept.includes(id)) kept.push(id);
    }
    out[category] = kept;
  }
  return out;
}
