import APPS from '@campus/build/apps.json' with { type: 'json' };
import { sampleAddresses } from '@campus/catalogue/routes';
import { BUILDER_PAGES } from 'mfe-builder/route-table';
import { CART_PAGES } from 'mfe-cart/route-table';
import { INFO_PAGES } from 'mfe-info/route-table';
import { MENU_PAGES } from 'mfe-menu/route-table';
import { PLANS_PAGES } from 'mfe-plans/route-table';

/**
 * Every route of SPEC §2 (with sample parameters) and the slice that must render it: each slice's own route table,
 * in the order of the site's map (home first).
 */
export const SPEC_ROUTES: [path: string, remote: string][] = [
  [INFO_PAGES, 'mfe-info'],
  [MENU_PAGES, 'mfe-menu'],
  [BUILDER_PAGES, 'mfe-builder'],
  [PLANS_PAGES, 'mfe-plans'],
  [CART_PAGES, 'mfe-cart'],
].flatMap(([table, workspace]) => {
  const { name } = APPS.remotes[workspace as keyof typeof APPS.remotes];
  return sampleAddresses(table as typeof INFO_PAGES).map((path): [string, string] => [path, name]);
});
