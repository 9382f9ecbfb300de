// Starts fetching the files of the remote that owns this page while the shell's own code is still loading.
// Without it the remote's files arrive one import level at a time, after the shell has booted (several round trips on
// a phone). Plain JS served as is (it runs before and apart from the federation bootstrap); anything that goes wrong
// here only means no head start: the shell loads the remote itself either way.
// Built from this file into the shell's dist/preload-route.js (packages/vite/vite-config.ts, preloadRouteBuild), with
// what it uses of the contract (@campus/contract) inlined. The shell's manifest-store.ts imports the page's one read of
// /remotes.json from here too (its bundle carries a copy of the functions).
import { parseModuleListJson } from '@campus/contract/boot';
import { BOOT_ELEMENT_ID, MODULES_ELEMENT_ID } from '@campus/contract/dom-ids';
import { parseManifest } from '@campus/contract/manifest';
import { parseWith } from '@campus/contract/parse';
import { PreloadListSchema } from '@campus/contract/preload-list';
import { remoteForPath } from '@campus/contract/routes';

const hinted = new Set<string>();
/** Where this script, loaded by the page, leaves its functions for the shell (and the event it fires then). */
export const PRELOAD_ROUTE_SLOT = '__campusPreloadRoute';

/** One preload per remote entry, however often it is asked for. */
const preloads = new Map<string, Promise<void>>();

/** How long one slice of hinting may hold the main thread (ms) before it yields: starting a fetch costs ~1 ms of a
 * slowed phone's CPU, and a page's forty files in one go are a long task (150 ms at CPU ×4) right as the page becomes
 * usable. Small, because a slice overruns it (the hint under way when the time is up finishes first): 8 ms ran to
 * 12 ms, ~50 ms at CPU ×4. */
const HINT_SLICE_MS = 4;

type HintKind = 'modulepreload' | 'style';

/** Hint `urls` a few at a time, yielding to the browser between slices, so that no slice is a long task: settles once all are hinted. */
function hintInSlices(urls: string[], kind: HintKind): Promise<void> {
  return new Promise((resolve) => {
    let next = 0;
    const slice = () => {
      const started = performance.now();
      while (next < urls.length) {
        hint(urls[next++] ?? '', kind);
        if (performance.now() - started >= HINT_SLICE_MS) break;
      }
      if (next < urls.length) setTimeout(slice, 0);
      else resolve();
    };
    slice();
  });
}

function hint(href: string, kind: HintKind): void {
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
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]');
  if ([...links].some((l) => l.href === href)) {
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
 * @param entry the remote's remoteEntry.js URL
 */
export function preloadRemoteFiles(entry: string): Promise<void> {
  const key = new URL(entry, location.href).href;
  let started = preloads.get(key);
  if (!started) {
    started = hintRemoteFiles(key);
    preloads.set(key, started);
    started.catch(() => preloads.delete(key)); // a later visit may try again
  }
  return started;
}

let markListHinted = (): void => undefined;
/** Settles once the page's own list of module files (if it has one) has been hinted. */
const listHinted = new Promise<void>((resolve) => {
  markListHinted = () => resolve();
});

/**
 * Settles once the page's own list is hinted: the shell starts importing its first slice after that, so that no
 * import of a listed file is already on its way when its hint comes (WebKit then downloads the file twice).
 */
export function pageListHinted(): Promise<void> {
  return listHinted;
}

/**
 * Whether the server named this remote's entry among the page's module files (the page's own slice): its files are
 * hinted from that list, with no need to wait for its preload.json.
 */
export function listedByPage(entry: string): boolean {
  const listed = typeof document === 'undefined' ? null : document.getElementById(MODULES_ELEMENT_ID);
  if (!listed) return false;
  const files = parseModuleListJson(listed.textContent ?? '[]');
  if (!files.ok) return false;
  try {
    const href = new URL(entry, location.href).href;
    return files.value.some((f) => new URL(f, location.href).href === href);
  } catch {
    return false;
  }
}

async function hintRemoteFiles(entry: string): Promise<void> {
  const entryUrl = new URL(entry);
  if (entryUrl.protocol !== 'http:' && entryUrl.protocol !== 'https:') return;
  hint(entryUrl.href, 'modulepreload');
  const base = new URL('./', entryUrl);
  const res = await fetch(new URL('preload.json', base), { credentials: 'omit' });
  if (!res.ok) return;
  const list = parseWith(PreloadListSchema, await res.json(), 'preload.json');
  if (!list.ok) return;
  /** Only the remote's own files. */
  const own = (files: string[]) =>
    files
      .map((file) => new URL(file, base))
      .filter((url) => url.origin === base.origin)
      .map((url) => url.href);
  await hintInSlices(own(list.value.css), 'style');
  await hintInSlices(own(list.value.js), 'modulepreload');
}

async function preloadCurrentRoute(manifestRead: Promise<unknown>): Promise<void> {
  const manifest = parseManifest(await manifestRead);
  if (!manifest.ok || manifest.value.dev) return; // dev servers have no preload list
  const entry = remoteForPath(manifest.value.remotes, location.pathname)?.entry;
  if (entry) await preloadRemoteFiles(entry);
}

/** Reads /remotes.json afresh (never cached: editing it is how a new remote build is switched on). */
export async function fetchManifest(): Promise<unknown> {
  const res = await fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

/**
 * The page's one read of the manifest, shared by this script and the shell through a slot on window: whichever runs
 * first reads it and leaves the promise there, the other takes it. (No <link rel=preload> for it: Firefox and WebKit
 * do not hand a preload to a no-cache fetch and downloaded it twice.)
 */
export function firstManifestRead(): Promise<unknown> {
  const slot = window as unknown as { __campusRemotesManifest?: Promise<unknown> };
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
 * A server-composed page names the module files it needs in a JSON list (@campus/contract/boot): fetch them
 * in one burst of short slices right after the first contentful paint — not before it, where they would share the link
 * with the stylesheets.
 */
function hintModulesAfterPaint(listElement: HTMLElement): void {
  const files = parseModuleListJson(listElement.textContent ?? '[]');
  if (!files.ok) {
    markListHinted();
    return;
  }
  const urls = files.value.map((file) => new URL(file, location.href).href);
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
 */
function afterFirstContentfulPaint(then: () => void): void {
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
  const listed = document.getElementById(MODULES_ELEMENT_ID);
  if (listed) hintModulesAfterPaint(listed);
  else if (!document.getElementById(BOOT_ELEMENT_ID)) {
    preloadCurrentRoute(firstManifestRead()).catch(() => {
      /* no head start; the shell loads the remote itself */
    });
  }
}
