import { emptySelections, type Selections } from './selection';

/** Selections from a partial map (tests only). */
export function sel(partial: Partial<Selections> = {}): Selections {
  return { ...emptySelections(), ...partial };
}

/** A bowl that meets every requirement: base, one protein, one green, a sauce. */
export function completeBowl(partial: Partial<Selections> = {}): Selections {
  return sel({
    base: ['brown-rice'],
    protein: ['halal-chicken'],
    greens_veggies: ['steamed-broccoli'],
    sauces_dressings: ['tahini'],
    ...partial,
  });
}
