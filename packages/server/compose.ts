// The layout server's one job (docs/server.md): for a page request, the shell's HTML with the owning remote's
// pre-rendered HTML in the slice's place — composed when the page is served, from what is live now: the release
// store's manifest (at one revision, which the page names) names the remote and its folder, that folder has the
// fragment. A new remote release is in the very next response after the server switched to its revision; the shell is
// not rebuilt. Anything missing degrades to the browser drawing
// that part (the page as it was before server rendering), never to an error page.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BOOT_ELEMENT_ID } from '@campus/contract/dom-ids';
import { ASSET_BASE, addressKey, DISCLAIMER_COOKIE, fragmentFile } from '@campus/contract/fragment';
import { INTEGRITY_FILE, parseIntegrityList, parseIntegrityListJson } from '@campus/contract/integrity';
import { readAddress, remoteForPath } from '@campus/contract/routes';
import { firstScreenExpect } from '@campus/vite/first-screen.ts';
import { LRUCache } from 'lru-cache';
import { budget, createFragmentCache, createReleaseFileCache } from './fragment-cache.ts';
import { previewBanner, readShellRender, readTemplate, safeHeadLink } from './page-template.ts';
import { linesKey, withLines } from './release-lines.ts';
import { createRemoteRenderer } from './remote-render.ts';

/** How many of a new release's pre-rendered pages are fetched before it is served (its main pages are listed first). */
export const WARMED_PAGES = 40;

/** How many of one release's pages are fetched at a time while warming. */
const WARM_AT_ONCE = 4;

/** The longest a page waits for a remote's part (a pre-rendered page, or one rendered on request) before the browser draws it. */
export const PART_BUDGET_MS = 1500;

/**
 * The composed pages kept, in bytes: their HTML and the compressed forms site.ts keeps beside it (about half the HTML
 * again). ~50 MB: some 500 pages of the largest kind, every listed page of every remote several times over.
 */
export const COMPOSED_BYTES = 48 * 1024 * 1024;

/** What a kept composed page weighs: its HTML at two bytes a character (UTF-16 at worst), and its compressed forms. */
const composedBytes = (/** @type {{ versions: string, page: ComposedPage }} */ kept) => 3 * kept.page.html.length || 1;

/** A number for each text in turn: the same while the text is. */
function versionOf() {
  let last = '';
  let version = 0;
  return (/** @type {string} */ text) => {
    if (text !== last || version === 0) {
      last = text;
      version += 1;
    }
    return version;
  };
}

/** A file read again only when it changed on disk (the manifest is edited in place to switch a release). */
/** @param {string} file */
function watchedText(file) {
  let seen = '';
  let text = '';
  return () => {
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    if (stamp !== seen) {
      text = readFileSync(file, 'utf8');
      seen = stamp;
    }
    return text;
  };
}

/** The one cookie a page depends on: the disclaimer dismissed (SPEC §4). */
const DISMISSED = new RegExp(`(?:^|;\\s*)${DISCLAIMER_COOKIE}=true(?:;|$)`);

