// The HTML the layout server puts a page together from, read with an HTML parser (parse5, the WHATWG parsing
// algorithm) rather than searched with regular expressions: the shell's index.html is parsed once per version into
// the places a page fills in (its title, its description, the end of its head, the root's content) and the module
// preloads it lists; the shell's render (its leading resource hints, the slice's place) and a remote's head links are
// parsed before they are used.

import { MODULES_ELEMENT_ID } from '@campus/contract/dom-ids';
import { SLOT_MARKER } from '@campus/contract/fragment';
import { type DefaultTreeAdapterMap, parse, parseFragment, serializeOuter } from 'parse5';

type Tree = DefaultTreeAdapterMap;
type Element = Tree['element'];
type AnyNode = Tree['childNode'] | Tree['parentNode'];

const escapeText = (text: unknown) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttr = (text: unknown) => escapeText(text).replaceAll('"', '&quot;');

const isElement = (node: AnyNode): node is Element => 'tagName' in node;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** Every element under `node`, in document order. */
function* elements(node: AnyNode): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child.tagName === 'template' && 'content' in child ? child.content : child);
  }
}

type Cut = { start: number; end: number; fill: (page: PageParts) => string };
/**
 * `importMap`: the page's `<script type="importmap">`: its JSON `text`, and the hashes it lists by URL (`integrity`,
 * for the module preloads); `integrity`: hashes by script URL, for the template's own `<script src>`s; `beforeRoot`:
 * HTML outside the shell's root (the preview banner: the shell's render never sees it)
 */
export type PageParts = {
  title?: string;
  description?: string;
  head: string;
  root: string;
  modules: readonly string[];
  importMap?: { text: string; integrity: Readonly<Record<string, string>> };
  integrity?: Readonly<Record<string, string>>;
  beforeRoot?: string;
};

/**
 * The files a browser must ask the server for on every visit (outside an `assets/` folder, so not named by their hash:
 * a remote's `remoteEntry.js`) ahead of the rest, otherwise in order. On a repeat visit every other file is in the
 * browser's cache, and the entry's round trip is the one wait left before the slice can start: hinted in page order
 * (twentieth), it goes out ~700 ms after the first paint on a slow phone.
 */
function askedEveryVisitFirst(files: string[]) {
  const hashed = (file: string) => /\/assets\//.test(new URL(file, 'http://x').pathname);
  return [...files.filter((f) => !hashed(f)), ...files.filter(hashed)];
}

/**
 * The shell's index.html as a template: `fill(parts)` gives the page with the title and description (when given),
 * `head` before `</head>`, `root` as the root element's content, and the module files to fetch after the first paint
 * (the template's own `<link rel="modulepreload">`s, taken out, then `parts.modules`; files not named by their hash
 * first) as a JSON list there too; the
 * import map (when given) before the head's first script, so it is in force before any module is fetched.
 */
