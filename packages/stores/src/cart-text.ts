import type { CartItem } from './cart-types';

/**
 * Other slices put ids or names in the cart ("basmati-rice" or "Basmati rice"). Slugs become readable words;
 * anything else is kept as written.
 */
export function humanize(value: string): string {
  const text = value.trim();
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(text)) return text;
  const words = text.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "north-america" → "North America" (theme and country names). */
export function titleCase(value: string): string {
  return humanize(value)
    .split(' ')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** What a line is called in the cart's list, in toasts and in button labels, and in the store's own notices. */
export function lineName(line: CartItem): string {
  switch (line.type) {
    case 'bowl':
      return line.item.name;
    case 'custom_bowl':
      return line.item.countryTheme ? `Custom ${titleCase(line.item.countryTheme)} Bowl` : 'Custom Bowl';
    case 'sandwich':
      return line.item.title;
    case 'meal_plan':
      return line.item.title;
  }
}
