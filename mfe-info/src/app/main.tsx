import { Toaster, useCartCount } from '@campus/cart';
import { standalone } from '@campus/ui/standalone';
import '../exposes/remote.css';
import './standalone.css';
import { INFO_PAGES } from './route-table';
import { InfoRoutes } from './routes';

standalone({ workspace: 'mfe-info', routes: InfoRoutes, pages: INFO_PAGES, useCartCount, Toaster });
