// A served page read the way a browser reads it (parse5, the WHATWG parsing algorithm), for the benches and the tests
// that check the layout server's HTML: they ask for an element and its attributes, never for a substring of markup.
// A class such as `[[data-notice-dismissed]_&]:hidden` holds the word "hidden" without the element being hidden: a
// check that searched the tag's text counted every page without the dismissal cookie as another request's page.

import { parse, parseFragment } from 'parse5';

/** @typedef {import('parse5').DefaultTreeAdapterMap} Tree */
/** @typedef {Tree['element']} Element */
/** @typedef {Tree['childNode'] | Tree['parentNode']} AnyNode */

/** @param {AnyNode} node @returns {node is Element} */
const isElement = (node) => 'tagName' in node;

/** A page's document. @param {string} html */
export const parsePage = (html) => parse(html);

/** Every element under `node` (a template's content included), in document order. @param {AnyNode} node @returns {Generator<Element>} */
export function* elements(node) {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child.tagName === 'template' && 'content' in child ? child.content : child);
  }
}

/** An attribute's value, undefined when the element does not have it. @param {Element} el @param {string} name */
export const attr = (el, name) => el.attrs.find((a) => a.name === name)?.value;

/** The first element under `node` that `test` accepts. @param {AnyNode} node @param {(el: Element) => boolean} test */
export const find = (node, test) => {
  for (const el of elements(node)) if (test(el)) return el;
  return undefined;
};

/** Elements whose text is not shown: their text is not the page's. */
const UNSHOWN = new Set(['script', 'style', 'template', 'noscript']);

/**
 * The text of a node's descendants, joined as they come (no spacing added); that of a script, a style or a template
 * inside it left out (a script's own text, asked for, is its source as sent).
 * @param {AnyNode} node @returns {string}
 */
export function textOf(node) {
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
 * @param {string} html
 */
export function pageText(html) {
  /** @type {string[]} */
  const parts = [];
  /** @param {AnyNode} node */
  const walk = (node) => {
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
 * @param {string} html @returns {'hidden' | 'shown' | 'absent'}
 */
export function noticeState(html) {
  const notice = find(parsePage(html), (el) => el.tagName === 'aside' && attr(el, 'aria-label') === NOTICE_LABEL);
  if (!notice) return 'absent';
  return attr(notice, 'hidden') === undefined ? 'shown' : 'hidden';
}

/**
 * Does the page carry another request's state? It must draw the notice, hidden exactly when its request had the
 * dismissal cookie (a page without the notice is wrong too: the check could not read it).
 * @param {string} html @param {boolean} dismissed
 */
export const hasOtherRequestsState = (html, dismissed) => noticeState(html) !== (dismissed ? 'hidden' : 'shown');

/**
 * The element a Lighthouse snippet quotes (its opening tag, each attribute's value cut at 75 characters with "…"): is
 * there an element of that name in the page with each of the snippet's attributes, at its value (a cut one: at a value
 * that starts so)?
 * @param {string} html @param {string} snippet
 */
export function hasElementQuoted(html, snippet) {
  const [quoted] = parseFragment(snippet).childNodes;
  if (!quoted || !isElement(quoted)) return false;
  /** @param {Element} el */
  const same = (el) =>
    el.tagName === quoted.tagName &&
    quoted.attrs.every(({ name, value }) => {
      const theirs = attr(el, name);
      if (theirs === undefined) return false;
      return value.endsWith('…') ? theirs.startsWith(value.slice(0, -1)) : theirs === value;
    });
  return find(parsePage(html), same) !== undefined;
}
