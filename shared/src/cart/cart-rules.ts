import type { Cents } from '../domain/money';
import type { BowlCartPayload, CartItem, CustomBowl, PlanBundle, SandwichCartPayload } from './cart-types';

/** SPEC §4 Cart: pure rules; the store only calls these. */

/** The most of one line a customer can order; stored data above it is read back as this. */
export const MAX_LINE_QUANTITY = 99;

let sequence = 0;
export function newCartId(now: number = Date.now()): string {
  sequence = (sequence + 1) % 1_000_000;
  return `cart-${now.toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

export function unitPriceCents(line: CartItem): Cents {
  switch (line.type) {
    case 'bowl':
    case 'sandwich':
    case 'meal_plan':
      return line.item.priceCents;
    case 'custom_bowl':
      return line.item.totalPriceCents;
  }
}

/** Line total: the unit price is kept and the total rescales with the quantity. */
export function lineTotalCents(line: CartItem): Cents {
  return unitPriceCents(line) * line.quantity;
}

export function cartTotalCents(items: readonly CartItem[]): Cents {
  return items.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

export type NewCartItem =
  | { type: 'bowl'; item: BowlCartPayload }
  | { type: 'custom_bowl'; item: CustomBowl }
  | { type: 'sandwich'; item: SandwichCartPayload }
  | { type: 'meal_plan'; item: PlanBundle };

/** Every add puts one line with quantity 1. */
export function addLine(items: readonly CartItem[], entry: NewCartItem, id: string = newCartId()): CartItem[] {
  return [...items, { ...entry, id, quantity: 1 } as CartItem];
}

/** The generic add: a bowl if the item has a name, otherwise a sandwich. */
export function classifyGeneric(item: BowlCartPayload | SandwichCartPayload): NewCartItem {
  return 'name' in item && typeof item.name === 'string'
    ? { type: 'bowl', item: item as BowlCartPayload }
    : { type: 'sandwich', item: item as SandwichCartPayload };
}

export function removeLine(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

/** 0 or less removes the line; otherwise the quantity is set (whole numbers, at most MAX_LINE_QUANTITY). */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (Number.isNaN(quantity) || quantity <= 0) return removeLine(items, id);
  const whole = Math.min(Math.floor(quantity), MAX_LINE_QUANTITY);
  if (whole <= 0) return removeLine(items, id);
  return items.map((line) => (line.id === id ? { ...line, quantity: whole } : line));
}

/** Put a removed line back where it was (for Undo). */
export function restoreLine(items: readonly CartItem[], line: CartItem, index: number): CartItem[] {
  if (items.some((l) => l.id === line.id)) return [...items];
  const at = Math.max(0, Math.min(index, items.length));
  return [...items.slice(0, at), line, ...items.slice(at)];
}
