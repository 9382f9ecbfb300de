import { DevFrame } from '@campus/shared/ui/dev-frame';
import { NotFoundPage } from '@campus/shared/ui/not-found-page';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../exposes/remote.css';
import './standalone.css';
import { InfoRoutes, ROUTE_LINKS } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <DevFrame remote="mfe-info" scope="mfe_info" links={ROUTE_LINKS}>
        <InfoRoutes notFound={<NotFoundPage />} />
      </DevFrame>
    </BrowserRouter>
  </StrictMode>,
);
