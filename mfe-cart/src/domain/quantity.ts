/** The cart page's quantity control: minus never goes below 1 (remove deletes a line), plus stops at 99. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export const canDecrease = (quantity: number): boolean => quantity > MIN_QUANTITY;
export const canIncrease = (quantity: number): boolean => quantity < MAX_QUANTITY;

/** The quantity after pressing minus (-1) or plus (+1), kept inside the limits. */
export function steppedQuantity(quantity: number, step: -1 | 1): number {
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, quantity + step));
}
