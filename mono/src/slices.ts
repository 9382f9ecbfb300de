import type { RouteTable } from '@campus/catalogue/routes';
import APPS from '@campus/contract/apps.json' with { type: 'json' };
import { BUILDER_PAGES } from 'mfe-builder/route-table';
import { CART_PAGES } from 'mfe-cart/route-table';
import { INFO_PAGES } from 'mfe-info/route-table';
import { MENU_PAGES } from 'mfe-menu/route-table';
import { PLANS_PAGES } from 'mfe-plans/route-table';

type RemoteWorkspace = keyof typeof APPS.remotes;

/**
 * Every slice with its federation name, ports and route table, in the order of the site's map (home first): the one
 * list the composition test reads. Only this workspace and the end-to-end tests (e2e/tests/slices.ts, route tables only) import every remote.
 */
export const SLICES = (
  [
    ['mfe-info', INFO_PAGES],
    ['mfe-menu', MENU_PAGES],
    ['mfe-builder', BUILDER_PAGES],
    ['mfe-plans', PLANS_PAGES],
    ['mfe-cart', CART_PAGES],
  ] as const satisfies readonly (readonly [RemoteWorkspace, RouteTable])[]
).map(([workspace, table]) => ({ workspace, table: table as RouteTable, ...APPS.remotes[workspace] }));
