// The contract between a remote's pre-rendered HTML and the server that composes pages (docs/server.md).
//
// A remote's build writes, next to its remoteEntry.js:
//   ssr.json                  SliceInfoSchema: { release, pages: [address…], server: { module, sha256 }, styles, scripts, … }
//   ssr/<file of address>     FragmentSchema: { release, address, title, description, headLinks, styles, scripts, html }
//   server/render.mjs         its `./routes` for Node, self-contained: `render(address)` → SlicePageSchema for any
//                             address (query states, unknown ids), `release`, `addresses`
//   integrity.json            IntegrityListSchema (integrity.ts)
// `html` is what the remote's `./routes` renders for that address; its own asset URLs start with ASSET_BASE, which the
// composer replaces with the folder the remote is served from (the manifest's entry URL, minus remoteEntry.js).
import * as v from 'valibot';
import { parseJsonWith, parseWith } from './parse.ts';

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

/** The cookie that mirrors the disclaimer's dismissal (kept in localStorage, SPEC §4) so the server can leave it out. */
export const DISCLAIMER_COOKIE = 'disclaimer-dismissed';

/**
 * The one key of an address: its path without trailing slash (case kept: ids are data) and its query sorted, e.g.
 * `/menu?category=sandwiches`. Undefined for addresses no file can stand for (odd characters): those are drawn by the
 * browser, as before.
 */
export function addressKey(pathname: string, search = '') {
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
 * @param key an addressKey
 */
export function fragmentFile(key: string) {
  const [path = '/', query] = key.split('?');
  const name = path === '/' ? '_' : path.slice(1);
  return `ssr/${name}${query ? `@${encodeURIComponent(query).replaceAll('%', '~')}` : ''}.json`;
}

const Strings = v.array(v.string());

/**
 * The HTTP answer a page of a remote stands for, as its render said it (the remote owns its ids; the layout server
 * does not know the catalogue): `200`; `404`, the page's own not-found state (an id the remote does not have); or
 * `301` to `location`, the canonical address of the same page (an id typed in another case) — a path on the site's
 * own origin, never another host.
 */
const PageStatusEntries = {
  status: v.optional(v.picklist([200, 301, 404]), 200),
  location: v.optional(v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'a path on this origin'))),
};

/** One pre-rendered page of a remote (`ssr/<file of address>`). */
export const FragmentSchema = v.object({
  release: v.string(),
  address: v.optional(v.string()),
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  /** React's resource hints for the page (`<link rel="preload" as="image">`), for the head. */
  headLinks: v.optional(Strings),
  /** Its stylesheets and module files, relative to the remote's folder. */
  styles: Strings,
  scripts: Strings,
  html: v.string(),
  ...PageStatusEntries,
});

/** A remote's `ssr.json`: what its build pre-rendered and where its server module is. */
export const SliceInfoSchema = v.object({
  release: v.string(),
  pages: Strings,
  /** Missing in releases built before server modules. */
  server: v.optional(v.object({ module: v.string(), sha256: v.string() })),
  styles: Strings,
  scripts: Strings,
  /** The path patterns its route table owns (the manifest line's `routes`), from its server module. */
  routes: v.optional(Strings),
  /** What its `./routes` module exports, by name: `typeof` each export (from the server build of the same source). */
  exports: v.optional(v.record(v.string(), v.string())),
  /** The stored cart's key and schema version its code was built with (@campus/stores/storage). */
  cart: v.optional(v.object({ key: v.string(), version: v.number() })),
  /**
   * The query parameters each of its pages reads, by route pattern (`/bowl/:bowlId` → `['country']`): any other
   * parameter changes nothing on the page, so the layout server drops it before an address becomes a cache key or a
   * render (@campus/contract/routes `readAddress`). Missing in releases built before it: every parameter kept.
   */
  queries: v.optional(v.record(v.string(), Strings)),
});

/** What a remote's server module's `render(address)` gives for one address. */
export const SlicePageSchema = v.object({
  html: v.string(),
  headLinks: Strings,
  title: v.optional(v.string(), ''),
  description: v.optional(v.string(), ''),
  ...PageStatusEntries,
});

export type Fragment = v.InferOutput<typeof FragmentSchema>;
export type SliceInfo = v.InferOutput<typeof SliceInfoSchema>;
export type SlicePage = v.InferOutput<typeof SlicePageSchema>;

export const parseFragment = (input: unknown) => parseWith(FragmentSchema, input, 'fragment');
export const parseSliceInfo = (input: unknown) => parseWith(SliceInfoSchema, input, 'ssr.json');
export const parseSliceInfoJson = (text: string) => parseJsonWith(SliceInfoSchema, text, 'ssr.json');
export const parseSlicePage = (input: unknown) => parseWith(SlicePageSchema, input, "a server module's page");
