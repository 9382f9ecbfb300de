import { Toaster, useCartCount } from '@campus/stores';
import { standalone } from '@campus/ui/standalone';
import APPS from '@campus/vite/apps.json' with { type: 'json' };
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
