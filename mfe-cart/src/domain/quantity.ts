import { MAX_LINE_QUANTITY } from '@campus/stores/cart-rules';
/** The cart page's quantity control: minus never goes below 1 (remove deletes a line), plus stops at the cart's cap. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = MAX_LINE_QUANTITY;

export const canDecrease = (quantity: number): boolean => quantity > MIN_QUANTITY;
export const canIncrease = (quantity: number): boolean => quantity < MAX_QUANTITY;

/** The quantity after pressing minus (-1) or plus (+1), kept inside the limits. */
export function steppedQuantity(quantity: number, step: -1 | 1): number {
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, quantity + step));
}
