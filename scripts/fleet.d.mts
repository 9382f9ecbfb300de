import type { Manifest } from '@campus/contract/manifest';
import type { Front } from './nginx-front.mjs';

/** A fleet on this machine: etcd, N layout servers, nginx in front (fleet.mjs). */
export const ETCD: string;
export const STORE_URL: string;
/** Where the fleet test's Prometheus listens. */
export const PROMETHEUS_PORT: number;
export const FLEET: Front;

export interface Health {
  revision: number;
  store: 'connected' | 'lost';
  since: string;
  /** The served revision's parts are loaded. */
  warmed: boolean;
}
export interface Fleet {
  front: Front;
  storeUrl: string;
  startEtcd(): Promise<void>;
  /** Stops etcd, its data kept. */
  stopEtcd(): Promise<void>;
  startLayout(port: number): Promise<void>;
  /** SIGKILL: its open requests cut. */
  killLayout(port: number): Promise<void>;
  stop(): Promise<void>;
  /** The store's manifest at a revision, as the fleet's own watch saw it. */
  manifestAt(revision: number): Manifest | undefined;
  /** A layout server's /healthz, asked directly. */
  healthz(port: number): Promise<Health>;
}
export function startFleet(options?: { servers?: number }): Promise<Fleet>;
/** When each server first reported `revision` or later (Date.now() times), in the order of `ports`. */
export function waitForRevision(ports: number[], revision: number, timeoutMs?: number): Promise<number[]>;
/** A prebuilt release of a remote for `--from`: a copy of its built folder. */
export function candidate(workspace: string): string;
/** The team's release/rollback command as its own process against the fleet's store (health over HTTP). */
export function team(
  command: 'release' | 'rollback' | 'status',
  workspace: string,
  args?: string[],
): Promise<{ code: number | null; output: string; ms: number }>;
export interface LoadResult {
  seconds: number;
  total: number;
  /** Errors, timeouts and non-2xx answers. */
  failed: number;
  rps: number;
  p99: number;
  /** The first few pages not from one revision, and how many there were. */
  mixed: string[];
  mixedCount: number;
  /** The revisions the pages came from. */
  revisions: number[];
}
export function steadyLoad(options: {
  paths: string[];
  rate?: number;
  connections?: number;
  manifestAt?: (revision: number) => Manifest | undefined;
}): {
  /** Resolves once `count` more pages have been served (from now). */
  served(count: number): Promise<void>;
  /** Resolves once `count` pages have come from `revision`. */
  servedFrom(revision: number, count: number): Promise<void>;
  stop(): Promise<LoadResult>;
};
