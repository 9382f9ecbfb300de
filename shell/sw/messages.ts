/** What the page and the service worker (shell/sw/sw.ts) tell each other. */

/**
 * Page → worker, once the page has loaded and after each of its own navigations: check the live manifest, keep it and
 * every remote release it names for offline use, and (with `url`, after a page load) keep that page.
 */
export const WARM = 'campus:keep-for-offline';
/**
 * Page → worker, once none of the page's own files is loading: take this page over now (`clients.claim()`). The page
 * asks rather than the worker claiming on activation: WebKit does not hand a `modulepreload` that finished before the
 * page was taken over to the module loader's request after it, and downloaded those files again (a warm-up's hints,
 * then its imports, on either side of the claim). The page holds its warm-ups until it is taken over.
 */
export const CLAIM = 'campus:take-this-page';
/**
 * Worker → page: the manifest as the server has it now (sent only when the network answered), with the release
 * store's revision it is of (its X-Release-Revision header; null from a server that names none).
 */
export const LIVE_MANIFEST = 'campus:live-manifest';
/** Worker → page: all of it is kept; the site now opens offline. */
export const OFFLINE_READY = 'campus:offline-ready';

export type SwMessage =
  | { type: typeof WARM; url?: string }
  | { type: typeof CLAIM }
  | { type: typeof LIVE_MANIFEST; remotes: { name: string; entry: string }[]; revision: number | null }
  | { type: typeof OFFLINE_READY };
