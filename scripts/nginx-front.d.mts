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
/** Starts nginx on a prepared front, once its ports take connections. */
export function startNginx(front: Front): Promise<import('node:child_process').ChildProcess>;
/** Copies the built apps, starts nginx and the layout server; resolves to the function that stops both. */
export function startFront(variants?: Variants): Promise<() => void>;
/** A server answers (a GET is ok): polled until it does, within `timeoutMs` (default 20 s). */
export function waitForServer(url: string, timeoutMs?: number): Promise<void>;
/** A port takes connections, within `timeoutMs` (default 30 s). */
export function waitForPort(port: number, timeoutMs?: number): Promise<void>;
