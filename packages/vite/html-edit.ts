// A built page edited the way a browser reads it (parse5, the WHATWG parsing algorithm): the places a build fills in
// are found as elements, then the page's own text is kept around them byte for byte.
import { type DefaultTreeAdapterMap, parse } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttr = (text: string) => escapeText(text).replaceAll('"', '&quot;');

export interface PageFill {
  /** The page's `<title>`'s text, when given. */
  title?: string;
  /** The content of its `<meta name="description">`, when given. */
  description?: string;
  /** HTML put at the end of its head. */
  head?: string;
  /** HTML put in place of `<div id="root">`'s content, when given. */
  root?: string;
  /** A boolean attribute put on `<div id="root">`. */
  rootFlag?: string;
}

/**
 * `html` with the parts given filled in; everything else as it was. Throws when the page lacks a place it is asked to
 * fill (an explicit `</head>`, a `<div id="root">…</div>`, a `<title>`, a `<meta name="description">`).
 */
export function fillPage(html: string, fill: PageFill): string {
  const all = [...elements(parse(html, { sourceCodeLocationInfo: true }))];
  const cuts: { start: number; end: number; text: string }[] = [];
  const place = (what: string, el: Element | undefined) => {
    const at = el?.sourceCodeLocation;
    if (!at) throw new Error(`The page has no ${what} to fill`);
    return at;
  };
  if (fill.title !== undefined) {
    const at = place(
      '<title>',
      all.find((el) => el.tagName === 'title'),
    );
    cuts.push({ start: at.startOffset, end: at.endOffset, text: `<title>${escapeText(fill.title)}</title>` });
  }
  if (fill.description !== undefined) {
    const meta = all.find((el) => el.tagName === 'meta' && attr(el, 'name') === 'description');
    const at = place('<meta name="description">', meta);
    const text = `<meta name="description" content="${escapeAttr(fill.description)}" />`;
    cuts.push({ start: at.startOffset, end: at.endOffset, text });
  }
  if (fill.root !== undefined || fill.rootFlag !== undefined) {
    const root = place(
      '<div id="root">',
      all.find((el) => el.tagName === 'div' && attr(el, 'id') === 'root'),
    );
    if (!root.startTag || !root.endTag) throw new Error('The page has no <div id="root">…</div> to fill');
    if (fill.rootFlag !== undefined) {
      // After its own attributes: before the start tag's `>`.
      const at = root.startTag.endOffset - 1;
      cuts.push({ start: at, end: at, text: ` ${fill.rootFlag}` });
    }
    if (fill.root !== undefined)
      cuts.push({ start: root.startTag.endOffset, end: root.endTag.startOffset, text: fill.root });
  }
  if (fill.head !== undefined) {
    const end = place(
      '<head>',
      all.find((el) => el.tagName === 'head'),
    ).endTag;
    if (!end) throw new Error('The page has no </head> to fill before');
    cuts.push({ start: end.startOffset, end: end.startOffset, text: fill.head });
  }
  cuts.sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const cut of cuts) {
    out += html.slice(at, cut.start) + cut.text;
    at = cut.end;
  }
  return out + html.slice(at);
}

/** Every URL the page's elements name in `src` or `href`, as written. */
export function urlsNamed(html: string): Set<string> {
  const urls = new Set<string>();
  for (const el of elements(parse(html))) {
    for (const name of ['src', 'href']) {
      const value = attr(el, name);
      if (value !== undefined) urls.add(value);
    }
  }
  return urls;
}

/** `html` without its `<link rel="modulepreload">`s, and the URLs they named, in their order. */
export function takeModulePreloads(html: string): { html: string; hrefs: string[] } {
  const links = [...elements(parse(html, { sourceCodeLocationInfo: true }))].filter(
    (el) => el.tagName === 'link' && attr(el, 'rel') === 'modulepreload' && attr(el, 'href') !== undefined,
  );
  let out = '';
  let at = 0;
  for (const link of links) {
    const where = link.sourceCodeLocation;
    if (!where) continue;
    out += html.slice(at, where.startOffset);
    at = where.endOffset;
  }
  return { html: out + html.slice(at), hrefs: links.map((link) => attr(link, 'href') ?? '') };
}
