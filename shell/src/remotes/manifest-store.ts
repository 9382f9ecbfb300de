import { create } from 'zustand';
import { fetchManifest, firstManifestRead } from '../../public/preload-route.js';
import { parseManifest, type RemoteEntry } from './manifest';
import { registerManifest } from './remote-loader';

type ManifestState =
  | { status: 'loading' }
  | { status: 'ready'; remotes: RemoteEntry[] }
  | { status: 'error'; message: string };

const useManifestStore = create<ManifestState>(() => ({ status: 'loading' }));

/** The first load takes the page's one read (public/preload-route.js); retries read afresh. */
let firstLoad = true;

/** Reads /remotes.json (never cached: it is how a new remote build is switched on). */
export async function loadManifest(): Promise<void> {
  useManifestStore.setState({ status: 'loading' });
  try {
    const read = firstLoad ? firstManifestRead().catch(fetchManifest) : fetchManifest();
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
