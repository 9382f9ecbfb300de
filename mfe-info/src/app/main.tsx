import APPS from '@campus/contract/apps.json' with { type: 'json' };
import { Toaster, useCartCount } from '@campus/stores';
import { standalone } from '@campus/ui/standalone';
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
