// The release store (docs/deploy.md, "What is live: the release store"): what is live, kept as ONE document
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
import { parseManifestJson } from '@campus/contract/manifest';
import { conflictMessage, KEPT_LINES, KEPT_LOG, stateOf, trimHistory } from './document.mjs';
import { openEtcdStore } from './etcd-store.mjs';
import { openFileStore } from './file-store.mjs';

export { conflictMessage, KEPT_LINES, KEPT_LOG, stateOf, trimHistory };

/**
 * @typedef {import('@campus/contract/release-state').ReleaseState} ReleaseState
 * @typedef {import('@campus/contract/manifest').Manifest} Manifest
 * @typedef {{ revision: number, state: ReleaseState, who: string, what: string, at: string }} Snapshot
 * @typedef {{ who: string, what: string }} SwitchBy
 * @typedef {{ ok: true, revision: number } | { ok: false, current: Snapshot, message: string }} SwapResult
 * @typedef {'connected' | 'lost'} StoreStatus
 * @typedef {import('./document.mjs').Archived} Archived
 * @typedef {{
 *   url: string,
 *   read(): Promise<Snapshot>,
 *   swap(expectedRevision: number, next: ReleaseState, by: SwitchBy, archived?: Archived | null): Promise<SwapResult>,
 *   watch(fromRevision: number, onChange: (snapshot: Snapshot) => void, onStatus?: (status: StoreStatus) => void): () => void,
 *   close(): Promise<void>,
 * }} ReleaseStore
 * @typedef {{ seed?: () => Manifest }} StoreOptions
 */

export const ROOT = resolve(import.meta.dirname, '../..');

/** The embedded default: a folder of its own at the repo's root (git-ignored), outside every dist/. */
export const DEFAULT_STORE_URL = `file:${join(ROOT, '.release-store')}`;

/** The etcd key the document is kept under. */
export const ETCD_KEY = 'campus/release-state';

/**
 * The store a tool is pointed at: `--release-store=<url>` (or `--release-store <url>`), else RELEASE_STORE, else the
 * embedded default.
 * @param {readonly string[]} [argv] @param {NodeJS.ProcessEnv} [env]
 */
export function storeUrlFrom(argv = process.argv.slice(2), env = process.env) {
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
 * @returns {Manifest}
 */
export function shellManifest(root = ROOT) {
  const file = join(root, 'shell/public/remotes.json');
  let text;
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
export function defaultWho() {
  let user = 'someone';
  try {
    user = userInfo().username;
  } catch {}
  return `${user}@${hostname()}`;
}

/**
 * Opens the store a URL names (default: storeUrlFrom()).
 * @param {string} [url] @param {StoreOptions} [options] `seed`: the manifest an empty store starts from (default: the
 * shell's remotes.json)
 * @returns {ReleaseStore}
 */
export function openReleaseStore(url = storeUrlFrom(), options = {}) {
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
 * @param {string} url @param {Manifest} manifest
 * @returns {Promise<Snapshot>}
 */
export async function seedReleaseStore(url, manifest) {
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
 * live document keeps (trimHistory); what is cut goes to the store's archive with the same swap.
 * @param {ReleaseStore} store
 * @param {(state: ReleaseState, snapshot: Snapshot) => ReleaseState | null} change gets a copy it may edit
 * @param {{ who?: string, what: string, retries?: number, onConflict?: (message: string) => void }} by
 * @returns {Promise<{ ok: true, revision: number, state: ReleaseState, unchanged?: boolean }
 *   | { ok: false, message: string }>}
 */
export async function update(store, change, { who = defaultWho(), what, retries = 8, onConflict }) {
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
 * @param {string} url @returns {string | undefined}
 */
export function fileStoreDir(url) {
  if (!url.startsWith('file:')) return undefined;
  const rest = url.slice('file:'.length);
  return rest.startsWith('//') ? fileURLToPath(url) : isAbsolute(rest) ? rest : resolve(rest);
}
