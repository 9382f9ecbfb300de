import { allBowls, COUNTRIES } from '@campus/catalogue/countries';
import { PATHS, pathTo } from '@campus/catalogue/paths';
import { PRODUCTS } from '@campus/catalogue/products';
import type { RouteTable } from '@campus/catalogue/routes';
import { MENU_CATEGORIES, MENU_TABS } from '../domain/menu-tabs';

const countries = COUNTRIES.map((c) => c.id);

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const MENU_PAGES = {
  menu: {
    path: PATHS.menu,
    link: 'Fresh Bowl Menu',
    samples: [PATHS.menu, `${PATHS.menu}?category=sandwiches`],
    prerender: [
      PATHS.menu,
      ...MENU_TABS.map((t) => `${PATHS.menu}?tab=${t.id}`),
      ...MENU_CATEGORIES.map((c) => `${PATHS.menu}?category=${c}`),
    ],
  },
  country: {
    path: PATHS.menuCountry,
    samples: [pathTo(PATHS.menuCountry, { countryId: 'jp' })],
    prerender: countries.map((countryId) => pathTo(PATHS.menuCountry, { countryId })),
  },
  bowl: {
    path: PATHS.bowl,
    samples: [`${pathTo(PATHS.bowl, { bowlId: 'teriyaki-chicken-bowl' })}?country=jp`],
    // The country pages link to `?country=` (the back link's country).
    prerender: allBowls().flatMap((b) => {
      const path = pathTo(PATHS.bowl, { bowlId: b.id });
      return [path, `${path}?country=${b.countryId}`];
    }),
  },
  item: {
    path: PATHS.item,
    samples: [pathTo(PATHS.item, { slug: 'teriyaki-chicken-bowl' }), pathTo(PATHS.item, { slug: 'teriyaki-chicken' })],
    prerender: allBowls().flatMap((b) => [pathTo(PATHS.item, { slug: b.slug }), pathTo(PATHS.item, { slug: b.id })]),
  },
  product: {
    path: PATHS.product,
    samples: [pathTo(PATHS.product, { id: '42' })],
    prerender: PRODUCTS.map((p) => pathTo(PATHS.product, { id: p.id })),
  },
  productDetail: { path: PATHS.productDetail, link: 'Product Detail' },
  bowlsByCountry: { path: PATHS.bowlsByCountry, link: 'Bowls by Country' },
  countryBowls: {
    path: PATHS.countryBowls,
    samples: [pathTo(PATHS.countryBowls, { countryId: 'mx' })],
    prerender: countries.map((countryId) => pathTo(PATHS.countryBowls, { countryId })),
  },
  smartValue: { path: PATHS.smartValue, link: 'Smart Value' },
} as const satisfies RouteTable;
