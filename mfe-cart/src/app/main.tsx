import { DevFrame } from '@campus/shared/ui/dev-frame';
import { NotFoundPage } from '@campus/shared/ui/not-found-page';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../exposes/remote.css';
import './standalone.css';
import { CartRoutes, ROUTE_LINKS } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <DevFrame remote="mfe-cart" scope="mfe_cart" links={ROUTE_LINKS}>
        <CartRoutes notFound={<NotFoundPage />} />
      </DevFrame>
    </BrowserRouter>
  </StrictMode>,
);
