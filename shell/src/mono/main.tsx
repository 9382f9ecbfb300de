import { BrowserRouter } from '@campus/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/app';
import { PreloadContext } from '../app/preload-context';
import { MonoOutlet, preloadSliceFor } from './mono-outlet';
import '../index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from mono.html');

createRoot(root).render(
  <StrictMode>
    <PreloadContext.Provider value={preloadSliceFor}>
      <BrowserRouter>
        <App outlet={<MonoOutlet />} />
      </BrowserRouter>
    </PreloadContext.Provider>
  </StrictMode>,
);
