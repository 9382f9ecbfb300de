import { ALLERGEN_IDS } from '@campus/catalogue/allergens';
import { DIETS } from '@campus/catalogue/diets';
import * as v from 'valibot';

/**
 * The diet profile as it is kept (the shared profile store holds one): its schema, from which its type comes, and so
 * how a stored or received one is read. The rule deciding what fits it is '@campus/profile/fits'.
 */

/** The names we know in a list, in the catalogue's order, each once; anything else in it (or a list that is not one) is dropped. */
const known = <T extends string>(allowed: readonly T[]) =>
  v.optional(
    v.pipe(
      v.fallback(v.array(v.unknown()), []),
      v.transform((raw): T[] => allowed.filter((a) => raw.includes(a))),
    ),
    [],
  );

/** What the customer eats: the diets they keep and the allergens they avoid. Never fails: a bad record reads as empty. */
export const ProfileSchema = v.fallback(v.object({ diets: known(DIETS), avoid: known(ALLERGEN_IDS) }), {
  diets: [],
  avoid: [],
});

export type Profile = v.InferOutput<typeof ProfileSchema>;

export const EMPTY_PROFILE: Profile = { diets: [], avoid: [] };

export function toggleIn<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** A stored or received profile, kept only where it names diets and allergens we know, in the catalogue's order. */
export const sanitizeProfile = (value: unknown): Profile => v.parse(ProfileSchema, value);
