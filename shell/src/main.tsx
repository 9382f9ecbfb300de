import { CLIENT_RENDER_DIGEST } from '@campus/contract/fragment';
import { BrowserRouter } from '@campus/router';
import { listenForInstallOffer } from '@campus/stores';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptServerHtml } from './app/adopt';
import { App } from './app/app';
import { startBeacon } from './app/beacon';
import { holdEarlyClicks } from './app/early-clicks';
import { PreloadContext } from './app/preload-context';
import { registerServiceWorker } from './app/service-worker';
import { startRemotes } from './app/start-remotes';
import { RemoteOutlet, SliceNotHydrated } from './components/remote-outlet';
import { BOOT } from './remotes/boot';
import { currentRemotes } from './remotes/manifest-store';
import { holdWarmUps, preloadPath } from './remotes/preload';
import { settledLoads } from './remotes/remote-loader';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

startRemotes();
// What this visit is like, told to the layout server when the page is hidden (a composed page, if sampled).
startBeacon(location.pathname);
registerServiceWorker({ running: currentRemotes, loadsSettled: settledLoads, holdWarmUps });
listenForInstallOffer();

const app = (
  <StrictMode>
    <PreloadContext.Provider value={preloadPath}>
      <BrowserRouter>
        <App outlet={<RemoteOutlet />} />
      </BrowserRouter>
    </PreloadContext.Provider>
  </StrictMode>
);

/**
 * React recovers from HTML it cannot adopt by drawing that part afresh. Two such cases are planned and already said
 * (or silent by design): a slice the server left to the browser, and a slice the shell refused to hydrate. Anything
 * else is a real mismatch between server and browser: an error.
 */
function onRecoverableError(error: unknown): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (cause instanceof SliceNotHydrated) return;
  if ((error as { digest?: string } | null)?.digest === CLIENT_RENDER_DIGEST) return;
  // In words as well as the object: every engine's console (and a driver reading it) shows what it was.
  const text =
    error instanceof Error
      ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
      : String(error);
  console.error(`[shell] hydration: ${text}`, error);
}

// Both ways: public/before-paint.js holds every tap from the first paint until the shell takes them over, the plain
// index.html (drawn by the browser: offline from the service worker, or a layout server down) included.
holdEarlyClicks();
if (BOOT) {
  if (BOOT.slot?.state === 'failed') {
    console.warn(`[shell] no server HTML from ${BOOT.slot.remote} for this page: drawn in the browser`);
  }
  adoptServerHtml(root, app, { onRecoverableError });
} else {
  createRoot(root).render(app);
}
