import { COUNTRIES } from '@campus/catalogue/countries';
import { productDiets } from '@campus/catalogue/facts';
import { DRINKS, SANDWICHES, SNACKS } from '@campus/catalogue/products';
import type { Country, Product } from '@campus/catalogue/types';
import type { DrinkOption, PlanOptions, SnackOption, TraditionalBowlOption } from './plan-options';

/** The builders' options from the shared catalogue (SPEC §3 option shapes). */

const facts = (p: Product) => ({ nutrition: p.nutrition, allergens: [...p.allergens] });

export function toDrinkOption(p: Product): DrinkOption {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    priceCents: p.priceCents,
    image: p.image,
    ...facts(p),
  };
}

export function toSnackOption(p: Product): SnackOption {
  return { id: p.id, title: p.title, description: p.description, image: p.image, ...facts(p) };
}

/** Every bowl of every country, with its country's name and flag. */
export function flattenBowls(countries: readonly Country[]): TraditionalBowlOption[] {
  return countries.flatMap((country) =>
    country.bowls.map((bowl) => ({
      id: bowl.id,
      name: bowl.name,
      description: bowl.description,
      cover: bowl.cover,
      diet: [...bowl.diet],
      countryId: country.id,
      countryName: country.name,
      flag: country.flag,
      nutrition: bowl.nutrition,
      allergens: [...bowl.allergens],
    })),
  );
}

export const PLAN_OPTIONS: PlanOptions = {
  sandwiches: SANDWICHES.map((p) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    image: p.image,
    badges: productDiets(p),
    ...facts(p),
  })),
  drinks: DRINKS.map(toDrinkOption),
  snacks: SNACKS.map(toSnackOption),
  bowls: flattenBowls(COUNTRIES),
};
