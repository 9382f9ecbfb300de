import { customBowlPriceCents, customBowlSurcharges } from '@campus/catalogue/custom-bowl-price';
import { badgeDiets, combineFacts, type DietFacts, partFacts } from '@campus/catalogue/facts';
import { ingredientById, ingredientPart } from '@campus/catalogue/ingredients';
import type { AllergenId, Diet } from '@campus/catalogue/types';
import type { CustomBowl } from '@campus/stores';
import { bowlNutrition, chosenIngredients } from './nutrition';
import type { Selections } from './selection';

/** The bowl's facts, derived from its chosen ingredients by the catalogue's one reading (facts.ts). */
function customBowlFacts(selections: Selections): DietFacts | null {
  const items = chosenIngredients(selections);
  return items.length
    ? combineFacts(
        items.map((i) => partFacts(ingredientPart(i))),
        'bowl',
      )
    : null;
}

/** Diet badges of the whole bowl (each holds only when every chosen ingredient keeps it), as every page shows them. */
export function bowlDiets(selections: Selections): Diet[] {
  const facts = customBowlFacts(selections);
  return facts ? badgeDiets(facts.diets) : [];
}

/** The allergens of what was chosen, once each, in the catalogue's order. */
export function bowlAllergens(selections: Selections): AllergenId[] {
  return [...(customBowlFacts(selections)?.allergens ?? [])];
}

const names = (ids: string[]): string[] => ids.map((id) => ingredientById(id)?.name ?? id);

/**
 * SPEC §3 "Custom bowl (cart)": id custom-bowl-{timestamp}, the chosen parts by name (greens & veggies are the warm
 * veg, toppings the cold crunch), total price and nutrition, badges. Call it only with a complete bowl.
 */
export function toCustomBowl(selections: Selections, countryTheme: string | null, now: number): CustomBowl {
  return {
    id: `custom-bowl-${now}`,
    baseBowl: null,
    countryTheme,
    base: names(selections.base)[0] ?? '',
    proteins: names(selections.protein),
    sauce: names(selections.sauces_dressings)[0] ?? null,
    warmVeg: names(selections.greens_veggies),
    coldCrunch: names(selections.toppings),
    extras: names(selections.extras),
    totalPriceCents: customBowlPriceCents(selections),
    surcharges: customBowlSurcharges(selections),
    totalNutrition: bowlNutrition(selections),
    badges: bowlDiets(selections),
    allergens: bowlAllergens(selections),
  };
}

/** The notice shown when a pick is ignored because the step is full. */
export function limitNotice(max: number, noun: string, name: string): string {
  return `You can choose up to ${max} ${noun}. Remove one to add ${name}.`;
}
