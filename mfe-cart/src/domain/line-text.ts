import type { CartItem } from '@campus/stores';

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

/** What a line is called in the list, in toasts and in button labels. */
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

/** Only images the site itself could have put there: http(s) or root-relative URLs, or inline SVG/raster data. */
export function safeImageSrc(src: string | undefined): string | undefined {
  if (!src) return undefined;
  return /^(?:https?:\/\/|\/(?!\/)|\.\/|data:image\/(?:png|jpeg|webp|gif|svg\+xml)[;,])/i.test(src) ? src : undefined;
}

/** ["Pop Drink", "Pop Drink", "Kombucha"] → ["Pop Drink ×2", "Kombucha"] (plans allow the same drink twice). */
export function countedList(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => (n > 1 ? `${humanize(v)} ×${n}` : humanize(v)));
}

/** "1 item", "3 items". */
export const itemsText = (n: number): string => `${n} ${n === 1 ? 'item' : 'items'}`;
