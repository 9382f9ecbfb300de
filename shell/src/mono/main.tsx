import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from '../app/app-routes';
import { PreloadContext } from '../app/preload-context';
import { MonoOutlet, preloadSliceFor } from './mono-outlet';
import '../index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from mono.html');

const router = createBrowserRouter(appRoutes(<MonoOutlet />));

createRoot(root).render(
  <StrictMode>
    <PreloadContext.Provider value={preloadSliceFor}>
      <RouterProvider router={router} />
    </PreloadContext.Provider>
  </StrictMode>,
);
