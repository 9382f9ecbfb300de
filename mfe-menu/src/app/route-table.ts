import { PATHS, pathTo } from '@campus/catalogue/paths';
import type { RouteTable } from '@campus/catalogue/routes';
import { MENU_CATEGORIES, MENU_TABS } from '../domain/menu-tabs';

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const MENU_PAGES = {
  menu: {
    path: PATHS.menu,
    link: 'Fresh Bowl Menu',
    query: ['tab', 'category'],
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
  },
  bowl: {
    path: PATHS.bowl,
    query: ['country'],
    samples: [`${pathTo(PATHS.bowl, { bowlId: 'teriyaki-chicken-bowl' })}?country=jp`],
  },
  item: {
    path: PATHS.item,
    query: ['country'],
    samples: [pathTo(PATHS.item, { slug: 'teriyaki-chicken-bowl' }), pathTo(PATHS.item, { slug: 'teriyaki-chicken' })],
  },
  product: {
    path: PATHS.product,
    samples: [pathTo(PATHS.product, { id: '42' })],
  },
  productDetail: { path: PATHS.productDetail, link: 'Product Detail' },
  bowlsByCountry: { path: PATHS.bowlsByCountry, link: 'Bowls by Country' },
  countryBowls: {
    path: PATHS.countryBowls,
    samples: [pathTo(PATHS.countryBowls, { countryId: 'mx' })],
  },
  smartValue: { path: PATHS.smartValue, link: 'Smart Value' },
} as const satisfies RouteTable;
