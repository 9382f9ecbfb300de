import type { Cents } from '@campus/catalogue/money';
import { drinkUpgradeCents, POP_DRINK_ID, POP_DRINK_PRICE_CENTS } from '@campus/catalogue/prices';
import type { AllergenId } from '@campus/catalogue/types';
import type { Nutrition } from '@campus/stores';

/** What the cart shows for every line: an option's nutrition and allergens, from the catalogue. */
export interface OptionFacts {
  nutrition?: Nutrition;
  allergens?: AllergenId[];
}

/** SPEC §3 "Sandwich option". */
export interface SandwichOption extends OptionFacts {
  id: string;
  title: string;
  description: string;
  image: string;
  badges: string[];
}

/** SPEC §3 "Drink option": ids include pop-drink, kombucha and iced-coffee. */
export interface DrinkOption extends OptionFacts {
  id: string;
  title: string;
  description: string;
  priceCents: Cents;
  image?: string;
}

/** SPEC §3 "Snack option". */
export interface SnackOption extends OptionFacts {
  id: string;
  title: string;
  description: string;
  image?: string;
}

/** SPEC §3 "Traditional bowl option", flattened from the country catalogue. */
export interface TraditionalBowlOption extends OptionFacts {
  id: string;
  name: string;
  description: string;
  cover: string;
  diet: string[];
  countryId: string;
  countryName: string;
  flag: string;
}

/** Everything a builder offers; the pages pass the real catalogue, tests pass small fixtures. */
export interface PlanOptions {
  sandwiches: SandwichOption[];
  drinks: DrinkOption[];
  snacks: SnackOption[];
  bowls: TraditionalBowlOption[];
}

export { isPremiumDrink, POP_DRINK_ID, PREMIUM_DRINK_IDS } from '@campus/catalogue/prices';

/** Kombucha and iced coffee cost their price minus the pop drink's price; every other drink is included. */
export function upgradeCostCents(drink: DrinkOption, popDrinkPriceCents: Cents): Cents {
  return drinkUpgradeCents(drink, popDrinkPriceCents);
}

/** The extra shown on a drink card: its price minus the pop drink's (0 for included drinks). */
export function displayedExtraCents(drink: DrinkOption): Cents {
  return drinkUpgradeCents(drink);
}

/** The pop drink's price from the options (the catalogue's pop price when the options lack it). */
export function popDrinkPriceCents(drinks: readonly DrinkOption[]): Cents {
  return drinks.find((d) => d.id === POP_DRINK_ID)?.priceCents ?? POP_DRINK_PRICE_CENTS;
}
