import { useCartCount } from '@campus/cart';
import { BrowserRouter } from '@campus/router';
import { DevFrame } from '@campus/ui/dev-frame';
import { NotFoundPage } from '@campus/ui/not-found-page';
import { Toaster } from '@campus/ui/toaster';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../exposes/remote.css';
import './standalone.css';
import { InfoRoutes, ROUTE_LINKS } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/** The remote alone: its routes in a minimal frame, reading the one cart store through the federation. */
function Standalone() {
  const cartCount = useCartCount();
  return (
    <DevFrame remote="mfe-info" scope="mfe_info" links={ROUTE_LINKS} cartCount={cartCount} toaster={<Toaster />}>
      <InfoRoutes notFound={<NotFoundPage />} />
    </DevFrame>
  );
}

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Standalone />
    </BrowserRouter>
  </StrictMode>,
);
