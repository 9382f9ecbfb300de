// A page's first screen, drawn in one frame. TypeScript that Node runs as it is: the layout server and the single
// bundle's pre-render put the head's link; @campus/ui/first-screen-end renders the element it names.

import { FIRST_SCREEN_END_ID } from '@campus/contract/dom-ids';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

/**
 * Id of the empty element a page renders right after its first screen (its largest element above it). Chromium draws
 * nothing before the element a `<link rel="expect" blocking="render">` names is in the document — it lets rendering go
 * when the element is inserted, not at its end tag — so the first frame holds all that comes before it.
 */
export { FIRST_SCREEN_END_ID };

export type AnyNode = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['parentNode'];

/** Does an element under `node` have the id? */
const hasId = (node: AnyNode, id: string): boolean =>
  'childNodes' in node &&
  node.childNodes.some(
    (child) => 'tagName' in child && (child.attrs.some((a) => a.name === 'id' && a.value === id) || hasId(child, id)),
  );

/**
 * The head's link that holds the first frame until the page's first screen is parsed, when the page's HTML has the
 * element that ends its first screen; an empty string otherwise (the page waits only for `<main>`, as index.html
 * says). Parses the HTML: a caller on a request's path keeps the answer with the HTML it read it from.
 * `html`: the page's body, or the part of it the slice drew.
 */
export function firstScreenExpect(html: string): string {
  // Without the id's text anywhere (a not-found state, a short page), no element has it: nothing to parse.
  return html.includes(FIRST_SCREEN_END_ID) && hasId(parseFragment(html), FIRST_SCREEN_END_ID)
    ? `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`
    : '';
}
