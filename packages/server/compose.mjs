// The layout server's one job (docs/deploy.md): for a page request, the shell's HTML with the owning remote's
// pre-rendered HTML in the slice's place — composed when the page is served, from what is deployed now: the shell's
// remotes.json names the remote and its folder, that folder has the fragment. A new remote release is in the very next
// response after its manifest line changes; the shell is not rebuilt. Anything missing degrades to the browser drawing
// that part (the page as it was before server rendering), never to an error page.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ASSET_BASE,
  addressKey,
  BOOT_ELEMENT_ID,
  DISCLAIMER_COOKIE,
  fragmentFile,
  SLOT_MARKER,
} from '@campus/build/fragments.mjs';
import { budget, createFragmentCache } from './fragment-cache.mjs';
import { leadingLinks, readTemplate, safeHeadLink } from './page-template.mjs';
import { createRemoteRenderer } from './remote-render.mjs';

/** The longest a page waits for a remote's part (a pre-rendered page, or one rendered on request) before the browser draws it. */
export const PART_BUDGET_MS = 1500;

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

/**
 * @typedef {import('./fragment-cache.mjs').Fragment} Fragment
 * @typedef {{ state: 'html', fragment: Fragment, base: URL, source: object, note?: string }
 *   | { state: 'failed', reason: string } | { state: 'absent' }} SlicePart
 * @typedef {{ name?: unknown, entry?: unknown, routes?: unknown }} ManifestEntry
 */

/**
 * The owning remote's HTML for this address, from the folder its manifest entry names: the page its build
 * pre-rendered when it is listed in its `ssr.json` (kept in memory per release: fragment-cache.mjs), else (or when
 * that file is lost) the page rendered now by its release's server module. `absent`: a release without a server
 * module, for an address it did not pre-render.
 * @param {{ renderer: ReturnType<typeof createRemoteRenderer>, fragments: ReturnType<typeof createFragmentCache> }} parts
 * @param {string} entry @param {string} pathname @param {string} search
 * @returns {Promise<SlicePart>}
 */
async function slicePage({ renderer, fragments }, entry, pathname, search) {
  let base;
  try {
    base = new URL('./', entry);
  } catch {
    return { state: 'failed', reason: `bad entry ${entry}` };
  }
  const key = addressKey(pathname, search);
  const info = await renderer.info(base);
  let listedFailure;
  if (key && info?.pages.includes(key)) {
    const got = await fragments.get(new URL(fragmentFile(key), base).href);
    if (got.state === 'html') return { ...got, base, source: got.fragment };
    listedFailure = got.reason;
  }
  if (!info) return { state: 'failed', reason: `no ssr.json at ${base.href}` };
  const drawn = await renderer.render(base, pathname + search);
  if (drawn.state !== 'html') return listedFailure ? { state: 'failed', reason: listedFailure } : drawn;
  const fragment = {
    release: info.release,
    address: key ?? pathname,
    ...drawn.page,
    styles: Array.isArray(info.styles) ? info.styles : [],
    scripts: Array.isArray(info.scripts) ? info.scripts : [],
  };
  return {
    state: 'html',
    fragment,
    base,
    source: drawn.page,
    note: listedFailure && `${listedFailure}: rendered on request`,
  };
}

/** @typedef {{ status: number, html: string, fallback: boolean, note?: string }} ComposedPage */

/**
 * @param {{ shellDir: string, serverModule: string, budgetMs?: number, freshMs?: number,
 *   fetch?: typeof fetch, log?: (line: Record<string, unknown>) => void }} options the shell's deployed folder
 * (index.html, remotes.json, preload-route.js) and its server render (dist-server/render.mjs); the remote's part's
 * time budget; how long a kept fragment is served before it is asked for again (in the background); one JSON line
 * per fault and fallback
 */
