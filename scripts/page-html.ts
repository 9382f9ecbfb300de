// A served page read the way a browser reads it (parse5, the WHATWG parsing algorithm), for the benches and the tests
// that check the layout server's HTML: they ask for an element and its attributes, never for a substring of markup.
// A class such as `[[data-notice-dismissed]_&]:hidden` holds the word "hidden" without the element being hidden: a
// check that searched the tag's text counted every page without the dismissal cookie as another request's page.

import { type DefaultTreeAdapterMap, parse, parseFragment } from 'parse5';

export type Tree = DefaultTreeAdapterMap;
export type Element = Tree['element'];
export type AnyNode = Tree['childNode'] | Tree['parentNode'];

const isElement = (node: AnyNode): node is Element => 'tagName' in node;

/** A page's document. */
export const parsePage = (html: string) => parse(html);

/** Every element under `node` (a template's content included), in document order. */
export function* elements(node: AnyNode): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child.tagName === 'template' && 'content' in child ? child.content : child);
  }
}

/** An attribute's value, undefined when the element does not have it. */
export const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** The first element under `node` that `test` accepts. */
export const find = (node: AnyNode, test: (el: Element) => boolean) => {
  for (const el of elements(node)) if (test(el)) return el;
  return undefined;
};

/** Elements whose text is not shown: their text is not the page's. */
const UNSHOWN = new Set(['script', 'style', 'template', 'noscript']);

/**
 * The text of a node's descendants, joined as they come (no spacing added); that of a script, a style or a template
 * inside it left out (a script's own text, asked for, is its source as sent).
 */
export function textOf(node: AnyNode): string {
  return ('childNodes' in node ? node.childNodes : [])
    .map((child) => {
      if ('value' in child && child.nodeName === '#text') return child.value;
      return isElement(child) && UNSHOWN.has(child.tagName) ? '' : textOf(child);
    })
    .join('');
}

/**
 * A page's shown text as one line: each text node's, a space between them (so words in neighbouring elements stay
 * apart), runs of white space as one.
 */
export function pageText(html: string) {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if ('value' in node && node.nodeName === '#text') parts.push(node.value);
    else if (!isElement(node) || !UNSHOWN.has(node.tagName))
      for (const c of 'childNodes' in node ? node.childNodes : []) walk(c);
  };
  walk(parsePage(html));
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The demo site's notice (shell/src/components/disclaimer-banner.tsx), by its accessible name. */
export const NOTICE_LABEL = 'Demo site notice';

/**
 * The notice's state in a served page: `'hidden'` when its element has the `hidden` attribute, `'shown'` when it does
 * not, `'absent'` when the page has no notice.
 */
export function noticeState(html: string): 'hidden' | 'shown' | 'absent' {
  const notice = find(parsePage(html), (el) => el.tagName === 'aside' && attr(el, 'aria-label') === NOTICE_LABEL);
  if (!notice) return 'absent';
  return attr(notice, 'hidden') === undefined ? 'shown' : 'hidden';
}

/**
 * Does the page carry another request's state? It must draw the notice, hidden exactly when its request had the
 * dismissal cookie (a page without the notice is wrong too: the check could not read it).
 */
export const hasOtherRequestsState = (html: string, dismissed: boolean) =>
  noticeState(html) !== (dismissed ? 'hidden' : 'shown');

/**
 * The element a Lighthouse snippet quotes (its opening tag, each attribute's value cut at 75 characters with "…"): is
 * there an element of that name in the page with each of the snippet's attributes, at its value (a cut one: at a value
 * that starts so)?
 */
export function hasElementQuoted(html: string, snippet: string) {
  const [quoted] = parseFragment(snippet).childNodes;
  if (!quoted || !isElement(quoted)) return false;
  const same = (el: Element) =>
    el.tagName === quoted.tagName &&
    quoted.attrs.every(({ name, value }) => {
      const theirs = attr(el, name);
      if (theirs === undefined) return false;
      return value.endsWith('…') ? theirs.startsWith(value.slice(0, -1)) : theirs === value;
    });
  return find(parsePage(html), same) !== undefined;
}
