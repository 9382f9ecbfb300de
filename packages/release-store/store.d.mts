import type { Manifest } from '@campus/contract/manifest';
import type { ReleaseState } from '@campus/contract/release-state';

export type { ReleaseState };
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
/** What a switch moved out of the live document: each remote's oldest lines and the oldest log entries. */
export interface Archived {
  at: string;
  lines: Record<string, ReleaseState['manifest']['remotes']>;
  log: ReleaseState['history']['log'];
}
/** Lines kept per remote, and log entries, in the live document. */
export const KEPT_LINES: number;
export const KEPT_LOG: number;
/** The history cut to what the live document keeps, and what was cut (null: nothing). */
export function trimHistory(
  state: ReleaseState,
  keep?: { lines?: number; log?: number },
): { state: ReleaseState; archived: Archived | null };
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
export const ROOT: string;
export const DEFAULT_STORE_URL: string;
export const ETCD_KEY: string;
export function storeUrlFrom(argv?: readonly string[], env?: NodeJS.ProcessEnv): string;
/** The shell's own remotes.json (`<root>/shell/public/remotes.json`): what an empty store starts from. */
export function shellManifest(root?: string): Manifest;
export function stateOf(manifest: Manifest): ReleaseState;
export function conflictMessage(expected: number, current: Snapshot): string;
export function defaultWho(): string;
export function openReleaseStore(url?: string, options?: StoreOptions): ReleaseStore;
/** Seeds an empty store with `manifest` (a store in use is left as it is); what is live in it. */
export function seedReleaseStore(url: string, manifest: Manifest): Promise<Snapshot>;
export function update(
  store: ReleaseStore,
  change: (state: ReleaseState, snapshot: Snapshot) => ReleaseState | null,
  by: { who?: string; what: string; retries?: number; onConflict?: (message: string) => void },
): Promise<{ ok: true; revision: number; state: ReleaseState; unchanged?: boolean } | { ok: false; message: string }>;
/** The folder of a `file:` store; undefined for etcd. */
export function fileStoreDir(url: string): string | undefined;
