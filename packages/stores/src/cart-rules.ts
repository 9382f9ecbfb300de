import type { Cents } from '@campus/catalogue/money';
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

/** Lists of names in a stable order, objects with sorted keys, undefined fields dropped. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    return items.every((v) => typeof v === 'string') ? [...items].sort() : items;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .filter((key) => record[key] !== undefined)
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}

/**
 * What makes two cart lines the same thing: the same kind of item, the same product, the same choices and the same
 * unit price. Ids the builders generate per add (`custom-bowl-{timestamp}`, `plan-1999-{timestamp}`) don't count.
 */
export function lineIdentity(entry: NewCartItem | CartItem): string {
  const { id: _generated, ...withoutId } = entry.item;
  const item = entry.type === 'custom_bowl' || entry.type === 'meal_plan' ? withoutId : entry.item;
  return JSON.stringify([entry.type, canonical(item)]);
}

/**
 * Every add is one more of the item: a new line with quantity 1, or, when the cart already holds the same thing with
 * the same choices, that line one higher (at most MAX_LINE_QUANTITY).
 */
export function addLine(items: readonly CartItem[], entry: NewCartItem, id: string = newCartId()): CartItem[] {
  const key = lineIdentity(entry);
  const same = items.find((line) => lineIdentity(line) === key);
  if (same) {
    return items.map((line) =>
      line === same ? { ...line, quantity: Math.min(line.quantity + 1, MAX_LINE_QUANTITY) } : line,
    );
  }
  return [...items, { ...entry, id, quantity: 1 } as CartItem];
}

/**
 * `added` after `lines`, each as an add of its quantity: a line of the same thing (lineIdentity) is raised by it (at
 * most MAX_LINE_QUANTITY), anything else comes last. For lines added while the stored ones were being read.
 */
export function joinLines(lines: readonly CartItem[], added: readonly CartItem[]): CartItem[] {
  let out = [...lines];
  for (const line of added) {
    const key = lineIdentity(line);
    const same = out.find((l) => lineIdentity(l) === key);
    out = same
      ? out.map((l) => (l === same ? { ...l, quantity: Math.min(l.quantity + line.quantity, MAX_LINE_QUANTITY) } : l))
      : [...out, line];
  }
  return out;
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
