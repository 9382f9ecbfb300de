// A page's first screen, drawn in one frame. Plain JS: the layout server and the single bundle's pre-render put the
// head's link; @campus/ui/first-screen-end renders the element it names.

import { FIRST_SCREEN_END_ID } from '@campus/contract/dom-ids';

/**
 * Id of the empty element a page renders right after its first screen (its largest element above it). Chromium draws
 * nothing before the element a `<link rel="expect" blocking="render">` names is in the document — it lets rendering go
 * when the element is inserted, not at its end tag — so the first frame holds all that comes before it.
 */
export { FIRST_SCREEN_END_ID };

/**
 * The head's link that holds the first frame until the page's first screen is parsed, when the page's HTML names the
 * end of its first screen; an empty string otherwise (the page waits only for `<main>`, as index.html says).
 * @param {string} html the page's body, or the part of it the slice drew
 * @returns {string}
 */
export function firstScreenExpect(html) {
  return html.includes(` id="${FIRST_SCREEN_END_ID}"`)
    ? `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`
    : '';
}
