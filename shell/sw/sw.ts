/// <reference lib="webworker" />
/**
 * The service worker: the site installable and usable offline, while each remote keeps deploying alone
 * (docs/offline.md). Built by the shell's build into dist/sw.js (packages/vite/pwa.ts),
 * which puts the list of the shell's own files in place of `self.__WB_MANIFEST`.
 *
 * - The shell's files: precached at install (Workbox precaching; a new shell build is a new list).
 * - Pages (navigations): network first, so a new release of any remote is in the very next page; offline, the copy of
 *   that page kept when it was last seen, else the shell's plain index.html, which the browser draws itself.
 * - `remotes.json`, each remote's `remoteEntry.js` and `preload.json`: network first with the last copy as fallback.
 * - Every release's content-hashed files (`…/assets/…`, on any origin): cache first, fetched with CORS (never opaque),
 *   kept after a deploy, so a page still running an older release never fails a dynamic import.
 * - Per remote release, all its files (its `precache.json`, written by its build) are fetched once the page has
 *   loaded, so its pages open offline even if never visited.
 * Responses are stored and returned as they came (same URL, same body): integrity checks still apply.
 */
import { REVISION_HEADER } from '@campus/contract/boot';
import { type Manifest, parseManifestJson } from '@campus/contract/manifest';
import { parseWith } from '@campus/contract/parse';
import { PreloadListSchema, ReleaseFileListSchema } from '@campus/contract/preload-list';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { disable as disableNavigationPreload, enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CLAIM, LIVE_MANIFEST, OFFLINE_READY, type SwMessage, WARM } from './messages';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The shell's plain page: drawn by the browser for any address never seen (no server HTML in it). */
const APP_SHELL = '/index.html';
/** Where a remote's build lists every file of its release (packages/vite/vite-config.ts, remoteReleaseFiles). */
const RELEASE_LIST = 'precache.json';
/** A network that has not answered in this time is treated as none: the kept copy is shown instead. */
const NETWORK_TIMEOUT_S = 4;

const CACHES = { pages: 'campus-pages', live: 'campus-live', releases: 'campus-release-files' } as const;

self.skipWaiting();
// No claim on activation: each page asks for it once nothing of its own is loading (CLAIM, messages.ts).
cleanupOutdatedCaches();
// Not for "/" (the precache would answer it with the plain index.html): pages are the server's, network first.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
// The page's request starts while the worker wakes (navigation preload) — but not in Firefox (Gecko; 153 ESR here):
// there a preload that cannot connect fails the whole navigation with the browser's error page, and the page kept for
// offline is never shown (seen in the engines' offline journey; with the preload off it is). No feature tells this
// apart, so the engine is named; a registration that had it on is switched off.
if (/\bFirefox\//.test(self.navigator.userAgent)) disableNavigationPreload();
else enableNavigationPreload();

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/** A response the server said no cache may keep (a preview's pages and manifest: one browser's, not the live site). */
const isNoStore = (response: Response) =>
  /(?:^|,)\s*no-store\s*(?:,|$)/i.test(response.headers.get('Cache-Control') ?? '');
/** Never keeps such a response: offline, a preview's page must not stand in for the live one. */
const notNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isNoStore(response) ? null : response),
};

/** Another origin's file (a remote's) fetched with CORS, so what is kept is readable, never an opaque response. */
const withCors: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  // A page varies by its cookie (the dismissed notice) only in a banner the browser corrects itself.
  matchOptions: { ignoreVary: true },
  plugins: [okOnly, notNoStore, new ExpirationPlugin({ maxEntries: 200 })],
});

const live = new NetworkFirst({
  cacheName: CACHES.live,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  matchOptions: { ignoreVary: true },
  plugins: [okOnly, notNoStore],
});

const releaseFiles = new CacheFirst({
  cacheName: CACHES.releases,
  matchOptions: { ignoreVary: true },
  plugins: [
    withCors,
    okOnly,
    // Old releases go in time, least recently used first; a full disk drops this cache, never a page's request.
    new ExpirationPlugin({ maxEntries: 2000, purgeOnQuotaError: true }),
  ],
});

/**
 * Offline and not kept: the shell's plain page draws the address itself — the copy refreshed after the last page
 * load (its CSP names the remotes' current origins), else the one precached; said in words if even that is missing.
 */
async function offlinePage(): Promise<Response> {
  const shell = (await caches.match(APP_SHELL, { cacheName: CACHES.live })) ?? (await matchPrecache(APP_SHELL));
  if (shell) return shell;
  return new Response(
    '<!doctype html><html lang="en-CA"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title><p style="font-family:system-ui;margin:2rem">You are offline, and this page was not saved on this device yet. Connect to the internet and try again.</p></html>',
    { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return offlinePage();
    }
  }),
);

const isLiveFile = (url: URL) =>
  (url.origin === self.location.origin && url.pathname === '/remotes.json') ||
  url.pathname.endsWith('/remoteEntry.js') ||
  url.pathname.endsWith('/preload.json');
registerRoute(({ url, request }) => request.method === 'GET' && isLiveFile(url), live);

registerRoute(
  ({ url, request }) => request.method === 'GET' && /^https?:$/.test(url.protocol) && url.pathname.includes('/assets/'),
  releaseFiles,
);

