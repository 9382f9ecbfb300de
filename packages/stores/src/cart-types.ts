// The cart line's types, inferred from the schemas a stored cart is read with (cart-validate.ts): one declaration.
import type * as v from 'valibot';
import type {
  BowlCartPayloadSchema,
  BowlChoiceRowSchema,
  CartItemSchema,
  CustomBowlSchema,
  PlanBundleSchema,
  PlanUpgradeSchema,
  SandwichCartPayloadSchema,
} from './cart-validate';

// The catalogue's own types; cart-validate.test.ts checks that its schemas read exactly these.
export type { Surcharge } from '@campus/catalogue/surcharges';
export type { Nutrition } from '@campus/catalogue/types';

export type BowlChoiceRow = v.InferOutput<typeof BowlChoiceRowSchema>;
/** A signature bowl from the menu, with the proteins and choices the customer picked. */
export type BowlCartPayload = v.InferOutput<typeof BowlCartPayloadSchema>;
/** SPEC §3 "Custom bowl (cart)". */
export type CustomBowl = v.InferOutput<typeof CustomBowlSchema>;
/** A sandwich (or other product) sold on its own. */
export type SandwichCartPayload = v.InferOutput<typeof SandwichCartPayloadSchema>;
export type PlanUpgrade = v.InferOutput<typeof PlanUpgradeSchema>;
/** SPEC §3 "Plan bundle (added to cart)". */
export type PlanBundle = v.InferOutput<typeof PlanBundleSchema>;

export type CartItem = v.InferOutput<typeof CartItemSchema>;

export type CartItemType = CartItem['type'];
