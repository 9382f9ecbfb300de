import { choicePartId, PROTEIN_GROUP_ID } from './bowl-facts';
import { badgeDiets, partFacts } from './facts';
import { foodPart } from './kitchen-parts';
import type { Cents } from './money';
import { PROTEIN_PRICE_CENTS } from './prices';
import type { Bowl, Choice, Diet, ProteinAddon } from './types';

/** SPEC §9 maximums: at most 3 proteins in a bowl (bowl detail and builder alike). */
export const MAX_PROTEINS = 3;

/**
 * A protein of the bowl detail page is a part (a builder ingredient or a kitchen part, the same id): its nutrition,
 * weight, halal, vegan and allergens are that part's. Only what SPEC gives this form alone is set here: the name the
 * bowl page shows, its badges, premium, and its add-on price (1.50 standard, 2.50 premium, 3.00 salmon — SPEC §9; the
 * builder's custom-bowl parts are 1.50 each, SPEC §3).
 */
function addon(id: string, name: string, badges: string[], isPremium: boolean, priceCents: Cents): ProteinAddon {
  const part = foodPart(id);
  if (!part) throw new Error(`protein ${id} names no part`);
  return {
    id,
    name,
    badges,
    weightG: part.weightG,
    nutrition: { ...part.nutrition },
    isHalal: part.isHalal,
    isVegan: part.animal.length === 0,
    isPremium,
    priceCents,
    allergens: [...part.allergens],
  };
}

/** The proteins every signature bowl offers: the first chosen is free, each further one costs its price. */
export const PROTEIN_ADDONS: ProteinAddon[] = [
  addon('halal-chicken', 'Halal Chicken', ['High protein'], false, PROTEIN_PRICE_CENTS.standard),
  addon('tofu', 'Crispy Tofu', [], false, PROTEIN_PRICE_CENTS.standard),
  addon('falafel', 'Falafel', [], false, PROTEIN_PRICE_CENTS.standard),
  addon('jackfruit', 'Pulled Jackfruit', [], false, PROTEIN_PRICE_CENTS.standard),
  addon('halal-beef', 'Halal Beef', ['Premium'], true, PROTEIN_PRICE_CENTS.premium),
  addon('salmon', 'Grilled Salmon', ['Premium', 'Omega-3'], true, PROTEIN_PRICE_CENTS.salmon),
];

function proteinGroupChoices(bowl: Pick<Bowl, 'core'>): Choice[] {
  return bowl.core.find((g) => g.id === PROTEIN_GROUP_ID)?.choices ?? [];
}

/**
 * The bowl's own proteins (SPEC §3: every fixed bowl has a protein group of its own), by the part they are made of,
 * with the name the bowl gives them ("Seasoned black beans", "Grilled halal chicken") at the standard price.
 */
function ownProteins(bowl: Pick<Bowl, 'core'>): ProteinAddon[] {
  return proteinGroupChoices(bowl).map((c) => addon(choicePartId(c), c.name, [], false, PROTEIN_PRICE_CENTS.standard));
}

/**
 * The proteins a signature bowl's page offers: its own first, then every add-on it does not already have (Teriyaki's
 * grilled halal chicken is the Halal Chicken part, so chicken is offered once). Ids are part ids.
 */
export function bowlProteins(bowl: Pick<Bowl, 'core'>): ProteinAddon[] {
  const own = ownProteins(bowl);
  return [...own, ...PROTEIN_ADDONS.filter((p) => !own.some((o) => o.id === p.id))];
}

/**
 * A protein of the bowl by the name a cart line gives it: the name its page shows, or the add-on's own name (a line
 * saved before the bowl's own protein was a choice says "Halal Chicken" where the Teriyaki page now says "Grilled
 * halal chicken": the same part).
 */
export function bowlProteinByName(bowl: Pick<Bowl, 'core'>, name: string): ProteinAddon | undefined {
  const offered = bowlProteins(bowl).find((p) => p.name === name);
  if (offered) return offered;
  const addon = PROTEIN_ADDONS.find((p) => p.name === name);
  return addon && bowlProteins(bowl).find((p) => p.id === addon.id);
}

/** The proteins the bowl comes with as the kitchen makes it (its protein group's standard), as part ids. */
export function ownProteinIds(bowl: Pick<Bowl, 'core'>): string[] {
  const group = bowl.core.find((g) => g.id === PROTEIN_GROUP_ID);
  const standard = group?.standard ?? group?.choices.slice(0, group.select).map((c) => c.id) ?? [];
  return standard.flatMap((id) => {
    const choice = group?.choices.find((c) => c.id === id);
    return choice ? [choicePartId(choice)] : [];
  });
}

/** A protein's diet badges: its part's (the same on the builder). */
export function proteinDiets(protein: Pick<ProteinAddon, 'id'>): Diet[] {
  const part = foodPart(protein.id);
  return part ? badgeDiets(partFacts(part).diets) : [];
}
