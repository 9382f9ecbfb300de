import { BrowserRouter } from '@campus/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptServerHtml } from 'shell/adopt';
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

// A pre-rendered page (its build wrote it, serve.ts --mono sent it) is adopted; any other address is drawn here.
if (root.hasAttribute('data-prerendered')) {
  holdEarlyClicks();
  // As the shell does: the same function, so both builds are compared fairly.
  adoptServerHtml(root, app, { onRecoverableError: (error) => console.error('[mono] hydration:', error) });
} else {
  createRoot(root).render(app);
}