/** Every file of one remote's release, kept: its entry, its preload list and every file its precache.json names. */
async function keepRelease(entry: string, event: ExtendableEvent): Promise<void> {
  const request = (url: string | URL) => new Request(url, { mode: 'cors', credentials: 'omit' });
  await live.handle({ event, request: request(entry) });
  await live.handle({ event, request: request(new URL('preload.json', entry)) });
  // A release built before these lists has none (its 404 carries no CORS header: a failed fetch): it is kept as used.
  const list = await fetch(request(new URL(RELEASE_LIST, entry)), { cache: 'no-cache' }).catch(() => null);
  if (!list?.ok) return;
  const read = parseWith(ReleaseFileListSchema, await list.json(), RELEASE_LIST);
  if (!read.ok) throw new Error(read.message);
  // A few at a time: the page that asked is still loading its own pictures.
  const queue = read.value.files.map((file) => new URL(file, entry));
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      await releaseFiles.handle({ event, request: request(url) }).catch(() => undefined);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}

/** The live manifest: from the network (and kept) when it answers, else the copy kept last. */
async function readManifest(
  event: ExtendableEvent,
): Promise<{ text: string; fromNetwork: boolean; revision: number | null }> {
  const request = new Request('/remotes.json');
  const fresh = await fetch(request, { cache: 'no-cache' }).catch(() => null);
  if (fresh?.ok) {
    const copy = fresh.clone();
    if (!isNoStore(fresh)) event.waitUntil(caches.open(CACHES.live).then((cache) => cache.put(request, copy)));
    const revision = Number.parseInt(fresh.headers.get(REVISION_HEADER) ?? '', 10);
    return { text: await fresh.text(), fromNetwork: true, revision: Number.isInteger(revision) ? revision : null };
  }
  const kept = await caches.match(request, { cacheName: CACHES.live, ignoreVary: true });
  if (!kept) throw new Error('no manifest: offline before the first visit');
  return { text: await kept.text(), fromNetwork: false, revision: null };
}

/**
 * Whether every release the manifest names is still on this device: each remote's entry and preload list, and every
 * file that list names. The worker's own note of what it kept is not enough: a browser may empty an origin's caches
 * while the worker runs (WebKit did, in the engines' offline journey), and a worker that said "kept" from its note
 * then left a page that could not open offline.
 */
async function stillKept(manifest: Manifest): Promise<boolean> {
  const inCache = (url: string | URL, cacheName: string) =>
    caches.match(new Request(url), { cacheName, ignoreVary: true });
  for (const { entry } of manifest.remotes) {
    if (!(await inCache(entry, CACHES.live))) return false;
    const list = await inCache(new URL('preload.json', entry), CACHES.live);
    if (!list) return false;
    const read = parseWith(PreloadListSchema, await list.json().catch(() => null), 'preload.json');
    if (!read.ok) continue; // nothing it names can be missing
    for (const file of [...read.value.js, ...read.value.css]) {
      const url = new URL(file, entry);
      if (url.origin === new URL(entry).origin && !(await inCache(url, CACHES.releases))) return false;
    }
  }
  return true;
}

/**
 * Keeps that page (the first one came before this worker) and, once per manifest (again if any of it has gone), every
 * remote release it names; then tells the page all of it is kept (`OFFLINE_READY`).
 */
async function keepForOffline(event: ExtendableMessageEvent, pageUrl: string | undefined, text: string): Promise<void> {
  if (pageUrl && new URL(pageUrl).origin === self.location.origin) {
    if (!(await caches.match(pageUrl))) {
      await pages
        .handle({ event, request: new Request(pageUrl, { credentials: 'same-origin' }) })
        .catch(() => undefined);
    }
    // After a page load: the plain page for offline addresses, as served now (its CSP names the current remotes).
    await live.handle({ event, request: new Request(APP_SHELL) }).catch(() => undefined);
  }
  const read = parseManifestJson(text);
  if (!read.ok) throw new Error(read.message);
  const manifest = read.value;
  if (text !== keptManifest || !(await stillKept(manifest))) {
    // Each remote on its own: one whose host is down now is tried again after the next page load.
    const kept = await Promise.allSettled(manifest.remotes.map((r) => keepRelease(r.entry, event)));
    const failed = kept.filter((k) => k.status === 'rejected');
    if (failed.length > 0)
      throw new AggregateError(
        failed.map((k) => k.reason),
        'a remote release could not be kept',
      );
    keptManifest = text;
  }
  (event.source as Client | null)?.postMessage({ type: OFFLINE_READY } satisfies SwMessage);
}

let keptManifest = '';
const couldNotKeep = (error: unknown) => console.warn('[sw] could not keep the site for offline use', error);
/** One keeping at a time: a second page's message waits for the first's. */
let keeping: Promise<void> = Promise.resolve();

/**
 * A page not controlled yet asks to be taken over (CLAIM). After a page has loaded or moved on in the browser (WARM):
 * at once, the live manifest back to the page, so a page still running a remote's older release goes to the new one
 * (shell/src/app/service-worker.ts); then the keeping.
 */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as SwMessage | null;
  if (data?.type === CLAIM) {
    event.waitUntil(self.clients.claim());
    return;
  }
  if (data?.type !== WARM) return;
  const run = (async () => {
    const { text, fromNetwork, revision } = await readManifest(event);
    const read = parseManifestJson(text);
    if (!read.ok) throw new Error(read.message);
    if (fromNetwork) {
      const remotes = read.value.remotes.map(({ name, entry }) => ({ name, entry }));
      (event.source as Client | null)?.postMessage({ type: LIVE_MANIFEST, remotes, revision } satisfies SwMessage);
    }
    keeping = keeping.then(() => keepForOffline(event, data.url, text)).catch(couldNotKeep);
    await keeping;
  })().catch(couldNotKeep);
  event.waitUntil(run);
});
