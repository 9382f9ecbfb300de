// The release store (docs/release-store.md): what is live, kept as ONE document
// (@campus/contract/release-state) in a store made for it, never in a build folder. Two backends behind one interface:
//   file:<dir>            a folder of its own (the default: <repo>/.release-store/), for one machine — `npm start`,
//                         `npm test` need nothing but Node
//   etcd://host:port[,…]  etcd v3, for a fleet of layout servers
// Every switch is one compare-and-swap on the document's revision: it lands, or it is refused with who switched what
// meanwhile — `update()` then applies the change again to what is live now, so no switch is ever lost.
import { readFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Manifest, parseManifestJson } from '@campus/contract/manifest';
import type { ReleaseState } from '@campus/contract/release-state';
import { type Archived, conflictMessage, KEPT_LINES, KEPT_LOG, stateOf, trimHistory } from './document.ts';
import { openEtcdStore } from './etcd-store.ts';
import { openFileStore } from './file-store.ts';

export { type Archived, conflictMessage, KEPT_LINES, KEPT_LOG, type ReleaseState, stateOf, trimHistory };

/** The live record at one revision, and who made its last switch. */
export interface Snapshot {
  revision: number;
  state: ReleaseState;
  who: string;
  what: string;
  at: string;
}
export interface SwitchBy {
  who: string;
  what: string;
}
export type SwapResult = { ok: true; revision: number } | { ok: false; current: Snapshot; message: string };
export type StoreStatus = 'connected' | 'lost';
export interface ReleaseStore {
  /** The URL it was opened with. */
  url: string;
  /** The live record (an empty store is seeded first). */
  read(): Promise<Snapshot>;
  /**
   * One compare-and-swap: lands when the store is still at `expectedRevision`, else says who switched what. `archived`:
   * what the switch cut from the history, recorded in the store's archive with it.
   */
  swap(expectedRevision: number, next: ReleaseState, by: SwitchBy, archived?: Archived | null): Promise<SwapResult>;
  /** Every record after `fromRevision`, as the store pushes it; returns the way to stop. */
  watch(
    fromRevision: number,
    onChange: (snapshot: Snapshot) => void,
    onStatus?: (status: StoreStatus) => void,
  ): () => void;
  close(): Promise<void>;
}
export interface StoreOptions {
  /** The manifest an empty store starts from (default: the shell's remotes.json, shellManifest()). */
  seed?: () => Manifest;
}

export const ROOT = resolve(import.meta.dirname, '../..');

/** The embedded default: a folder of its own at the repo's root (git-ignored), outside every dist/. */
export const DEFAULT_STORE_URL = `file:${join(ROOT, '.release-store')}`;

/** The etcd key the document is kept under. */
export const ETCD_KEY = 'campus/release-state';

/**
 * The store a tool is pointed at: `--release-store=<url>` (or `--release-store <url>`), else RELEASE_STORE, else the
 * embedded default.
 */
export function storeUrlFrom(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): string {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--release-store=')) return arg.slice('--release-store='.length);
    if (arg === '--release-store' && argv[i + 1]) return argv[i + 1] ?? '';
  }
  return env.RELEASE_STORE || DEFAULT_STORE_URL;
}

/**
 * The first state of an empty store: the lines of the shell's own remotes.json (`shell/public/remotes.json`, which
 * a shell build only copies into its dist), no history yet. Read once, when a store is first used; nothing of the
 * shell is read as live after that.
 */
export function shellManifest(root: string = ROOT): Manifest {
  const file = join(root, 'shell/public/remotes.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`the release store is empty and ${file} is missing to seed it from`);
  }
  const read = parseManifestJson(text);
  if (!read.ok) throw new Error(`seeding the release store: ${read.message}`);
  return read.value;
}

/** Who a switch is made by, when the caller does not say: user@host. */
export function defaultWho(): string {
  let user = 'someone';
  try {
    user = userInfo().username;
  } catch {}
  return `${user}@${hostname()}`;
}

/** Opens the store a URL names (default: storeUrlFrom()). */
export function openReleaseStore(url: string = storeUrlFrom(), options: StoreOptions = {}): ReleaseStore {
  const seed = options.seed ?? (() => shellManifest());
  if (url.startsWith('file:')) {
    return openFileStore({ url, dir: fileStoreDir(url) ?? '', seed });
  }
  if (url.startsWith('etcd://')) {
    const hosts = url
      .slice('etcd://'.length)
      .replace(/\/.*$/, '')
      .split(',')
      .filter(Boolean)
      .map((host) => `http://${host}`);
    if (hosts.length === 0) throw new Error(`release store ${url}: no host`);
    return openEtcdStore({ url, hosts, key: ETCD_KEY, seed });
  }
  throw new Error(`release store ${url}: expected file:<dir> or etcd://host:port`);
}

/**
 * A store of its own for a copy of the site, seeded with the copy's lines (its own origins) if it is empty; a store
 * already in use is left as it is. Resolves to what is live in it.
 */
export async function seedReleaseStore(url: string, manifest: Manifest): Promise<Snapshot> {
  const store = openReleaseStore(url, { seed: () => manifest });
  try {
    return await store.read();
  } finally {
    await store.close();
  }
}

/**
 * Read, change, compare-and-swap — again on what is live now when another switch landed first (the change is
 * applied to that state, so both land, in order). Refused only after `retries` conflicts in a row, with who switched
 * what. `change` returns the next state, or null for nothing to switch. The history it lands with is cut to what the
 * live document keeps (trimHistory); what is cut goes to the store's archive with the same swap. `change` gets a copy
 * it may edit.
 */
export async function update(
  store: ReleaseStore,
  change: (state: ReleaseState, snapshot: Snapshot) => ReleaseState | null,
  {
    who = defaultWho(),
    what,
    retries = 8,
    onConflict,
  }: { who?: string; what: string; retries?: number; onConflict?: (message: string) => void },
): Promise<{ ok: true; revision: number; state: ReleaseState; unchanged?: boolean } | { ok: false; message: string }> {
  let snapshot = await store.read();
  for (let attempt = 0; ; attempt++) {
    const changed = change(structuredClone(snapshot.state), snapshot);
    if (changed === null) return { ok: true, revision: snapshot.revision, state: snapshot.state, unchanged: true };
    const { state: next, archived } = trimHistory(changed);
    const swapped = await store.swap(snapshot.revision, next, { who, what }, archived);
    if (swapped.ok) return { ok: true, revision: swapped.revision, state: next };
    if (attempt >= retries) return { ok: false, message: `${swapped.message} (tried ${attempt + 1} times)` };
    onConflict?.(swapped.message);
    snapshot = swapped.current;
  }
}

/**
 * The folder of a `file:` store (where the embedded store keeps its own files, the preview secret among them); none
 * for etcd.
 */
export function fileStoreDir(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined;
  const rest = url.slice('file:'.length);
  return rest.startsWith('//') ? fileURLToPath(url) : isAbsolute(rest) ? rest : resolve(rest);
}
