import { BrowserRouter } from '@campus/router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from 'shell/app';
import { holdEarlyClicks } from 'shell/early-clicks';
import { PreloadContext } from 'shell/preload-context';
import { MonoOutlet, preloadSliceFor } from './mono-outlet';
import 'shell/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <PreloadContext.Provider value={preloadSliceFor}>
      <BrowserRouter>
        <App outlet={<MonoOutlet />} />
      </BrowserRouter>
    </PreloadContext.Provider>
  </StrictMode>
);

// A pre-rendered page (its build wrote it, serve.mjs --mono sent it) is adopted; any other address is drawn here.
if (root.hasAttribute('data-prerendered')) {
  holdEarlyClicks();
  // As the shell does (shell/src/main.tsx): adopted as a transition, in slices, so both builds are compared fairly.
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: (error) => console.error('[mono] hydration:', error) });
  });
} else {
  createRoot(root).render(app);
}
