import { OFFLINE_READY, type SwMessage, WARM } from '../../sw/messages';

/** Set on <html> once the service worker has kept everything the site needs offline (a public signal, like data-live). */
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

/**
 * The site's service worker (shell/sw/sw.ts, built to /sw.js): registered once the page has loaded, so its first
 * download never competes with the page's own; then asked to keep this page and every remote release for offline use.
 * Built site only (dev servers have no worker).
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as SwMessage | null)?.type === OFFLINE_READY) {
      document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, '');
    }
  });
  const start = () => {
    container.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('[shell] service worker not registered: the site works, but not offline', error);
    });
    void container.ready.then((registration) => {
      registration.active?.postMessage({ type: WARM, url: location.href } satisfies SwMessage);
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
