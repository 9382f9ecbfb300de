import { ALLERGEN_IDS } from '@campus/catalogue/allergens';
import { DIETS } from '@campus/catalogue/diets';
import type { AllergenId, Bowl, Diet } from '@campus/catalogue/types';

/**
 * The dietary and allergen filter of /menu and the country pages, kept in the URL so it can be shared:
 * `?diet=halal,vegetarian&avoid=soy,dairy`. Unknown values in the URL are ignored.
 */

export interface MenuFilter {
  diets: Diet[];
  avoid: AllergenId[];
}

export const DIET_OPTIONS = DIETS;

/** Every allergen the filter can avoid. */
export const ALLERGEN_OPTIONS = ALLERGEN_IDS;

function listParam<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const wanted = new Set(value.split(',').map((v) => v.trim().toLowerCase()));
  // Keep the canonical order so the same filter always makes the same URL.
  return allowed.filter((a) => wanted.has(a));
}

export function parseFilter(params: URLSearchParams): MenuFilter {
  return {
    diets: listParam(params.get('diet'), DIET_OPTIONS),
    avoid: listParam(params.get('avoid'), ALLERGEN_OPTIONS),
  };
}

/** The same params with the filter written in (empty lists remove their key); other keys are kept. */
export function withFilter(params: URLSearchParams, filter: MenuFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const diets = DIET_OPTIONS.filter((d) => filter.diets.includes(d));
  const avoid = ALLERGEN_OPTIONS.filter((a) => filter.avoid.includes(a));
  if (diets.length) next.set('diet', diets.join(','));
  else next.delete('diet');
  if (avoid.length) next.set('avoid', avoid.join(','));
  else next.delete('avoid');
  return next;
}

export function toggleIn<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/**
 * Every chosen diet must fit: vegan needs a vegan bowl; vegetarian a vegetarian or vegan one; halal a bowl labelled
 * halal or one without meat (every ingredient is halal-certified, so meat-free bowls are halal too).
 */
export function fitsDiet(bowl: Pick<Bowl, 'diet'>, diet: Diet): boolean {
  switch (diet) {
    case 'vegan':
      return bowl.diet.includes('vegan');
    case 'vegetarian':
      return bowl.diet.includes('vegetarian') || bowl.diet.includes('vegan');
    case 'halal':
      return bowl.diet.length > 0;
  }
}

export function matchesFilter(bowl: Pick<Bowl, 'diet' | 'allergens'>, filter: MenuFilter): boolean {
  return (
    filter.diets.every((d) => fitsDiet(bowl, d)) && !bowl.allergens.some((allergen) => filter.avoid.includes(allergen))
  );
}

export function isFilterActive(filter: MenuFilter): boolean {
  return filter.diets.length > 0 || filter.avoid.length > 0;
}

/** "Showing 3 of 4 bowls" style summary for the live region. */
export function filterSummary(shown: number, total: number): string {
  const noun = total === 1 ? 'bowl' : 'bowls';
  if (shown === total) return total === 1 ? 'Showing 1 bowl' : `Showing all ${total} ${noun}`;
  return `Showing ${shown} of ${total} ${noun}`;
}