export function createComposer({
  shellDir,
  serverModule,
  budgetMs = PART_BUDGET_MS,
  freshMs = 1000,
  fetch: fetchImpl,
  log = (line) => console.warn(JSON.stringify(line)),
}) {
  const template = watchedText(join(shellDir, 'index.html'));
  const manifestText = watchedText(join(shellDir, 'remotes.json'));
  // Any address of a remote its build did not pre-render, rendered now by that release's server module.
  const renderer = createRemoteRenderer({ budgetMs, log });
  const fragments = createFragmentCache({ budgetMs, freshMs, log, fetch: fetchImpl });
  const parts = { renderer, fragments };
  /**
   * Composed pages, by address and the one cookie read: a page is the same as long as the shell's template and
   * manifest and the remote's part (the very object kept by fragment-cache.mjs or the renderer) are — then neither the
   * shell is rendered again nor the page put together. Least recently used dropped first.
   * @type {Map<string, { template: string, manifest: string, source: unknown, page: ComposedPage }>}
   */
  const pages = new Map();
  const PAGES_KEPT = 2000;
  /** Pages being put together now, by the same key, with the inputs they are made of. */
  /** @type {Map<string, { template: string, manifest: string, source: unknown, page: Promise<ComposedPage> }>} */
  const building = new Map();
  /** The manifest parsed once per version of remotes.json. */
  /** @type {{ text: string, manifest: { remotes?: unknown } | null } | null} */
  let parsedManifest = null;
  const manifestOf = (/** @type {string} */ text) => {
    if (parsedManifest?.text !== text) {
      /** @type {{ remotes?: unknown } | null} the manifest as deployed, read field by field */
      let manifest;
      try {
        manifest = JSON.parse(text);
      } catch {
        manifest = null; // the shell draws its "didn't load" state, as the browser would
      }
      parsedManifest = { text, manifest };
    }
    return parsedManifest.manifest;
  };
  /** The template parsed once per version of index.html. */
  /** @type {{ text: string, template: ReturnType<typeof readTemplate> } | null} */
  let parsed = null;
  const templateOf = (/** @type {string} */ text) => {
    if (parsed?.text !== text) parsed = { text, template: readTemplate(text) };
    return parsed.template;
  };
  // The shell's own code for "which remote owns this path" (also what the browser runs), and its server render.
  const shellCode = Promise.all([
    import(pathToFileURL(join(shellDir, 'preload-route.js')).href),
    import(pathToFileURL(serverModule).href),
  ]);

  /**
   * @param {{ url: string, cookie?: string }} request
   * @returns {Promise<ComposedPage>} the same object for the same page (serve.mjs keeps its compressed forms on it)
   */
  async function compose({ url, cookie }) {
    const [{ patternMatches }, { renderShell }] = await shellCode;
    const { pathname, search } = new URL(url, 'http://localhost');
    const templateNow = template();
    const manifestNow = manifestText();
    const disclaimerDismissed = DISMISSED.test(cookie ?? '');
    const manifest = manifestOf(manifestNow);
    /** @type {ManifestEntry[]} */
    const remotes = Array.isArray(manifest?.remotes) ? manifest.remotes : [];
    const owner = remotes.find(
      (r) =>
        Array.isArray(r?.routes) &&
        r.routes.some((/** @type {unknown} */ p) => typeof p === 'string' && patternMatches(p, pathname)),
    );
    // The remote's part within one budget in all (its ssr.json, its fragment or its render on request).
    /** @type {SlicePart | null} */
    const got =
      owner && typeof owner.entry === 'string'
        ? await Promise.race([slicePage(parts, owner.entry, pathname, search), budget(budgetMs)]).then((r) =>
            r === 'timeout' ? { state: /** @type {const} */ ('failed'), reason: `no part within ${budgetMs} ms` } : r,
          )
        : null;
    if (got?.state === 'failed') {
      log({ event: 'page:fallback', remote: owner?.name, address: pathname + search, reason: got.reason });
    }
    const part = got?.state === 'html' ? got : null;
    const fragment = part?.fragment ?? null;
    const source = part ? part.source : got ? undefined : null;
    const key = `${disclaimerDismissed ? 1 : 0}${pathname}${search}`;
    const kept = pages.get(key);
    if (
      kept &&
      source !== undefined &&
      kept.source === source &&
      kept.template === templateNow &&
      kept.manifest === manifestNow
    ) {
      pages.delete(key);
      pages.set(key, kept);
      return kept.page;
    }
    // The same page already being put together (a burst of requests for a page not kept yet): one render serves all.
    const inFlight = building.get(key);
    if (
      inFlight &&
      source !== undefined &&
      inFlight.source === source &&
      inFlight.template === templateNow &&
      inFlight.manifest === manifestNow
    ) {
      return inFlight.page;
    }
    const built = build();
    if (source !== undefined) {
      const entry = { template: templateNow, manifest: manifestNow, source, page: built };
      building.set(key, entry);
      const done = () => {
        if (building.get(key) === entry) building.delete(key);
      };
      built.then(done, done);
    }
    return built;

    async function build() {
      const shell = await renderShell({
        url: pathname + search,
        manifest,
        slot: fragment ? { release: fragment.release } : null,
        disclaimerDismissed,
      });
      // The shell's own hints (its logo) go to the head like the remote's.
      const { headLinks: shellLinks, html: shellHtml } = leadingLinks(shell.html);
      const body = part
        ? shellHtml.replace(SLOT_MARKER, () => part.fragment.html.replaceAll(ASSET_BASE, part.base.href))
        : shellHtml;

      const boot = {
        manifest,
        slot: owner ? { remote: owner.name, release: fragment?.release ?? '', state: got?.state } : null,
      };
      const head = [...shellLinks];
      /** @type {string[]} */
      const modules = [];
      if (part) {
        const { fragment, base } = part;
        // React's own hints for the page (its high-priority images): one link each, only a hint's attributes.
        const toBase = (/** @type {string} */ url) => url.replaceAll(ASSET_BASE, base.href);
        for (const link of Array.isArray(fragment.headLinks) ? fragment.headLinks : []) {
          const safe = typeof link === 'string' ? safeHeadLink(link, toBase) : null;
          if (safe) head.push(safe);
        }
        for (const css of fragment.styles) {
          // crossorigin: the same request as the shell's own preloads of a remote's files, so one download serves both.
          head.push(`<link rel="stylesheet" crossorigin href="${escapeAttr(new URL(css, base))}">`);
        }
        // The remote's code for this page: listed for preload-route.js to fetch once the page has painted.
        for (const js of fragment.scripts) modules.push(new URL(js, base).href);
      }
      head.push(`<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`);
      const page = templateOf(templateNow).fill({
        title: fragment?.title || shell.title,
        description: fragment?.description,
        head: head.join(''),
        root: body,
        modules,
      });
      /** @type {ComposedPage} */
      const composed = {
        status: owner || !manifest ? 200 : 404,
        html: page,
        fallback: got?.state === 'failed',
        note: got?.state === 'html' && got.note ? `${owner?.name}: ${got.note}` : undefined,
      };
      // A page drawn without its remote's part (a fault) is not kept: the next request tries again.
      if (source !== undefined && !composed.note) {
        pages.delete(key);
        pages.set(key, { template: templateNow, manifest: manifestNow, source, page: composed });
        while (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value ?? '');
      }
      return composed;
    }
  }

  /** Loads every remote's server module ahead of its first page. */
  compose.warm = () => {
    let manifest;
    try {
      manifest = JSON.parse(manifestText());
    } catch {
      return Promise.resolve();
    }
    /** @type {ManifestEntry[]} */
    const listed = Array.isArray(manifest?.remotes) ? manifest.remotes : [];
    const entries = listed.flatMap((r) => (typeof r?.entry === 'string' ? [r.entry] : []));
    return Promise.all(
      entries.map((entry) => {
        try {
          return renderer.warm(new URL('./', entry));
        } catch {
          return undefined;
        }
      }),
    );
  };
  return compose;
}
