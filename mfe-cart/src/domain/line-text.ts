import { humanize } from '@campus/stores/cart-text';

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
