/** The production topology (deploy/nginx.conf in front of the layout server), run locally: nginx-front.mjs. */
export const NGINX: string;
export const shellOrigin: string;
/** Each remote's HTTPS origin by its federation name. */
export const remoteOrigins: Record<string, string>;
/** deploy/nginx.conf with its placeholders filled in for this machine. */
export function nginxConfig(): string;
/** Copies the built apps, starts nginx and the layout server; resolves to the function that stops both. */
export function startFront(): Promise<() => void>;
/** A server answers (a GET is ok): polled until it does, within `timeoutMs` (default 20 s). */
export function waitForServer(url: string, timeoutMs?: number): Promise<void>;
