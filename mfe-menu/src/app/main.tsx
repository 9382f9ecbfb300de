import APPS from '@campus/contract/apps.json' with { type: 'json' };
import { Toaster, useCartCount } from '@campus/stores';
import { standalone } from '@campus/ui/standalone';
import '../exposes/remote.css';
import { MENU_PAGES } from './route-table';
import { MenuRoutes } from './routes';

standalone({
  workspace: 'mfe-menu',
  name: APPS.remotes['mfe-menu'].name,
  routes: MenuRoutes,
  pages: MENU_PAGES,
  useCartCount,
  Toaster,
});
