import { cartStore } from '@campus/cart';
import { BrowserRouter } from '@campus/router';
import { NotFoundPage } from '@campus/ui/not-found-page';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../exposes/remote.css';
import './standalone.css';
import { shouldSeedSamples } from '../domain/policy';
import { CartRoutes } from './routes';
import { SAMPLE_BOWLS, SAMPLE_CUSTOM_BOWL, SAMPLE_PLAN, SAMPLE_SANDWICH } from './sample-items';
import { StandaloneFrame } from './standalone-frame';

// Standalone only (this file is never loaded by the shell): `?sample=1` fills an empty cart with one line of each kind.
if (shouldSeedSamples(window.location.search, cartStore.getItems().length)) {
  const actions = cartStore.actions();
  for (const bowl of SAMPLE_BOWLS) actions.bowlAdded(bowl);
  actions.customBowlAdded(SAMPLE_CUSTOM_BOWL);
  actions.sandwichAdded(SAMPLE_SANDWICH);
  actions.mealPlanAdded(SAMPLE_PLAN);
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneFrame>
        <CartRoutes notFound={<NotFoundPage />} />
      </StandaloneFrame>
    </BrowserRouter>
  </StrictMode>,
);
