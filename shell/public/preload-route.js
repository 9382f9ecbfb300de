// Starts fetching the files of the remote that owns this page while the shell's own code is still loading.
// Without it the remote's files arrive one import level at a time, after the shell has booted (several round trips on
// a phone). Plain JS served as is (it runs before and apart from the federation bootstrap); anything that goes wrong
// here only means no head start: the shell loads the remote itself either way.
// It is also the one home of two things the shell needs (src/remotes/manifest.ts and manifest-store.ts import them, so the
// shell's bundle carries a copy of the functions): which remote owns a path, and the page's one read of /remotes.json.

/** @param {string} pattern @param {string} pathname */
export function patternMatches(pattern, pathname) {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const p = pattern.toLowerCase();
  if (p.endsWith('/*')) {
    const base = p.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return path === (p.replace(/\/+$/, '') || '/');
}

/** @param {unknown} manifest @param {string} pathname @returns {string | undefined} the owning remote's entry URL */
export function entryForPath(manifest, pathname) {
  const remotes = /** @type {{ remotes?: unknown } | null | undefined} */ (manifest)?.remotes;
  if (!Array.isArray(remotes)) return undefined;
  const owner = remotes.find(
    (r) => Array.isArray(r?.routes) && r.routes.some((p) => typeof p === 'string' && patternMatches(p, pathname)),
  );
  return typeof owner?.entry === 'string' ? owner.entry : undefined;
}

const hinted = new Set();
/** Where this script, loaded by the page, leaves its functions for the shell (and the event it fires then). */
export const PRELOAD_ROUTE_SLOT = '__campusPreloadRoute';

/** @type {Map<string, Promise<void>>} one preload per remote entry, however often it is asked for */
const preloads = new Map();

/** How long one slice of hinting may hold the main thread (ms) before it yields: starting a fetch costs ~1 ms of a
 * slowed phone's CPU, and a page's forty files in one go made a long task (150 ms at CPU ×4) right as the page became
 * usable. Slices of 8 ms ran to 12 ms (the hint under way when the time is up finishes first): ~50 ms at CPU ×4. */
const HINT_SLICE_MS = 4;

/**
 * Hint `urls` a few at a time, yielding to the browser between slices, so that no slice is a long task.
 * @param {string[]} urls @param {'modulepreload' | 'style'} kind @returns {Promise<void>} once all are hinted
 */
function hintInSlices(urls, kind) {
  return new Promise((resolve) => {
    let next = 0;
    const slice = () => {
      const started = performance.now();
      while (next < urls.length) {
        hint(urls[next++], kind);
        if (performance.now() - started >= HINT_SLICE_MS) break;
      }
      if (next < urls.length) setTimeout(slice, 0);
      else resolve();
    };
    slice();
  });
}

/** @param {string} href @param {'modulepreload' | 'style'} kind */
function hint(href, kind) {
  if (hinted.has(href)) return;
  hinted.add(href);
  // Already requested by the page itself (a script in the HTML, or a module its loader has fetched): WebKit does not
  // hand a modulepreload a module its loader already has, and downloaded it a second time (three of /'s files, when
  // the hints came after the shell had started loading the slice). Chromium and Firefox would reuse it; a late hint
  // is no head start anyway.
  if (performance.getEntriesByName(href, 'resource').length > 0) return;
  if ([...document.scripts].some((script) => script.src === href)) return;
  // Already named by a link in the page: Vite's preload helper in a remote's code inserts a modulepreload for each file
  // a dynamic import needs, and WebKit downloaded a file twice when that link and this hint both named it.
  if ([...document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')].some((l) => l.href === href)) {
    return;
  }
  const link = document.createElement('link');
  if (kind === 'style') {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  // Same CORS mode as the federation runtime's own requests, so the browser reuses these responses.
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/**
 * Fetch, in one burst of short slices, the files a remote needs to show its `./routes`: its entry, then the list it publishes next to
 * the entry (`preload.json`, written by its build). Also used by the shell when a link to a remote is pointed at.
 * @param {string} entry the remote's remoteEntry.js URL
 */
export function preloadRemoteFiles(entry) {
  const key = new URL(entry, location.href).href;
  let started = preloads.get(key);
  if (!started) {
    started = hintRemoteFiles(key);
    preloads.set(key, started);
    started.catch(() => preloads.delete(key)); // a later visit may try again
  }
  return started;
}

/** @type {() => void} */
let markListHinted = () => undefined;
/** Settles once the page's own list of module files (if it has one) has been hinted. */
const listHinted = new Promise((resolve) => {
  markListHinted = () => resolve(undefined);
});

/**
 * Settles once the page's own list is hinted: the shell starts importing its first slice after that, so that no
 * import of a listed file is already on its way when its hint comes (WebKit then downloads the file twice).
 * @returns {Promise<void>}
 */
export function pageListHinted() {
  return listHinted;
}

/**
 * Whether the server named this remote's entry among the page's module files (the page's own slice): its files are
 * hinted from that list, with no need to wait for its preload.json.
 * @param {string} entry
 */
export function listedByPage(entry) {
  const listed = typeof document === 'undefined' ? null : document.getElementById('campus-modules');
  if (!listed) return false;
  try {
    const files = JSON.parse(listed.textContent ?? '[]');
    const href = new URL(entry, location.href).href;
    return Array.isArray(files) && files.some((f) => typeof f === 'string' && new URL(f, location.href).href === href);
  } catch {
    return false;
  }
}

/** @param {string} entry */
async function hintRemoteFiles(entry) {
  const entryUrl = new URL(entry);
  if (entryUrl.protocol !== 'http:' && entryUrl.protocol !== 'https:') return;
  hint(entryUrl.href, 'modulepreload');
  const base = new URL('./', entryUrl);
  const res = await fetch(new URL('preload.json', base), { credentials: 'omit' });
  if (!res.ok) return;
  const list = await res.json();
  /** @param {unknown} files @returns {string[]} only the remote's own files */
  const own = (files) =>
    (Array.isArray(files) ? files : [])
      .filter((file) => typeof file === 'string')
      .map((file) => new URL(file, base))
      .filter((url) => url.origin === base.origin)
      .map((url) => url.href);
  await hintInSlices(own(list?.css), 'style');
  await hintInSlices(own(list?.js), 'modulepreload');
}

/** @param {Promise<unknown>} manifestRead */
async function preloadCurrentRoute(manifestRead) {
  const manifest = /** @type {{ dev?: boolean } | null} */ (await manifestRead);
  if (manifest?.dev) return; // dev servers have no preload list
  const entry = entryForPath(manifest, location.pathname);
  if (entry) await preloadRemoteFiles(entry);
}

/** Reads /remotes.json afresh (never cached: editing it is how a new remote build is switched on). */
export async function fetchManifest() {
  const res = await fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

/**
 * The page's one read of the manifest, shared by this script and the shell through a slot on window: whichever runs
 * first reads it and leaves the promise there, the other takes it. (No <link rel=preload> for it: Firefox and WebKit
 * do not hand a preload to a no-cache fetch and downloaded it twice.)
 * @returns {Promise<unknown>}
 */
export function firstManifestRead() {
  const slot = /** @type {{ __campusRemotesManifest?: Promise<unknown> }} */ (/** @type {unknown} */ (window));
  const early = slot.__campusRemotesManifest;
  if (early) {
    delete slot.__campusRemotesManifest;
    return early;
  }
  const read = fetchManifest();
  read.catch(() => undefined);
  Object.defineProperty(window, '__campusRemotesManifest', { value: read, configurable: true });
  return read;
}

/**
 * A server-composed page names the module files it needs in a JSON list (packages/build/fragments.mjs): fetch them
 * in one burst of short slices right after the first contentful paint — not before it, where they would share the link
 * with the stylesheets.
 * @param {HTMLElement} listElement
 */
function hintModulesAfterPaint(listElement) {
  let files = [];
  try {
    files = JSON.parse(listElement.textContent ?? '[]');
  } catch {
    markListHinted();
    return;
  }
  const urls = (Array.isArray(files) ? files : [])
    .filter((file) => typeof file === 'string')
    .map((file) => new URL(file, location.href).href);
  const hintAll = () => hintInSlices(urls, 'modulepreload').then(markListHinted);
  // Once the whole HTML is parsed (the page's content is all there; 'interactive' comes before the deferred module
  // scripts run, DOMContentLoaded after them) and its first content is on screen.
  const afterParse = () => afterFirstContentfulPaint(hintAll);
  if (document.readyState === 'loading') document.addEventListener('readystatechange', afterParse, { once: true });
  else afterParse();
}

/** How long a page that reports no first paint (a tab in the background) waits for it before hinting anyway (ms). */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Calls `then` once, in a task of its own, when the browser reports the page's first content on screen (its
 * `first-contentful-paint` entry) — not merely at the next frame: a frame's callbacks run before it is shown, and
 * requests started then competed with the first paint (and Lighthouse's model of a slow phone counted them before it,
 * in one run out of two). Where paint timing is not reported: after the next frame.
 * @param {() => void} then
 */
function afterFirstContentfulPaint(then) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, FIRST_PAINT_WAIT_MS);
}

// Loaded by index.html as itself (not as a copy inside the shell's bundle): start the head start for this page —
// from the list the server put in it, or, for a page drawn by the browser, from the manifest.
if (typeof document !== 'undefined' && new URL(import.meta.url).pathname === '/preload-route.js') {
  // For the shell's loader (src/remotes/remote-loader.ts): this very module's functions and state, handed over on
  // window rather than by an import() of this URL — WebKit fetched the file a second time for such an import while
  // the page's own <script> for it was still on its way.
  Object.defineProperty(window, PRELOAD_ROUTE_SLOT, {
    value: Object.freeze({ preloadRemoteFiles, listedByPage, pageListHinted }),
    configurable: true,
  });
  window.dispatchEvent(new Event(PRELOAD_ROUTE_SLOT));
  const listed = document.getElementById('campus-modules');
  if (listed) hintModulesAfterPaint(listed);
  else if (!document.getElementById('campus-boot')) {
    preloadCurrentRoute(firstManifestRead()).catch(() => {
      /* no head start; the shell loads the remote itself */
    });
  }
}
