import { BrowserRouter } from '@campus/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from 'shell/app';
import { PreloadContext } from 'shell/preload-context';
import { MonoOutlet, preloadSliceFor } from './mono-outlet';
import 'shell/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <PreloadContext.Provider value={preloadSliceFor}>
      <BrowserRouter>
        <App outlet={<MonoOutlet />} />
      </BrowserRouter>
    </PreloadContext.Provider>
  </StrictMode>,
);
