import type { RouteTable } from '@campus/catalogue/routes';
import APPS from '@campus/contract/apps.json' with { type: 'json' };
import { BUILDER_PAGES } from 'mfe-builder/route-table';
import { CART_PAGES } from 'mfe-cart/route-table';
import { INFO_PAGES } from 'mfe-info/route-table';
import { MENU_PAGES } from 'mfe-menu/route-table';
import { PLANS_PAGES } from 'mfe-plans/route-table';

type RemoteWorkspace = keyof typeof APPS.remotes;

/** Each remote's own route table, the one each slice serves and publishes: a remote added to apps.json and not here fails the typecheck. */
const TABLES: Record<RemoteWorkspace, RouteTable> = {
  'mfe-info': INFO_PAGES,
  'mfe-menu': MENU_PAGES,
  'mfe-builder': BUILDER_PAGES,
  'mfe-plans': PLANS_PAGES,
  'mfe-cart': CART_PAGES,
};

/** Every slice the composed site serves, with its federation name, ports and route table, home's slice first. */
export const SLICES = Object.entries(TABLES).map(([workspace, table]) => ({
  workspace: workspace as RemoteWorkspace,
  table,
  ...APPS.remotes[workspace as RemoteWorkspace],
}));
