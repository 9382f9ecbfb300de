import APPS from '@campus/contract/apps.json' with { type: 'json' };
import { Toaster, useCartCount } from '@campus/stores';
import { standalone } from '@campus/ui/standalone';
import '../exposes/remote.css';
import { BUILDER_PAGES } from './route-table';
import { BuilderRoutes } from './routes';

standalone({
  workspace: 'mfe-builder',
  name: APPS.remotes['mfe-builder'].name,
  routes: BuilderRoutes,
  pages: BUILDER_PAGES,
  useCartCount,
  Toaster,
});
