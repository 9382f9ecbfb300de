import type { RouteTable } from '@campus/catalogue/routes';
import { manifestPatterns, prerenderAddresses, queryParams } from '@campus/catalogue/routes';
import { CART_STORAGE_KEY, CART_VERSION } from '@campus/stores/storage';
import type { ComponentType, ReactNode } from 'react';
import type { RemoteServerModule } from './prerender';
import { renderSlicePage } from './render-slice';

/**
 * A remote's server module (`server/render.mjs`), from its `./routes` module and its route table: what the generated
 * entry of prerender.ts exports. Written here, not in that entry's text, so that every import between packages is one
 * the linter sees.
 */
export function sliceServer(
  exposed: Record<string, unknown> & { default: ComponentType<{ notFound: ReactNode }>; release: string },
  tables: Record<string, unknown>,
  more: Readonly<Record<string, readonly string[] | undefined>>,
): RemoteServerModule {
  const table = Object.entries(tables).find(([name]) => name.endsWith('_PAGES'))?.[1] as RouteTable | undefined;
  if (!table) throw new Error('the route table module exports no *_PAGES table');
  return {
    release: exposed.release,
    addresses: prerenderAddresses(table, more),
    routes: manifestPatterns(table),
    queries: queryParams(table),
    routesExports: Object.fromEntries(Object.entries(exposed).map(([name, value]) => [name, typeof value])),
    cart: { key: CART_STORAGE_KEY, version: CART_VERSION },
    render: (address) => renderSlicePage(exposed.default, address),
  };
}
