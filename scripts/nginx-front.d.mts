/** The production topology (deploy/nginx.conf in front of the layout server), run locally: nginx-front.mjs. */
export const NGINX: string;
/** The module deploy/nginx.conf's `brotli_static` needs (Debian: libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE: string;
export const shellOrigin: string;
/** Each remote's HTTPS origin by its federation name. */
export const remoteOrigins: Record<string, string>;
/** The single-bundle build behind the same front (the bench's; `startFront({ withMono: true })`). */
export const monoOrigin: string;
/** deploy/nginx.conf with its placeholders filled in for this machine (`withMono`: the single bundle's front too). */
export function nginxConfig(options?: { withMono?: boolean; oneOrigin?: boolean }): string;
/**
 * Copies the built apps, starts nginx and the layout server; resolves to the function that stops both. `withMono`:
 * nginx also fronts the single bundle's running server at `monoOrigin`; `oneOrigin` (the bench's experiment): every
 * remote's folder served under the shell's origin too, and the manifest pointing there.
 */
export function startFront(options?: { withMono?: boolean; oneOrigin?: boolean }): Promise<() => void>;
/** A server answers (a GET is ok): polled until it does, within `timeoutMs` (default 20 s). */
export function waitForServer(url: string, timeoutMs?: number): Promise<void>;
