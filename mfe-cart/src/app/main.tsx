import APPS from '@campus/contract/apps.json' with { type: 'json' };
import { cartStore, Toaster, useCartCount } from '@campus/stores';
import { standalone } from '@campus/ui/standalone';
import '../exposes/remote.css';
import { shouldSeedSamples } from '../domain/policy';
import { CART_PAGES } from './route-table';
import { CartRoutes } from './routes';
import { SAMPLE_BOWLS, SAMPLE_CUSTOM_BOWL, SAMPLE_PLAN, SAMPLE_SANDWICH } from './sample-items';

// Standalone only (this file is never loaded by the shell): `?sample=1` fills an empty cart with one line of each kind.
if (shouldSeedSamples(window.location.search, cartStore.getItems().length)) {
  const actions = cartStore.actions();
  for (const bowl of SAMPLE_BOWLS) actions.bowlAdded(bowl);
  actions.customBowlAdded(SAMPLE_CUSTOM_BOWL);
  actions.sandwichAdded(SAMPLE_SANDWICH);
  actions.mealPlanAdded(SAMPLE_PLAN);
}

standalone({
  workspace: 'mfe-cart',
  name: APPS.remotes['mfe-cart'].name,
  routes: CartRoutes,
  pages: CART_PAGES,
  useCartCount,
  Toaster,
  extraLinks: [{ href: `${CART_PAGES.cart.path}?sample=1`, label: 'Cart with samples' }],
});
