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

/**
 * public/preload-route.js reads the manifest as soon as the HTML is parsed (to preload the page's remote) and leaves
 * its promise on window for the first load here; it is taken once, so Retry always fetches afresh.
 */
function takeEarlyManifest(): Promise<unknown> | undefined {
  const w = window as Window & { __campusRemotesManifest?: Promise<unknown> };
  const early = w.__campusRemotesManifest;
  if (early) delete w.__campusRemotesManifest;
  return early;
}

/** Reads /remotes.json (never cached: it is how a new remote build is switched on). */
export async function loadManifest(): Promise<void> {
  useManifestStore.setState({ status: 'loading' });
  try {
    const early = takeEarlyManifest();
    const parsed = parseManifest(early ? await early.catch(fetchManifest) : await fetchManifest());
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
