// Build-time HTML helpers for a remote's pre-rendered pages. The documents themselves (ssr.json, a fragment, the
// names and ids the composer and the browser share) are the contract's: @campus/contract/fragment and dom-ids.
// TypeScript that Node runs as it is (type stripping): read by the build and by the layout server without a build step.

import { MODULES_ELEMENT_ID } from '@campus/contract/dom-ids';
import { type DefaultTreeAdapterMap, parse, parseFragment } from 'parse5';

/**
 * React puts resource hints (`<link rel="preload" as="image">`) first in what it renders; they belong to the head.
 * Read with an HTML parser (the WHATWG algorithm), so an attribute holding `>` or a comment cannot cut a tag.
 */
export function splitLeadingLinks(html: string): { headLinks: string[]; html: string } {
  const nodes = parseFragment(html, { sourceCodeLocationInfo: true }).childNodes;
  const headLinks: string[] = [];
  let end = 0;
  for (const node of nodes) {
    if (!('tagName' in node) || node.tagName !== 'link' || !node.sourceCodeLocation) break;
    headLinks.push(html.slice(node.sourceCodeLocation.startOffset, node.sourceCodeLocation.endOffset));
    end = node.sourceCodeLocation.endOffset;
  }
  return { headLinks, html: html.slice(end) };
}

/**
 * Takes the `<link rel="modulepreload">` tags out of a page and names their files in a JSON list instead, for
 * preload-route.js to fetch after the first paint: on a slow link, thirty scripts downloading beside the stylesheets
 * delay the paint of a page whose content is already in its HTML.
 */
export function deferModulePreloads(html: string) {
  const cuts: { start: number; end: number }[] = [];
  const hrefs: string[] = [];
  let headEnd = -1;
  const walk = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const loc = child.sourceCodeLocation;
      const attr = (name: string) => child.attrs.find((a) => a.name === name)?.value;
      if (child.tagName === 'head' && loc?.endTag) headEnd = loc.endTag.startOffset;
      if (child.tagName === 'link' && attr('rel') === 'modulepreload' && loc && loc.startOffset < headEnd) {
        const href = attr('href');
        if (href) hrefs.push(href);
        cuts.push({ start: loc.startOffset, end: loc.endOffset });
      }
      walk(child);
    }
  };
  walk(parse(html, { sourceCodeLocationInfo: true }));
  if (hrefs.length === 0 || headEnd < 0) return html;
  const list = JSON.stringify(hrefs).replaceAll('<', '\\u003c');
  let out = '';
  let at = 0;
  for (const cut of cuts) {
    out += html.slice(at, cut.start);
    at = cut.end;
  }
  return `${out}${html.slice(at, headEnd)}<script type="application/json" id="${MODULES_ELEMENT_ID}">${list}</script>${html.slice(headEnd)}`;
}
