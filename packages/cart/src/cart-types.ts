import type { Cents } from '@campus/catalogue/money';
import type { Surcharge } from '@campus/catalogue/surcharges';
import type { Nutrition } from '@campus/catalogue/types';

export type { Nutrition, Surcharge };

export interface BowlChoiceRow {
  group: string;
  names: string[];
}

/** A signature bowl from the menu, with the proteins and choices the customer picked. */
export interface BowlCartPayload {
  id: string;
  name: string;
  countryId?: string;
  /** Names of the chosen proteins; the first is free. */
  proteins: string[];
  /** The bowl's other choices, one row per option group ("Base": ["Brown rice"]). */
  choices?: BowlChoiceRow[];
  /** Unit price: the bowl's price plus its surcharges. */
  priceCents: Cents;
  /** What it costs above the bowl's price (a premium base, extra proteins), as the cart lists them. */
  surcharges?: Surcharge[];
  image?: string;
  nutrition?: Nutrition;
  allergens?: string[];
  diet?: string[];
}

/** SPEC §3 "Custom bowl (cart)". */
export interface CustomBowl {
  id: string;
  baseBowl: string | null;
  countryTheme: string | null;
  base: string;
  proteins: string[];
  sauce: string | null;
  warmVeg: string[];
  coldCrunch: string[];
  extras: string[];
  totalPriceCents: Cents;
  /** What it costs above the custom bowl's starting price (extra proteins, extras), as the cart lists them. */
  surcharges?: Surcharge[];
  totalNutrition: Nutrition;
  badges: string[];
  allergens?: string[];
}

/** A sandwich (or other product) sold on its own. */
export interface SandwichCartPayload {
  id: string;
  title: string;
  priceCents: Cents;
  image?: string;
  nutrition?: Nutrition;
  allergens?: string[];
  /** Ingredients the customer asked to leave out ("Tomato"), from the product page's Customize. */
  leaveOut?: string[];
}

export interface PlanUpgrade {
  type: 'drink_upgrade';
  item: string;
  costCents: Cents;
}

/** SPEC §3 "Plan bundle (added to cart)". */
export interface PlanBundle {
  id: string;
  title: string;
  type: 'meal_plan';
  priceCents: Cents;
  components: {
    sandwich: string;
    traditionalBowl?: string;
    drinks: string[];
    snacks: string[];
    upgrades: PlanUpgrade[];
  };
  description: string;
  /** The bundle's parts added up (sandwich, traditional bowl, drinks, snacks). */
  nutrition?: Nutrition;
  /** Every allergen of its parts, once each. */
  allergens?: string[];
}

interface CartLineBase {
  /** Client-generated, prefixed `cart-`. */
  id: string;
  quantity: number;
}

export type CartItem =
  | (CartLineBase & { type: 'bowl'; item: BowlCartPayload })
  | (CartLineBase & { type: 'custom_bowl'; item: CustomBowl })
  | (CartLineBase & { type: 'sandwich'; item: SandwichCartPayload })
  | (CartLineBase & { type: 'meal_plan'; item: PlanBundle });

export type CartItemType = CartItem['type'];
