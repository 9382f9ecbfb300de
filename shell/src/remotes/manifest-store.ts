import { parseManifest, type RemoteEntry } from '@campus/contract/manifest';
import { createContext, useContext } from 'react';
import { create } from 'zustand';
import { BOOT } from './boot';
import { fetchManifest, firstManifestRead } from './preload-route';
import { registerManifest } from './remote-loader';

export type ManifestState =
  | { status: 'loading' }
  | { status: 'ready'; remotes: RemoteEntry[] }
  | { status: 'error'; message: string };

/** The manifest the server composed the page with, when it did: the first render needs no request. */
function fromBoot(): ManifestState | null {
  if (!BOOT?.manifest) return null;
  registerManifest(BOOT.manifest.remotes);
  return { status: 'ready', remotes: BOOT.manifest.remotes };
}

const booted = fromBoot();
const useManifestStore = create<ManifestState>(() => booted ?? { status: 'loading' });

/** The first load takes the page's one read (preload-route.ts, as the page loaded it); retries read afresh. */
let firstLoad = true;

/** Reads /remotes.json (never cached: it is how a new remote build is switched on). */
export async function loadManifest(): Promise<void> {
  useManifestStore.setState({ status: 'loading' });
  try {
    const read = firstLoad ? firstManifestRead().catch(fetchManifest) : fetchManifest();
    firstLoad = false;
    const parsed = parseManifest(await read);
    if (!parsed.ok) throw new Error(parsed.message);
    registerManifest(parsed.value.remotes);
    useManifestStore.setState({ status: 'ready', remotes: parsed.value.remotes });
  } catch (error) {
    useManifestStore.setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

/** The page came with the manifest (server-composed): nothing to load. */
export const manifestFromServer = (): boolean => booted !== null;

/** On a server, the manifest of the request being rendered (the store is the browser's). */
export const ServerManifestContext = createContext<ManifestState | null>(null);

export const useManifest = (): ManifestState => {
  const server = useContext(ServerManifestContext);
  const state = useManifestStore((s) => s);
  return server ?? state;
};

export function currentRemotes(): RemoteEntry[] {
  const s = useManifestStore.getState();
  return s.status === 'ready' ? s.remotes : [];
}
