import { extendTailwindMerge } from 'tailwind-merge';

/**
 * The design tokens' own utilities (tokens.css), so tailwind-merge knows their kind: `text-title` is a font size (not a
 * colour, which would drop it beside `text-ink`), `rounded-card` a radius, `shadow-card` a shadow.
 */
const CONFIG = {
  extend: {
    theme: {
      text: ['display', 'title'],
      radius: ['card'],
      shadow: ['card', 'raised'],
      animate: ['reveal', 'toast-in', 'slide-in'],
    },
  },
};

type Merge = ReturnType<typeof extendTailwindMerge>;

/**
 * Where the page keeps its merge functions, one per configuration. tailwind-merge builds its tables on a merge
 * function's first call (~10 ms on this machine, ~50 ms at CPU ×4), and every slice bundles its own copy of
 * this module: without the one place, the shell and the page's slice each built them, inside one of React's slices of
 * adopting the page, which became a long task. A slice built with other tokens gets a function of its own.
 */
const PAGE_MERGES = Symbol.for('campus.cn.merges');

/** This copy's merge function, taken from the page's (or made there) on first use: no work while the module loads. */
let merge: Merge | undefined;

function pageMerge(): Merge {
  if (merge) return merge;
  const scope = globalThis as { [PAGE_MERGES]?: Map<string, Merge> };
  scope[PAGE_MERGES] ??= new Map();
  const key = JSON.stringify(CONFIG);
  merge = scope[PAGE_MERGES].get(key);
  if (!merge) {
    merge = extendTailwindMerge(CONFIG);
    scope[PAGE_MERGES].set(key, merge);
  }
  return merge;
}

/**
 * Joins class names, skipping falsy ones; when two classes set the same thing, the later one wins (a caller's `px-4`
 * beats a variant's `px-5`), whatever their order in the stylesheet.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return pageMerge()(parts.filter(Boolean).join(' '));
}

/**
 * Builds the merge tables now, so the first cn() of a render does not: called in a task of its own before React adopts
 * the page (`adoptServerHtml`, shell/src/app/adopt.ts).
 */
export function prepareCn(): void {
  pageMerge()('');
}
