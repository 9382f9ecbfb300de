// The contract between a remote's pre-rendered HTML and the server that composes pages (serve.mjs, docs/deploy.md).
// Plain JS: read by serve.mjs (Node, no build step) and by the build (Vite config, TypeScript through fragments.d.mts).
//
// A remote's build writes, next to its remoteEntry.js:
//   ssr.json                  { release, pages: [address…], server: { module, sha256 }, styles: [css…], scripts: [js…] }
//   ssr/<file of address>     { release, address, title, description, headLinks, styles, scripts, html }
//   server/render.mjs         its `./routes` for Node, self-contained: `render(address)` → { html, headLinks, title,
//                             description } for any address (query states, unknown ids), `release`, `addresses`
// `html` is what the remote's `./routes` renders for that address; its own asset URLs start with ASSET_BASE, which the
// composer replaces with the folder the remote is served from (the manifest's entry URL, minus remoteEntry.js).

import { parse, parseFragment } from 'parse5';

/** Stands for "the folder this remote is served from" in pre-rendered HTML (never a real host: `.invalid`). */
export const ASSET_BASE = 'https://remote-folder.invalid/';

/**
 * A remote's releases (`npm run release -w <remote>`): immutable folders named by the hash of their files, kept in
 * `<remote>/releases/<hash>/` and served by its host under `/releases/<hash>/` (the manifest's entry points there).
 */
export const RELEASES_DIR = 'releases';

/** Where a remote's server module is, relative to its folder (named in its ssr.json with its SHA-256). */
export const SERVER_MODULE = 'server/render.mjs';

/** The text the shell's server render leaves where the remote's HTML goes (inside the slice's container). */
export const SLOT_MARKER = 'campus:remote-slot';

/** Digest of the Suspense boundary the shell's server leaves for the browser to draw (no HTML from the remote). */
export const CLIENT_RENDER_DIGEST = 'campus:client-render';

/**
 * The one key of an address: its path without trailing slash (case kept: ids are data) and its query sorted, e.g.
 * `/menu?category=sandwiches`. Undefined for addresses no file can stand for (odd characters): those are drawn by the
 * browser, as before.
 * @param {string} pathname @param {string} [search]
 */
export function addressKey(pathname, search = '') {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!/^(\/[A-Za-z0-9._~-]+)*\/?$/.test(path) || /(^|\/)\.\.?(\/|$)/.test(path)) return undefined;
  const params = new URLSearchParams(search);
  params.sort();
  const query = params.toString();
  if (query && !/^[A-Za-z0-9._~=&%-]+$/.test(query)) return undefined;
  return query ? `${path}?${query}` : path;
}

/**
 * Where a remote keeps the fragment of an address (relative to its folder): `ssr/menu/country/jp.json`,
 * `/` is `ssr/_.json`; a query becomes `@query` before `.json` (% written as ~).
 * @param {string} key an addressKey
 */
export function fragmentFile(key) {
  const [path = '/', query] = key.split('?');
  const name = path === '/' ? '_' : path.slice(1);
  return `ssr/${name}${query ? `@${encodeURIComponent(query).replaceAll('%', '~')}` : ''}.json`;
}

/** Id of the JSON the composer writes into the page for the shell's first render (shell/src/remotes/boot.ts). */
export const BOOT_ELEMENT_ID = 'campus-boot';

/** The cookie that mirrors the disclaimer's dismissal (kept in localStorage, SPEC §4) so the server can leave it out. */
export const DISCLAIMER_COOKIE = 'disclaimer-dismissed';

/**
 * React puts resource hints (`<link rel="preload" as="image">`) first in what it renders; they belong to the head.
 * Read with an HTML parser (the WHATWG algorithm), so an attribute holding `>` or a comment cannot cut a tag.
 * @param {string} html
 * @returns {{ headLinks: string[], html: string }}
 */
export function splitLeadingLinks(html) {
  const nodes = parseFragment(html, { sourceCodeLocationInfo: true }).childNodes;
  const headLinks = [];
  let end = 0;
  for (const node of nodes) {
    if (!('tagName' in node) || node.tagName !== 'link' || !node.sourceCodeLocation) break;
    headLinks.push(html.slice(node.sourceCodeLocation.startOffset, node.sourceCodeLocation.endOffset));
    end = node.sourceCodeLocation.endOffset;
  }
  return { headLinks, html: html.slice(end) };
}

/** Id of the JSON list of module files a served page will need, fetched once it has painted (preload-route.js). */
export const MODULES_ELEMENT_ID = 'campus-modules';

/**
 * Takes the `<link rel="modulepreload">` tags out of a page and names their files in a JSON list instead, for
 * preload-route.js to fetch after the first paint: on a slow link, thirty scripts downloading beside the stylesheets
 * delay the paint of a page whose content is already in its HTML.
 * @param {string} html
 */
export function deferModulePreloads(html) {
  /** @type {{ start: number, end: number }[]} */
  const cuts = [];
  const hrefs = [];
  let headEnd = -1;
  /** @param {import('parse5').DefaultTreeAdapterMap['parentNode']} node */
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const loc = child.sourceCodeLocation;
      const attr = (/** @type {string} */ name) => child.attrs.find((a) => a.name === name)?.value;
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

/**
 * Every app's build writes this file into its folder (packages/build/integrity.ts): `{ "<path relative to the
 * folder>": "sha384-<base64>" }` for each JS module file a browser may load from it. The layout server puts these
 * hashes, for the shell and every remote the manifest lists, into the page's import map (`integrity`), so a browser
 * refuses a module whose bytes differ from what the team built.
 */
export const INTEGRITY_FILE = 'integrity.json';
