import APPS from '@campus/contract/apps.json' with { type: 'json' };
import { Toaster, useCartCount } from '@campus/stores';
import { standalone } from '@campus/ui/standalone';
import '../exposes/remote.css';
import { PLANS_PAGES } from './route-table';
import { PlansRoutes } from './routes';

standalone({
  workspace: 'mfe-plans',
  name: APPS.remotes['mfe-plans'].name,
  routes: PlansRoutes,
  pages: PLANS_PAGES,
  useCartCount,
  Toaster,
});
