import { BrowserRouter } from '@campus/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { PreloadContext } from './app/preload-context';
import { startRemotes } from './app/start-remotes';
import { RemoteOutlet } from './components/remote-outlet';
import { preloadPath } from './remotes/preload';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

startRemotes();

createRoot(root).render(
  <StrictMode>
    <PreloadContext.Provider value={preloadPath}>
      <BrowserRouter>
        <App outlet={<RemoteOutlet />} />
      </BrowserRouter>
    </PreloadContext.Provider>
  </StrictMode>,
);
