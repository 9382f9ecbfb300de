import { extendTailwindMerge } from 'tailwind-merge';

/**
 * The design tokens' own utilities (tokens.css), so tailwind-merge knows their kind: `text-title` is a font size (not a
 * colour, which would drop it beside `text-ink`), `rounded-card` a radius, `shadow-card` a shadow.
 */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'title'],
      radius: ['card'],
      shadow: ['card', 'raised'],
      animate: ['reveal', 'toast-in', 'slide-in'],
    },
  },
});

/**
 * Joins class names, skipping falsy ones; when two classes set the same thing, the later one wins (a caller's `px-4`
 * beats a variant's `px-5`), whatever their order in the stylesheet.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return merge(parts.filter(Boolean).join(' '));
}
