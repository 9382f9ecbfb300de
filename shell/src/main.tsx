import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { PreloadContext } from './app/preload-context';
import { router } from './app/router';
import { preloadPath } from './remotes/preload';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <PreloadContext.Provider value={preloadPath}>
      <RouterProvider router={router} />
    </PreloadContext.Provider>
  </StrictMode>,
);
