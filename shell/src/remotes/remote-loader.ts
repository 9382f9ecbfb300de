import type { RemoteEntry } from '@campus/contract/manifest';
import type { RoutesExportName } from '@campus/vite/shell-contract';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ComponentType, ReactNode } from 'react';
import { PRELOAD_ROUTE_SLOT } from './preload-route';

/**
 * What every remote exposes as `./routes`: its own <Routes>, given the shell's 404 to show for paths it lacks; its
 * release; and, optionally, `preparePage(pathname)`, which the shell awaits before drawing or adopting the slice at
 * that path (a remote whose pages load lazily gets them ready, so the page is live together with the slice).
 */
export type RemoteRoutesModule = {
  default: ComponentType<{ notFound: ReactNode }>;
  release?: string;
  preparePage?: (pathname: string) => Promise<void>;
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The contract the shell's build publishes for remotes (contract.json) names exactly the exports of this type. */
export type RoutesContractMatches<T extends true = Same<keyof RemoteRoutesModule, RoutesExportName>> = T;

let registered = new Set<string>();

/** Tells the federation runtime where each remote lives. Fetches nothing: entries load on first use. */
export function registerManifest(remotes: readonly RemoteEntry[]): void {
  const key = (r: RemoteEntry) => `${r.name}@${r.entry}`;
  const fresh = remotes.filter((r) => !registered.has(key(r)));
  if (fresh.length === 0) return;
  registerRemotes(
    fresh.map((r) => ({ name: r.name, entry: r.entry, type: 'module' })),
    { force: true },
  );
  registered = new Set([...registered, ...fresh.map(key)]);
}

const loading = new Map<string, Promise<RemoteRoutesModule>>();

/** Settles when every remote load under way has finished, well or not. */
export function settledLoads(): Promise<unknown> {
  return Promise.allSettled([...loading.values()]);
}

/** The longest the federation's imports wait for a remote's preload list (a list that does not come holds nothing up). */
export const HINTS_WAIT_MS = 1000;

type PreloadRoute = {
  preloadRemoteFiles?: (entry: string) => Promise<void>;
  listedByPage?: (entry: string) => boolean;
  pageListHinted?: () => Promise<void>;
};

/**
 * The page's own preload-route.js (its functions and state, left on window when it runs; it is an async script, so
 * it may run after this code starts): never imported a second time. Null if it has not run within HINTS_WAIT_MS.
 */
function pagePreloadRoute(): Promise<PreloadRoute | null> {
  const slot = () => (window as unknown as Record<string, PreloadRoute | undefined>)[PRELOAD_ROUTE_SLOT] ?? null;
  const ready = slot();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve) => {
    const done = () => resolve(slot());
    window.addEventListener(PRELOAD_ROUTE_SLOT, done, { once: true });
    setTimeout(done, HINTS_WAIT_MS);
  });
}

/**
 * Fetch all the files of the remote's `./routes` at once (from its preload.json), instead of one import level at a
 * time as the runtime discovers them. The code is /preload-route.js as index.html loaded it (pagePreloadRoute).
 * Resolves when the federation's imports may start: once every file is hinted (never later than HINTS_WAIT_MS) —
 * WebKit downloads a file twice when its hint comes while the loader's own request for it is in flight. For the
 * page's own slice that is its HTML's list, hinted one frame after the first paint; for any other,
 * its preload.json (the entry's own hint goes out at once, so the list costs no round trip of its own).
 * Built site only: dev servers publish no preload list.
 */
async function hintRemoteFiles(entry: string): Promise<void> {
  if (import.meta.env.DEV) return;
  const route = await pagePreloadRoute();
  const listHinted = route?.preloadRemoteFiles?.(entry).catch(() => undefined);
  if (!listHinted) return;
  const hinted = route?.listedByPage?.(entry) ? route.pageListHinted?.() : listHinted;
  await Promise.race([hinted, new Promise((resolve) => setTimeout(resolve, HINTS_WAIT_MS))]);
}

/**
 * Loads a remote's routes once; a failure is forgotten so that Retry (or the next visit) asks again.
 */
export function loadRemoteRoutes(remote: RemoteEntry): Promise<RemoteRoutesModule> {
  const cached = loading.get(remote.name);
  if (cached) return cached;
  const promise = hintRemoteFiles(remote.entry)
    .then(() => loadRemote<RemoteRoutesModule>(`${remote.name}/routes`))
    .then((mod) => {
      if (!mod || typeof mod.default !== 'function') throw new Error(`${remote.name} did not expose ./routes`);
      return mod;
    });
  loading.set(remote.name, promise);
  promise.catch(() => loading.delete(remote.name));
  return promise;
}

/** Warm a remote before it is needed (hover, focus, idle). Errors are left for the real visit to show. */
export function preloadRemote(remote: RemoteEntry | undefined): void {
  if (remote) loadRemoteRoutes(remote).catch(() => undefined);
}

/** Before a retry: drop what the runtime remembers of a remote so its entry is fetched again. */
export function forgetRemote(remote: RemoteEntry): void {
  loading.delete(remote.name);
  registerRemotes([{ name: remote.name, entry: remote.entry, type: 'module' }], { force: true });
}