export function readTemplate(html: string) {
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(doc)];
  const head = all.find((el) => el.tagName === 'head');
  const root = all.find((el) => el.tagName === 'div' && attr(el, 'id') === 'root');
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset;
  const rootStart = root?.sourceCodeLocation?.startTag?.endOffset;
  const rootEnd = root?.sourceCodeLocation?.endTag?.startOffset;
  if (headEnd === undefined || rootStart === undefined || rootEnd === undefined) {
    throw new Error('index.html needs a <head>…</head> and a <div id="root">…</div>');
  }
  const cuts: Cut[] = [];
  const inHead = head ? [...elements(head)] : [];
  const title = inHead.find((el) => el.tagName === 'title');
  if (title?.sourceCodeLocation) {
    const { startOffset, endOffset } = title.sourceCodeLocation;
    const own = html.slice(startOffset, endOffset);
    cuts.push({
      start: startOffset,
      end: endOffset,
      fill: (p) => (p.title ? `<title>${escapeText(p.title)}</title>` : own),
    });
  }
  const description = inHead.find((el) => el.tagName === 'meta' && attr(el, 'name') === 'description');
  if (description?.sourceCodeLocation) {
    const { startOffset, endOffset } = description.sourceCodeLocation;
    const own = html.slice(startOffset, endOffset);
    cuts.push({
      start: startOffset,
      end: endOffset,
      fill: (p) => (p.description ? `<meta name="description" content="${escapeAttr(p.description)}" />` : own),
    });
  }
  const firstScript = inHead.find(
    (el) => el.tagName === 'script' || (el.tagName === 'link' && attr(el, 'rel') === 'modulepreload'),
  );
  const mapAt = firstScript?.sourceCodeLocation?.startOffset ?? headEnd;
  cuts.push({
    start: mapAt,
    end: mapAt,
    fill: (p) => (p.importMap ? `<script type="importmap">${p.importMap.text}</script>` : ''),
  });
  // The template's own scripts carry their hash as an attribute too: classic ones because an import map covers modules
  // only, module ones because the browser's preload scanner fetches them before the import map applies and (Chromium)
  // would not reuse that response for a fetch with other integrity metadata — each was downloaded twice.
  for (const el of all) {
    const src = attr(el, 'src');
    if (el.tagName !== 'script' || !src || attr(el, 'integrity') !== undefined) continue;
    const start = el.sourceCodeLocation?.startOffset;
    if (start === undefined || (start >= rootStart && start < rootEnd)) continue;
    const at = start + '<script'.length;
    cuts.push({
      start: at,
      end: at,
      fill: (p) => (p.integrity?.[src] ? ` integrity="${escapeAttr(p.integrity[src])}"` : ''),
    });
  }
  const preloads: string[] = [];
  for (const el of inHead) {
    if (el.tagName !== 'link' || attr(el, 'rel') !== 'modulepreload' || !el.sourceCodeLocation) continue;
    const href = attr(el, 'href');
    if (href) preloads.push(href);
    cuts.push({ start: el.sourceCodeLocation.startOffset, end: el.sourceCodeLocation.endOffset, fill: () => '' });
  }
  cuts.push({
    start: headEnd,
    end: headEnd,
    fill: (p) => {
      const modules = askedEveryVisitFirst([...preloads, ...p.modules]);
      const list = modules.length
        ? `<script type="application/json" id="${MODULES_ELEMENT_ID}">${JSON.stringify(modules).replaceAll('<', '\\u003c')}</script>`
        : '';
      return p.head + list;
    },
  });
  const rootOpen = root?.sourceCodeLocation?.startTag?.startOffset ?? rootStart;
  cuts.push({ start: rootOpen, end: rootOpen, fill: (p) => p.beforeRoot ?? '' });
  cuts.push({ start: rootStart, end: rootEnd, fill: (p) => p.root });
  const rootClose = root?.sourceCodeLocation?.endTag?.endOffset ?? rootEnd;
  cuts.push({ start: rootClose, end: rootClose, fill: (p) => modulePreloads(preloads, p) });
  // A place to insert before a part cut out at the same offset (the import map before a modulepreload taken out).
  cuts.sort((a, b) => a.start - b.start || a.end - b.end);

  return {
    fill(parts: PageParts) {
      let out = '';
      let at = 0;
      for (const cut of cuts) {
        out += html.slice(at, cut.start) + cut.fill(parts);
        at = cut.end;
      }
      return out + html.slice(at);
    },
  };
}

/**
 * The page's whole module graph (the shell's own files and the slice's), named after the page's content as
 * `<link rel="modulepreload">`s: the browser's preload scanner finds them as the HTML arrives, instead of waiting for
 * the first paint and then for a script to hint them (~0.7 s on a slow phone). After `#root`, so nothing of the first
 * screen waits to be parsed for them; not render-blocking. At low priority: the browser holds them until the head's
 * stylesheets are in (at the default priority, over HTTP/2 they shared the link with the stylesheets and the first
 * paint came ~0.7 s later on a slow phone), then they start, before the first paint. Each carries its hash from the
 * import map: the preload scanner fetches before the import map applies, and Chromium does not reuse a response
 * fetched with other integrity metadata (each file would be downloaded twice). The JSON list stays for
 * preload-route.js, which then finds every file already named.
 * @param own the template's own module preloads
 */
function modulePreloads(own: readonly string[], p: PageParts) {
  const integrity = p.importMap?.integrity ?? {};
  return askedEveryVisitFirst([...new Set([...own, ...p.modules])])
    .map((href) => {
      const hash = integrity[href];
      return `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttr(href)}"${hash ? ` integrity="${escapeAttr(hash)}"` : ''}>`;
    })
    .join('');
}

/**
 * The shell's server render, read once: React's leading resource hints (`<link>`s before anything else; they belong
 * to the head), and its body with the remote's HTML in the slice's container, in place of the text node that is
 * SLOT_MARKER — found as a node, so the same words in an attribute, a comment or a script are not taken for it.
 * `body()` without a part, or for a render without the marker: the body as rendered.
 */
