import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReleaseStore, Snapshot } from '@campus/release-store/store';
import type { Composer } from './compose.mjs';
import type { PinnedServer } from './remote-render.mjs';

export interface App {
  name: string;
  dir: string;
  port: number;
  index?: string;
  prerendered?: boolean;
  releases?: string;
  compose?: Composer;
}
export interface ServeOptions {
  mono: boolean;
  only?: string[];
  workers: number;
  extra: App[];
  /** `--port=`: the one app's port (with `--only=` naming one). */
  port?: number;
  /** `--release-store=`, else RELEASE_STORE, else the embedded default. */
  releaseStore: string;
  /** `--ops-port=`: the operator port (default: opsPortOf the page port). */
  opsPort?: number;
  /** `--beacon-sample=`: the share of visitors whose pages report their visit, 0 to 1 (default 1). */
  beaconSample: number;
}
export const REVISION_HEADER: string;
export interface LiveState {
  current(): Snapshot | null;
  health(): { revision: number | null; store: 'connected' | 'lost'; since: string; warmed: boolean };
  ready: Promise<void>;
  close(): Promise<void>;
}
export const ROOT: string;
/** The operator port of a layout server on `port` (its page port + 5000). */
export function opsPortOf(port: number): number;
export function parseServeArgs(argv: string[], env?: NodeJS.ProcessEnv): ServeOptions;
export function siteApps(): App[];
export function servedApps(options: ServeOptions, env?: { onlyExtra?: boolean }): App[];
export function localPins(root: string): (entry: string) => PinnedServer | undefined;
export function encodingFor(req: IncomingMessage): 'br' | 'gzip' | null;
/** The address without its trailing slash, or null when it has none (or would leave this origin). */
export function withoutTrailingSlash(url: string): string | null;
/** When a crawler told the layout server is busy (503) should ask again, in seconds. */
export const BUSY_RETRY_AFTER_S: number;
export function createSite(options: {
  apps: App[];
  root?: string;
  shellOrigin?: string;
  log?: (line: Record<string, unknown>) => void;
  /** The release store's URL or an opened store (default: RELEASE_STORE, else the embedded default). */
  releaseStore?: string | ReleaseStore;
  /** What preview links are signed with (none: previews are off). */
  previewSecret?: string | null;
  /** The share of visitors whose pages report their visit (default 1). */
  beaconSample?: number;
}): {
  handlers: { app: App; handle: (req: IncomingMessage, res: ServerResponse) => void }[];
  warm(): Promise<unknown>;
  /** What is live, for the composing shell (null when the site has none). */
  live: LiveState | null;
  /** What pages report, counted (metrics.mjs). */
  metrics: import('./metrics.mjs').Metrics;
  /** The operator port's handler: /metrics, /_/figures, /_/releases. */
  operator: (req: IncomingMessage, res: ServerResponse) => void;
  /** What the workers of `--workers=N` went through, as the primary says: /healthz shows it. */
  setWorkersHealth(health: import('./supervisor.mjs').WorkersHealth): void;
  close(): Promise<void>;
};
