/** What the page and the service worker (shell/sw/sw.ts) tell each other. */

/** Page → worker, once the page has loaded: keep this page, and every remote release the manifest names. */
export const WARM = 'campus:keep-for-offline';
/** Worker → page: all of it is kept; the site now opens offline. */
export const OFFLINE_READY = 'campus:offline-ready';

export type SwMessage = { type: typeof WARM; url?: string } | { type: typeof OFFLINE_READY };