const escapeAttr = (/** @type {unknown} */ text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** JSON inside <script type="application/json">: no `</script>` or `<!--` can end it early. */
const scriptJson = (/** @type {unknown} */ value) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/** @typedef {import('@campus/contract/integrity').IntegrityList} IntegrityList */

/**
 * The page's import map: `integrity` for every module file of the shell (by path on the page's own origin) and of
 * each listed remote (by absolute URL in its folder), so the browser refuses one whose bytes are not the built ones —
 * for `<script type=module>`, `import()` (the federation runtime's loads) and modulepreload alike.
 * @param {IntegrityList | null} shell @param {{ base: URL, list: IntegrityList }[]} remotes
 */
export function importMapText(shell, remotes) {
  /** @type {Record<string, string>} */
  const integrity = {};
  for (const [path, hash] of Object.entries(shell ?? {})) integrity[`/${path}`] = hash;
  for (const { base, list } of remotes) {
    for (const [path, hash] of Object.entries(list)) integrity[new URL(path, base).href] = hash;
  }
  return scriptJson({ integrity });
}

/** The CSP source that allows exactly this inline script's text. @param {string} text */
export const scriptHashSource = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * @typedef {import('./remote-render.ts').PinnedServer} PinnedServer
 * @typedef {import('./fragment-cache.ts').Fragment} Fragment
 * @typedef {{ state: 'html', fragment: Fragment, base: URL, source: object, note?: string }
 *   | { state: 'failed', reason: string } | { state: 'absent' } | { state: 'busy', reason: string }} SlicePart
 * `busy`: its render would wait behind more than its module's queue holds (remote-render.ts)
 * @typedef {SlicePart & { search: string }} ReadPart the part, and the query its page reads (readAddress)
 * @typedef {import('@campus/contract/manifest').RemoteEntry} ManifestEntry
 * @typedef {import('@campus/contract/manifest').Manifest} Manifest
 */

/**
 * The owning remote's HTML for this address, from the folder its manifest entry names: the page its build
 * pre-rendered when it is listed in its `ssr.json` (kept in memory per release: fragment-cache.ts), else (or when
 * that file is lost) the page rendered now by its release's server module. `absent`: a release without a server
 * module, for an address it did not pre-render. The address is first read as its page reads it (`ssr.json`'s
 * `queries`): a query parameter no route reads is dropped, so it makes no new render or cache entry.
 * @param {{ renderer: ReturnType<typeof createRemoteRenderer>, fragments: ReturnType<typeof createFragmentCache> }} parts
 * @param {string} entry
 * @param {import('./remote-render.ts').PinnedServer | undefined} pinned the server module its release names
 * @param {string} pathname @param {string} given the query as requested
 * @returns {Promise<ReadPart>}
 */
async function slicePage({ renderer, fragments }, entry, pinned, pathname, given) {
  let base;
  try {
    base = new URL('./', entry);
  } catch {
    return { state: 'failed', reason: `bad entry ${entry}`, search: given };
  }
  const info = await renderer.info(base);
  const search = readAddress(info?.queries, pathname, given);
  const key = addressKey(pathname, search);
  let listedFailure;
  if (key && info?.pages.includes(key)) {
    const got = await fragments.get(new URL(fragmentFile(key), base).href);
    if (got.state === 'html') return { ...got, base, source: got.fragment, search };
    listedFailure = got.reason;
  }
  if (!info) return { state: 'failed', reason: `no ssr.json at ${base.href}`, search };
  const drawn = await renderer.render(base, pathname + search, pinned);
  if (drawn.state !== 'html') {
    return listedFailure ? { state: 'failed', reason: listedFailure, search } : { ...drawn, search };
  }
  const fragment = {
    release: info.release,
    address: key ?? pathname,
    ...drawn.page,
    styles: info.styles,
    scripts: info.scripts,
  };
  return {
    state: 'html',
    fragment,
    base,
    source: drawn.page,
    note: listedFailure && `${listedFailure}: rendered on request`,
    search,
  };
}

/**
 * @typedef {{ status: number, location?: string, html: string, fallback: boolean, busy?: boolean, note?: string,
 *   scriptHashes: string[], origins: string[], revision: number | null }} ComposedPage
 * `busy`: drawn by the browser because the remote's renders are queued full (a crawler is told 503 instead)
 * `status`: 200; 404 for a path no slice owns or a remote's own not-found state; 301 to `location` (no page)
 * `scriptHashes`: the CSP sources of the page's inline scripts (its import map), for serve.ts's script-src;
 * `origins`: the remotes' origins of the manifest it was composed with (the CSP's other hosts)
 */

/** @typedef {{ revision: number, manifest: Manifest }} LiveManifest what is live, at one revision of the store */

/** The origins a manifest's remotes are served from. @param {Manifest | null} manifest */
function originsOf(manifest) {
  /** @type {Set<string>} */
  const origins = new Set();
  for (const remote of manifest?.remotes ?? []) {
    try {
      origins.add(new URL(String(remote.entry)).origin);
    } catch {}
  }
  return [...origins];
}

/**
 * @param {{ shellDir: string, serverModule: string, live: () => LiveManifest | null, budgetMs?: number,
 *   freshMs?: number, localPin?: (entry: string) => PinnedServer | undefined,
 *   fetch?: typeof fetch, log?: (line: Record<string, unknown>) => void, beaconSample?: number }} options the shell's deployed folder
 * (index.html, preload-route.js) and its server render (dist-server/render.mjs); what is live (null until the release
 * store has been read: the shell then draws its "didn't load" state); for a manifest line
 * without `server` (a build's own manifest, not a release's line), the module found on this machine's disk, if any
 * (serve.ts's embedded default); the remote's part's
 * time budget; how long a kept fragment is served before it is asked for again (in the background); one JSON line
 * per fault and fallback; the share of visitors whose pages report their visit (the boot data's `report`; none: no
 * page reports)
 */
export function createComposer({
  shellDir,
  serverModule,
  live,
  localPin,
  budgetMs = PART_BUDGET_MS,
  freshMs = 1000,
  beaconSample,
  fetch: fetchImpl,
  log = (line) => console.warn(JSON.stringify(line)),
}) {
  const template = watchedText(join(shellDir, 'index.html'));
  // Any address of a remote its build did not pre-render, rendered now by that release's server module.
  const renderer = createRemoteRenderer({ budgetMs, log });
  const fragments = createFragmentCache({ budgetMs, freshMs, log, fetch: fetchImpl });
  const parts = { renderer, fragments };
  const partBudget = budget(budgetMs);
  /**
   * The server module a manifest line's release names (written by the release tool), else the one this machine has
   * on its own disk for that folder; never the remote host's word alone (remote-render.ts).
   * @param {ManifestEntry} line @returns {PinnedServer | undefined}
   */
  const pinOf = (line) => {
    const server = /** @type {{ module?: unknown, sha256?: unknown } | undefined} */ (line.server);
    if (typeof server?.module === 'string' && typeof server.sha256 === 'string') {
      return { module: server.module, sha256: server.sha256 };
    }
    return typeof line.entry === 'string' ? localPin?.(line.entry) : undefined;
  };
  // Each listed remote's hash list, kept per release folder exactly like its fragments.
  const integrityLists = createReleaseFileCache({
    parse: parseIntegrityList,
    kind: 'integrity',
    noun: 'hash list',
    budgetMs,
    freshMs,
    log,
    fetch: fetchImpl,
  });
  const shellIntegrity = watchedText(join(shellDir, INTEGRITY_FILE));
  /** The shell's hash list, read once per version of its file. */
  /** @type {{ text: string, list: IntegrityList | null } | null} */
  let shellListRead = null;
  /** The last import map, reused while the shell's list and every remote's list are the very same objects. */
  /** @type {{ inputs: unknown[], text: string, hash: string, shell: Record<string, string> } | null} */
  let lastMap = null;
  /** Why each remote's list was last not had (by folder), so a missing list is logged once, not on every page. */
  /** @type {Map<string, string>} */
  const listMissing = new Map();

  /**
   * The import map for a page: the shell's hashes and those of every remote the manifest lists (not only this page's
   * owner: a later client-side visit to another slice loads its files under this same map). A remote whose list
   * cannot be had has no entries (its files load unchecked, as before) and one log line.
   * @param {ManifestEntry[]} remotes
   * @returns {Promise<{ text: string, hash: string, shell: Record<string, string> }>}
   */
  async function importMapFor(remotes) {
    /** @type {IntegrityList | null} */
    let shellList = null;
    let shellText = '';
    try {
      shellText = shellIntegrity();
      if (shellListRead?.text !== shellText) {
        const parsed = parseIntegrityListJson(shellText);
        shellListRead = { text: shellText, list: parsed.ok ? parsed.value : null };
      }
      shellList = shellListRead.list;
    } catch {
      shellText = ''; // a shell built before hash lists: its own files unlisted
    }
    const found = await Promise.all(
      remotes.map(async (remote) => {
        let base;
        try {
          base = new URL('./', remote.entry);
        } catch {
          return null;
        }
        const got = await integrityLists.get(new URL(INTEGRITY_FILE, base).href);
        if (got.state === 'found') {
          listMissing.delete(base.href);
          return { base, list: got.value };
        }
        // A fault is logged by the cache itself (integrity:error); a file that is not there, here, once.
        if (got.state === 'missing' && listMissing.get(base.href) !== got.reason) {
          log({ event: 'integrity:missing', remote: remote.name, url: base.href, reason: got.reason });
        }
        listMissing.set(base.href, got.reason);
        return null;
      }),
    );
    const inputs = [shellText, ...found.map((f) => f?.list ?? null), ...found.map((f) => f?.base.href)];
    if (lastMap && lastMap.inputs.length === inputs.length && lastMap.inputs.every((v, i) => v === inputs[i])) {
      return lastMap;
    }
    const text = importMapText(
      shellList,
      found.flatMap((f) => (f ? [f] : [])),
    );
    /** @type {Record<string, string>} */
    const shell = {};
    for (const [path, hash] of Object.entries(shellList ?? {})) shell[`/${path}`] = hash;
    lastMap = { inputs, text, hash: scriptHashSource(text), shell };
    return lastMap;
  }

  /**
   * Composed pages, by address and the one cookie read, with the versions of what each is made of — the shell's
   * template and manifest, the import map and the remote's part (the very object kept by fragment-cache.ts or the
   * renderer): while those are the same, the shell is not rendered again nor the page put together. lru-cache drops
   * the least recently used; its fetchMethod builds a page, so a burst of requests for a page not kept yet shares one
   * build, which goes on even if its entry is dropped meanwhile (`ignoreFetchAbort`).
   * @type {LRUCache<string, { versions: string, page: ComposedPage }, { versions: string, build: () => Promise<ComposedPage> }>}
   */
  const pages = new LRUCache({
    maxSize: COMPOSED_BYTES,
    sizeCalculation: composedBytes,
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => ({ versions: context.versions, page: await context.build() }),
  });
  const templateVersion = versionOf();
  /** @type {WeakMap<object, number>} */
  const sourceIds = new WeakMap();
  let sourcesSeen = 0;
  const sourceId = (/** @type {object | null} */ source) => {
    if (source === null) return 0; // no slice owns the address
    let id = sourceIds.get(source);
    if (id === undefined) {
      sourcesSeen += 1;
      id = sourcesSeen;
      sourceIds.set(source, id);
    }
    return id;
  };
  /**
   * The first-screen link of each remote part, read (parsed) once per part kept by fragment-cache.ts or the renderer.
   * @type {WeakMap<object, string>}
   */
  const firstScreens = new WeakMap();
  const firstScreenOf = (/** @type {object} */ source, /** @type {string} */ html) => {
    const kept = firstScreens.get(source);
    if (kept !== undefined) return kept;
    const link = firstScreenExpect(html);
    firstScreens.set(source, link);
    return link;
  };
  /**
   * The shell's render read (parsed) once per render: the shell hands back the same object for addresses that draw
   * the same shell (its server.tsx), so a flood of addresses of one page parses it once.
   * @type {WeakMap<object, ReturnType<typeof readShellRender>>}
   */
  const shellReads = new WeakMap();
  const shellRead = (/** @type {{ html: string }} */ shell) => {
    let read = shellReads.get(shell);
    if (!read) {
      read = readShellRender(shell.html);
      shellReads.set(shell, read);
    }
    return read;
  };
  /** The template parsed once per version of index.html. */
  /** @type {{ text: string, template: ReturnType<typeof readTemplate> } | null} */
  let parsed = null;
  const templateOf = (/** @type {string} */ text) => {
    if (parsed?.text !== text) parsed = { text, template: readTemplate(text) };
    return parsed.template;
  };
  // The shell's server render.
  const shellCode = import(pathToFileURL(serverModule).href);

  /** The live manifest with a request's lines in it (a canary's, a preview's), one object per choice while it is live. */
  /** @type {Map<string, { live: Manifest, manifest: Manifest }>} */
  const chosen = new Map();
  /** Pages drawn by the browser because their render would have waited too long (`busy`), since the start. */
  let busyPages = 0;
  /** @param {Manifest | null} live @param {Record<string, ManifestEntry>} lines @param {string} key */
  const manifestWith = (live, lines, key) => {
    if (!live || !key) return live;
    const kept = chosen.get(key);
    if (kept?.live === live) return kept.manifest;
    if (chosen.size >= 50) chosen.clear();
    const manifest = withLines(live, lines);
    chosen.set(key, { live, manifest });
    return manifest;
  };

  /**
   * @param {{ url: string, cookie?: string, at?: LiveManifest | null, lines?: Record<string, ManifestEntry>,
   *   preview?: { remote: string, release: string } }} request `at`: what is live to compose from (default `live()`:
   *   the snapshot the visitor's lines were chosen in); `lines`: this visitor's lines in place of the live ones
   *   (release-lines.ts); `preview`: the banner to show
   * @returns {Promise<ComposedPage>} the same object for the same page (serve.ts keeps its compressed forms on it)
   */
  async function compose({ url, cookie, at, lines = {}, preview }) {
    const { renderShell, shellRenderKey } = await shellCode;
    const { pathname, search: given } = new URL(url, 'http://localhost');
    const templateNow = template();
    // One snapshot for the whole page: a switch while it is composed is the next page's.
    const snapshot = at === undefined ? live() : at;
    const revision = snapshot?.revision ?? null;
    const disclaimerDismissed = DISMISSED.test(cookie ?? '');
    const chosenKey = linesKey(lines);
    const manifest = manifestWith(snapshot?.manifest ?? null, lines, chosenKey);
    const banner = preview ? previewBanner(preview) : '';
    const remotes = manifest?.remotes ?? [];
    const owner = remoteForPath(remotes, pathname);
    // The remote's part within one budget in all (its ssr.json, its fragment or its render on request), and meanwhile
    // the hash lists (each within the same budget).
    const mapAsked = importMapFor(remotes);
    /** @type {ReadPart | null} */
    const got =
      owner && typeof owner.entry === 'string'
        ? await partBudget.within(
            () => slicePage(parts, /** @type {string} */ (owner.entry), pinOf(owner), pathname, given),
            () => ({ state: /** @type {const} */ ('failed'), reason: `no part within ${budgetMs} ms`, search: given }),
          )
        : null;
    // The address as its page reads it (its query parameters no route reads dropped): the key of the kept page, and
    // what the shell is rendered at. A path no slice owns reads no query.
    const search = got ? got.search : '';
    const importMap = await mapAsked;
    if (got?.state === 'failed') {
      log({ event: 'page:fallback', remote: owner?.name, address: pathname + search, reason: got.reason });
    }
    // Too many renders waiting: the browser draws this page (a flood is counted, never logged line by line).
    if (got?.state === 'busy') busyPages += 1;
    const part = got?.state === 'html' ? got : null;
    const fragment = part?.fragment ?? null;
    const source = part ? part.source : got ? undefined : null;
    const visitor = `${disclaimerDismissed ? 1 : 0}${chosenKey}${banner ? `|${preview?.remote} ${preview?.release}` : ''}`;
    // The page a browser draws while the remote's renders are queued full holds no part and nothing of its address
    // but the shell's: one page for every address that draws the same shell (a flood of addresses, one build).
    const busyKey =
      got?.state === 'busy' && shellRenderKey?.({ url: pathname + search, manifest, slot: null, disclaimerDismissed });
    if (busyKey)
      return keptPage(`busy|${visitor}|${busyKey}`, `${templateVersion(templateNow)}.${revision}.${importMap.hash}`);
    // A page drawn without its remote's part (a fault), or with a part rendered because its pre-rendered page failed,
    // is not kept: the next request tries again.
    if (source === undefined || part?.note) return build();
    return keptPage(
      `${visitor}|${pathname}${search}`,
      `${templateVersion(templateNow)}.${revision}.${importMap.hash}.${sourceId(source)}`,
    );

    /**
     * The page kept under `key`, built again once any of its inputs (`versions`) changed; a build of other inputs
     * still under way (a release switched meanwhile) is not this request's page.
     * @param {string} key @param {string} versions
     */
    async function keptPage(key, versions) {
      const forceRefresh = pages.peek(key)?.versions !== versions;
      const kept = await pages.fetch(key, { context: { versions, build }, forceRefresh });
      return kept?.versions === versions ? kept.page : build();
    }

    async function build() {
      // The remote's page is another address's (its id in another case): a permanent redirect there, no page.
      if (fragment?.status === 301 && fragment.location) {
        return /** @type {ComposedPage} */ ({
          status: 301,
          location: fragment.location,
          html: '',
          fallback: false,
          scriptHashes: [],
          origins: [],
          revision,
        });
      }
      const status = fragment?.status === 404 || (!owner && manifest) ? 404 : 200;
      const shell = await renderShell({
        url: pathname + search,
        manifest,
        slot: fragment ? { release: fragment.release } : null,
        disclaimerDismissed,
      });
      // The shell's own hints (its logo) go to the head like the remote's.
      const { headLinks: shellLinks, body: shellBody } = shellRead(shell);
      // ASSET_BASE is a placeholder URL (an `.invalid` host) the remote's build wrote, not markup: replaced as text.
      const body = shellBody(part?.fragment.html.replaceAll(ASSET_BASE, part.base.href));

      const boot = {
        revision,
        manifest,
        slot: owner ? { remote: owner.name, release: fragment?.release ?? '', state: got?.state } : null,
        ...(beaconSample === undefined ? {} : { report: { sample: beaconSample } }),
      };
      const head = [...shellLinks];
      /** @type {string[]} */
      const modules = [];
      if (part) {
        const { fragment, base } = part;
        // React's own hints for the page (its high-priority images): one link each, only a hint's attributes.
        const toBase = (/** @type {string} */ url) => url.replaceAll(ASSET_BASE, base.href);
        for (const link of fragment.headLinks ?? []) {
          const safe = safeHeadLink(link, toBase);
          if (safe) head.push(safe);
        }
        for (const css of fragment.styles) {
          // crossorigin: the same request as the shell's own preloads of a remote's files, so one download serves both.
          head.push(`<link rel="stylesheet" crossorigin href="${escapeAttr(new URL(css, base))}">`);
        }
        // The remote's code for this page: listed for preload-route.js to fetch once the page has painted.
        for (const js of fragment.scripts) modules.push(new URL(js, base).href);
        // One first frame for the page's first screen, when the slice names where it ends.
        const expect = firstScreenOf(part.source, fragment.html);
        if (expect) head.push(expect);
      }
      // A not-found page is no page to index (its status says so too, and the server's X-Robots-Tag).
      if (status === 404) head.push('<meta name="robots" content="noindex">');
      head.push(`<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`);
      const page = templateOf(templateNow).fill({
        title: fragment?.title || shell.title,
        description: fragment?.description,
        head: head.join(''),
        root: body,
        modules,
        importMap: importMap.text,
        integrity: importMap.shell,
        beforeRoot: banner,
      });
      /** @type {ComposedPage} */
      const composed = {
        status,
        html: page,
        fallback: got?.state === 'failed' || got?.state === 'busy',
        ...(got?.state === 'busy' ? { busy: true } : {}),
        note: got?.state === 'html' && got.note ? `${owner?.name}: ${got.note}` : undefined,
        scriptHashes: [importMap.hash],
        origins: originsOf(manifest),
        revision,
      };
      return composed;
    }
  }

  /** What is kept and how busy it was: the composed pages (count and bytes) and the pages left to the browser. */
  compose.stats = () => ({ pages: pages.size, pageBytes: pages.calculatedSize, busyPages });
  /**
   * Loads every remote's server module, hash list and `ssr.json` ahead of its first page, and the pre-rendered pages of
   * each line that differs from `before` (every line at a server's start: `before` null) — however long their hosts
   * take, not within a page's budget: a switch is warmed before it is served, and a server that has just started says
   * `warmed` in /healthz only once its first pages will come from memory.
   * @param {Manifest | null} [manifest] default: what is live now @param {Manifest | null} [before]
   */
  compose.warm = async (manifest = live()?.manifest ?? null, before = null) => {
    if (!manifest) return;
    const listed = manifest.remotes;
    const changed = listed.filter((line) => !before?.remotes.some((old) => old.entry === line.entry));
    const baseOf = (/** @type {ManifestEntry} */ line) => {
      try {
        return typeof line?.entry === 'string' ? new URL('./', line.entry) : null;
      } catch {
        return null;
      }
    };
    await Promise.all([
      ...listed.map((line) => {
        const base = baseOf(line);
        return base && integrityLists.load(new URL(INTEGRITY_FILE, base).href);
      }),
      ...listed.map((line) => {
        const base = baseOf(line);
        return base && renderer.warm(base, pinOf(line));
      }),
      ...changed.map((line) => {
        const base = baseOf(line);
        return base && warmPages(base);
      }),
    ]);
    // The page's import map, made once from the lists now in memory.
    await importMapFor(listed);
  };
  /**
   * A release's pre-rendered pages, loaded into the fragment cache (its first WARMED_PAGES, as ssr.json lists them),
   * WARM_AT_ONCE at a time: a server starting warms every remote at once, and a flood of requests would make its
   * host slow enough to time out — and open its circuit — before the first customer.
   * @param {URL} base
   */
  async function warmPages(base) {
    const info = await renderer.info(base);
    const pages = (info?.pages ?? []).slice(0, WARMED_PAGES);
    for (let i = 0; i < pages.length; i += WARM_AT_ONCE) {
      await Promise.all(
        pages.slice(i, i + WARM_AT_ONCE).map((key) => fragments.load(new URL(fragmentFile(key), base).href)),
      );
    }
  }
  /** Ends the render processes and removes the verified modules' directory (serve.ts, at exit). */
  compose.close = () => renderer.close();
  return compose;
}

/** What createComposer makes: its type is the function's own. @typedef {ReturnType<typeof createComposer>} Composer */
