import type { RouteTable } from '@campus/catalogue/routes';

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const MENU_PAGES = {
  menu: { path: '/menu', link: 'Fresh Bowl Menu', samples: ['/menu', '/menu?category=sandwiches'] },
  country: { path: '/menu/country/:countryId', samples: ['/menu/country/jp'] },
  bowl: { path: '/bowl/:bowlId', samples: ['/bowl/teriyaki-chicken-bowl?country=jp'] },
  item: { path: '/item/:slug', samples: ['/item/teriyaki-chicken-bowl', '/item/teriyaki-chicken'] },
  product: { path: '/product/:id', samples: ['/product/42'] },
  productDetail: { path: '/menu/product', link: 'Product Detail' },
  bowlsByCountry: { path: '/bowls-by-country', link: 'Bowls by Country' },
  countryBowls: { path: '/bowls-by-country/:countryId', samples: ['/bowls-by-country/mx'] },
  smartValue: { path: '/smart-value', link: 'Smart Value' },
} as const satisfies RouteTable;
