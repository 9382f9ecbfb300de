import { CLAIM, LIVE_MANIFEST, OFFLINE_READY, type SwMessage, WARM } from '../../sw/messages';
import { BOOT } from '../remotes/boot';
import { afterPageSettles } from './page-settled';

/** Set on <html> once the service worker has kept everything the site needs offline (a public signal, like data-live). */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

/** The manifest a reload was made for, so a page that still differs after it (a kept copy) is not reloaded again. */
const RELOADED_FOR = 'campus:reloaded-for-release';

/** A newer manifest than this page's, once the worker has seen it: the next navigation loads the page anew. */
let releaseWaiting: string | null = null;

/** What this module needs of the remote loader, given at registration: it stays free of the loader itself. */
export type RunningRemotes = {
  /** The remotes this page runs (the manifest store's). */
  running: () => readonly { name: string; entry: string }[];
  /** Settles once every remote load under way has. */
  loadsSettled: () => Promise<unknown>;
  /** Warm-ups asked for until this settles wait for it. */
  holdWarmUps: (until: Promise<unknown>) => void;
};

let runningRemotes: RunningRemotes['running'] = () => [];

/** The longest the page waits for its loads to settle before asking to be taken over, and then for the take-over. */
const TAKE_OVER_WAIT_MS = 3000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The first visit: the worker is active but this page is not its yet. Once the remotes' loads under way have settled
 * (so no file is half on either side), the page asks to be taken over (CLAIM, sw/messages.ts, for why) and holds new
 * warm-ups until it is: each file is then fetched once, all before the take-over or all after it.
 */
export function takeOver(worker: ServiceWorker, remotes: RunningRemotes): Promise<void> {
  const container = navigator.serviceWorker;
  const taken = (async () => {
    await Promise.race([remotes.loadsSettled(), wait(TAKE_OVER_WAIT_MS)]);
    if (container.controller) return;
    const changed = new Promise<void>((resolve) => {
      container.addEventListener('controllerchange', () => resolve(), { once: true });
    });
    worker.postMessage({ type: CLAIM } satisfies SwMessage);
    await Promise.race([changed, wait(TAKE_OVER_WAIT_MS)]);
  })();
  remotes.holdWarmUps(taken);
  return taken;
}

function ask(url?: string): void {
  navigator.serviceWorker?.controller?.postMessage({ type: WARM, ...(url ? { url } : {}) } satisfies SwMessage);
}

/**
 * The live manifest (from the worker, when the network answered) against the one this page runs: a remote with
 * another entry is a new release. The page never mixes two releases of one remote: if the one on screen changed, the
 * page loads anew now (composed with the new release); otherwise the next navigation does.
 */
function onLiveManifest(remotes: { name: string; entry: string }[], revision: number | null): void {
  // An older revision than the page's own (a layout server behind the others, a copy kept offline) is not a release.
  if (revision !== null && BOOT?.revision != null && revision < BOOT.revision) return;
  const running = runningRemotes();
  if (running.length === 0) return;
  const changed = remotes.filter((r) => running.find((p) => p.name === r.name)?.entry !== r.entry).map((r) => r.name);
  if (changed.length === 0) return;
  const key = JSON.stringify(remotes);
  if (sessionStorage.getItem(RELOADED_FOR) === key) return;
  const onScreen = document.querySelector('main [data-remote]')?.getAttribute('data-remote');
  if (onScreen && changed.includes(onScreen)) reloadFor(key);
  else releaseWaiting = key;
}

function reloadFor(key: string): void {
  sessionStorage.setItem(RELOADED_FOR, key);
  location.reload();
}

/** After each of the page's own navigations (the shell's App): a release seen meanwhile is loaded now. */
export function navigatedInPage(): void {
  if (releaseWaiting) reloadFor(releaseWaiting);
  else ask();
}

/**
 * Installed on the home screen, the kept site is the app: ask the browser not to clear it when space runs short
 * (Chromium and WebKit grant this to an installed app without a prompt). In a browser tab it is not asked: Firefox
 * would put a permission prompt in front of a first-time customer.
 */
function keepStorageIfInstalled(): void {
  if (!window.matchMedia?.('(display-mode: standalone)').matches) return;
  navigator.storage?.persist?.().catch(() => undefined);
}

/**
 * The site's service worker (shell/sw/sw.ts, built to /sw.js): registered once the page has settled (loaded, painted
 * and running: `afterPageSettles`), so its first download never competes with the page's own; then asked to keep this
 * page and every remote release for offline use, and again whenever the page comes back to view or online (an
 * installed app resumed learns of a new release).
 * Built site only (dev servers have no worker).
 */
export function registerServiceWorker(remotes: RunningRemotes): void {
  runningRemotes = remotes.running;
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as SwMessage | null;
    if (data?.type === OFFLINE_READY) {
      document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, '');
      keepStorageIfInstalled();
    } else if (data?.type === LIVE_MANIFEST) onLiveManifest(data.remotes, data.revision);
  });
  const start = () => {
    container.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('[shell] service worker not registered: the site works, but not offline', error);
    });
    void container.ready.then(async (registration) => {
      const worker = registration.active;
      if (!worker) return;
      if (!container.controller) await takeOver(worker, remotes).catch(() => undefined);
      worker.postMessage({ type: WARM, url: location.href } satisfies SwMessage);
    });
  };
  afterPageSettles(start);
  window.addEventListener('online', () => ask());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') ask();
  });
}
