import { allBowls, COUNTRIES } from '@campus/catalogue/countries';
import { PATHS, pathTo } from '@campus/catalogue/paths';
import { PRODUCTS } from '@campus/catalogue/products';
import type { MENU_PAGES } from './route-table';

const countries = COUNTRIES.map((c) => c.id);

/**
 * The addresses of the pages with parameters, pre-rendered by the build (see PageRoute.prerender): every country,
 * bowl and product of the catalogue. Apart from the route table, which must not load the catalogue's images (the
 * end-to-end tests read the table in Node).
 */
export const PRERENDER: Partial<Record<keyof typeof MENU_PAGES, readonly string[]>> = {
  country: countries.map((countryId) => pathTo(PATHS.menuCountry, { countryId })),
  // The country pages link to `?country=` (the back link's country).
  bowl: allBowls().flatMap((b) => {
    const path = pathTo(PATHS.bowl, { bowlId: b.id });
    return [path, `${path}?country=${b.countryId}`];
  }),
  item: allBowls().flatMap((b) => [pathTo(PATHS.item, { slug: b.slug }), pathTo(PATHS.item, { slug: b.id })]),
  product: PRODUCTS.map((p) => pathTo(PATHS.product, { id: p.id })),
  countryBowls: countries.map((countryId) => pathTo(PATHS.countryBowls, { countryId })),
};