export function readShellRender(html: string): { headLinks: string[]; body: (slice?: string) => string } {
  const nodes = parseFragment(html, { sourceCodeLocationInfo: true }).childNodes;
  const headLinks: string[] = [];
  let start = 0;
  for (const node of nodes) {
    if (!isElement(node) || node.tagName !== 'link' || !node.sourceCodeLocation) break;
    headLinks.push(html.slice(node.sourceCodeLocation.startOffset, node.sourceCodeLocation.endOffset));
    start = node.sourceCodeLocation.endOffset;
  }
  const slot = slotIn(nodes)?.sourceCodeLocation;
  return {
    headLinks,
    body: (slice) =>
      slice === undefined || !slot
        ? html.slice(start)
        : html.slice(start, slot.startOffset) + slice + html.slice(slot.endOffset),
  };
}
/** Elements whose text is not the document's nodes (a marker there is not the slot). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'template']);
/** The text node that is SLOT_MARKER, in document order. */
function slotIn(nodes: AnyNode[]): Tree['textNode'] | undefined {
  for (const node of nodes) {
    if (node.nodeName === '#text' && 'value' in node && node.value === SLOT_MARKER) return node as Tree['textNode'];
    if (isElement(node) && !RAW_TEXT.has(node.tagName)) {
      const found = slotIn(node.childNodes);
      if (found) return found;
    }
  }
  return undefined;
}

/** What a remote's head link may carry: hints for its own files, nothing that runs. */
const LINK_ATTRIBUTES = new Set([
  'rel',
  'href',
  'as',
  'type',
  'media',
  'crossorigin',
  'fetchpriority',
  'imagesrcset',
  'imagesizes',
  'sizes',
  'integrity',
  'referrerpolicy',
]);
const LINK_RELS = new Set(['preload', 'modulepreload', 'prefetch', 'preconnect', 'dns-prefetch', 'stylesheet', 'icon']);

/**
 * A remote's head link (from its pre-rendered page) as the layout server writes it: exactly one `<link>` with a
 * known `rel`, only the attributes a hint needs, re-serialized — anything else (another element, a script, an event
 * attribute, text) is not written at all. `rewrite` maps each URL attribute (href, imagesrcset) first.
 */
export function safeHeadLink(html: string, rewrite: (url: string) => string = (url) => url): string | null {
  const nodes = parseFragment(html).childNodes;
  const [link] = nodes;
  if (nodes.length !== 1 || !link || !isElement(link) || link.tagName !== 'link') return null;
  if (!LINK_RELS.has((attr(link, 'rel') ?? '').toLowerCase())) return null;
  const attrs = link.attrs
    .filter((a) => LINK_ATTRIBUTES.has(a.name))
    .map((a) => (a.name === 'href' || a.name === 'imagesrcset' ? { ...a, value: rewrite(a.value) } : a));
  return serializeOuter({ ...link, attrs, childNodes: [] });
}

/**
 * The bar on every page of a preview, outside the shell's root (hydration never touches it, a client-side navigation
 * keeps it): what is previewed, and a way out. The way out is a form, so it leaves from the address shown now, even
 * after the shell has moved to another page in the browser. Styled inline with the shell's tokens (its stylesheet
 * holds only the classes its own code uses), in the accent, so it is not taken for the demo notice.
 */
export function previewBanner({ remote, release }: { remote: string; release: string }) {
  return (
    '<aside aria-label="Preview" data-preview-banner="" style="display:flex;flex-wrap:wrap;align-items:center;' +
    'justify-content:center;gap:.25rem 1rem;padding:.25rem 1rem;background:var(--color-accent-hover,#9a3412);color:#fff;' +
    'font-size:.875rem;line-height:1.25rem">' +
    `<p style="margin:0">${escapeText(`Preview of ${remote} ${release}`)}<span> — only this browser sees it.</span></p>` +
    '<form method="get" style="margin:0"><button name="preview" value="end" style="min-height:44px;padding:0 1rem;' +
    'border:1px solid #fff;border-radius:9999px;background:transparent;color:#fff;font:inherit;cursor:pointer">' +
    'Leave preview</button></form></aside>'
  );
}

/** The shell's notice (shell/src/components/disclaimer-banner.tsx), by its accessible name. */
const NOTICE_LABEL = 'Demo site notice';
/** Pre-rendered pages with the notice hidden, by their HTML (the single bundle's ~80 pages: kept all). */
const noticeHidden = new Map<string, string>();

/**
 * A pre-rendered page (the single bundle's, served as a file) as drawn for a request that dismissed the notice: the
 * `hidden` attribute put on the notice's element, found by the parser; the page as it is when it has none. Kept per
 * page, so a page is parsed once.
 */
export function withNoticeHidden(html: string) {
  const kept = noticeHidden.get(html);
  if (kept !== undefined) return kept;
  const notice = [...elements(parse(html, { sourceCodeLocationInfo: true }))].find(
    (el) => el.tagName === 'aside' && attr(el, 'aria-label') === NOTICE_LABEL && attr(el, 'hidden') === undefined,
  );
  const end = notice?.sourceCodeLocation?.startTag?.endOffset;
  const hidden = end === undefined ? html : `${html.slice(0, end - 1)} hidden=""${html.slice(end - 1)}`;
  if (noticeHidden.size >= 200) noticeHidden.delete(noticeHidden.keys().next().value ?? '');
  noticeHidden.set(html, hidden);
  return hidden;
}
