import { Toaster, useCartCount } from '@campus/stores';
import { standalone } from '@campus/ui/standalone';
import APPS from '@campus/vite/apps.json' with { type: 'json' };
import '../exposes/remote.css';
import { INFO_PAGES } from './route-table';
import { InfoRoutes } from './routes';

standalone({
  workspace: 'mfe-info',
  name: APPS.remotes['mfe-info'].name,
  routes: InfoRoutes,
  pages: INFO_PAGES,
  useCartCount,
  Toaster,
});
