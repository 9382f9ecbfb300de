/** The production topology (deploy/nginx.conf in front of layout servers), run locally: nginx-front.mjs. */
export const NGINX: string;
/** The module deploy/nginx.conf's `brotli_static` needs (Debian: libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE: string;
/** The nginx test's front (one layout server). */
export const shellOrigin: string;
/** The nginx test's front's own release store (`file:` URL), seeded by startFront. */
export const frontStoreUrl: string;
/** Each remote's HTTPS origin by its federation name (the nginx test's front). */
export const remoteOrigins: Record<string, string>;
/** The operator port of the nginx test's layout server (/metrics, /_/figures, /_/releases). */
export const layoutOperatorOrigin: string;
/** The single-bundle build behind the nginx test's front (the bench's; `startFront({ withMono: true })`). */
export const monoOrigin: string;
/** The bench's variants: the single bundle behind the front too; every remote under the shell's origin. */
export interface Variants {
  withMono?: boolean;
  oneOrigin?: boolean;
}

export interface Front {
  /** Its folder: certificate, the apps as uploaded, nginx.conf, logs. */
  dir: string;
  shellPort: number;
  remotePorts: number[];
  /** The layout servers of its upstream. */
  layoutPorts: number[];
  hosts: Record<string, string>;
  shellOrigin: string;
  remoteOrigins: Record<string, string>;
}
/** Where a front runs: `dir` is relative to the repository. */
export function frontOf(ports: { dir: string; shellPort: number; remotePorts: number[]; layoutPorts: number[] }): Front;
/** deploy/nginx.conf with its placeholders filled in for this machine (default: the nginx test's front). */
export function nginxConfig(front?: Front, variants?: Variants): string;
/** Lays out the front's folder; returns the shell's manifest pointed at the front's origins. */
export function prepareFront(front: Front, variants?: Variants): import('@campus/contract/manifest').Manifest;
/** A child process of a front, its output in `<dir>/<name>.log`. */
export interface Child {
  name: string;
  proc: import('node:child_process').ChildProcess;
  /** Resolves with its exit code once it has ended. */
  exited: Promise<number | null>;
  logFile: string;
  /** The last lines of its log. */
  tail(lines?: number): string;
}
export function startChild(dir: string, name: string, command: string, args: string[], env?: NodeJS.ProcessEnv): Child;
/** Stops a child, SIGKILL after `graceMs`; resolves once it has exited. */
export function stopChild(child: Child | undefined, signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
/** Refuses ports another process holds (waiting `timeoutMs` for one that is just ending). */
export function ensurePortsFree(ports: number[], timeoutMs?: number): Promise<void>;
/** Starts nginx on a prepared front, on free ports, once they take connections. */
export function startNginx(front: Front): Promise<Child>;
/** A layout server of a front, once it serves a revision warmed (nginx first). */
export function startLayout(
  front: Front,
  port: number,
  storeUrl: string,
  options?: { args?: string[]; env?: NodeJS.ProcessEnv },
): Promise<Child>;
/** Copies the built apps, starts nginx, then the layout server; resolves once it serves the first revision warmed. */
export function startFront(variants?: Variants): Promise<{ stop(): Promise<void>; layoutLog(): string }>;
/** The Node flags of `npm run serve` (package.json): the layout server's heap cap. */
export function layoutServerFlags(): string[];
/** A server answers (a GET is ok): polled until it does, within `timeoutMs` (default 20 s). */
export function waitForServer(url: string, timeoutMs?: number): Promise<void>;
/** A layout server's /healthz until it serves `revision` (default 1) or later, warmed; the error names the last answer. */
export function waitForHealth(
  origin: string,
  options?: { revision?: number; timeoutMs?: number; exited?: Promise<unknown> },
): Promise<{ revision: number; store: 'connected' | 'lost'; since: string; warmed: boolean }>;
/** A port takes connections, within `timeoutMs` (default 30 s). */
export function waitForPort(port: number, timeoutMs?: number): Promise<void>;
