import { ALLERGEN_IDS } from '@campus/catalogue/allergens';
import { DIETS } from '@campus/catalogue/diets';
import type { AllergenId, Diet } from '@campus/catalogue/types';

/**
 * The diet profile as it is kept (the shared profile store holds one): its shape and how a stored or received one is
 * read. The rule deciding what fits it is '@campus/profile/fits'.
 */

/** What the customer eats: the diets they keep and the allergens they avoid. */
export interface Profile {
  diets: Diet[];
  avoid: AllergenId[];
}

export const EMPTY_PROFILE: Profile = { diets: [], avoid: [] };

export function toggleIn<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** A stored or received profile, kept only where it names diets and allergens we know, in the catalogue's order. */
export function sanitizeProfile(value: unknown): Profile {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const listOf = <T extends string>(raw: unknown, allowed: readonly T[]): T[] => {
    const wanted = new Set(Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : []);
    return allowed.filter((a) => wanted.has(a));
  };
  return { diets: listOf(record.diets, DIETS), avoid: listOf(record.avoid, ALLERGEN_IDS) };
}
