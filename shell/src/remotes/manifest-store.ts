import { create } from 'zustand';
import { parseManifest, type RemoteEntry } from './manifest';
import { registerManifest } from './remote-loader';

type ManifestState =
  | { status: 'loading' }
  | { status: 'ready'; remotes: RemoteEntry[] }
  | { status: 'error'; message: string };

const useManifestStore = create<ManifestState>(() => ({ status: 'loading' }));

export const MANIFEST_URL = '/remotes.json';

async function fetchManifest(): Promise<unknown> {
  const res = await fetch(MANIFEST_URL, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

type ManifestSlot = Window & { __campusRemotesManifest?: Promise<unknown> };
let firstLoad = true;

/**
 * The page's first read of the manifest is shared with public/preload-route.js (which needs it to preload the page's
 * remote) through a slot on window: whichever runs first reads it and leaves the promise, the other takes it.
 * Retries always fetch afresh.
 */
function firstManifestRead(): Promise<unknown> {
  const slot = window as ManifestSlot;
  const early = slot.__campusRemotesManifest;
  if (early) {
    delete slot.__campusRemotesManifest;
    return early.catch(fetchManifest);
  }
  const read = fetchManifest();
  read.catch(() => undefined);
  Object.defineProperty(slot, '__campusRemotesManifest', { value: read, configurable: true });
  return read;
}

/** Reads /remotes.json (never cached: it is how a new remote build is switched on). */
export async function loadManifest(): Promise<void> {
  useManifestStore.setState({ status: 'loading' });
  try {
    const read = firstLoad ? firstManifestRead() : fetchManifest();
    firstLoad = false;
    const parsed = parseManifest(await read);
    if (!parsed.ok) throw new Error(parsed.message);
    registerManifest(parsed.remotes);
    useManifestStore.setState({ status: 'ready', remotes: parsed.remotes });
  } catch (error) {
    useManifestStore.setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

export const useManifest = (): ManifestState => useManifestStore((s) => s);

export function currentRemotes(): RemoteEntry[] {
  const s = useManifestStore.getState();
  return s.status === 'ready' ? s.remotes : [];
}
