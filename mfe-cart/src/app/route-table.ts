import { PATHS } from '@campus/catalogue/paths';
import type { RouteTable } from '@campus/catalogue/routes';

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const CART_PAGES = {
  cart: { path: PATHS.cart, link: 'Your Cart' },
  checkout: { path: PATHS.checkout, link: 'Checkout' },
  subscribe: {
    path: PATHS.subscribe,
    link: 'Subscriptions',
    query: ['add'],
    samples: [PATHS.subscribe, `${PATHS.subscribe}?add=teriyaki-chicken-bowl`],
  },
  favourites: { path: PATHS.favourites, link: 'Favourites' },
} as const satisfies RouteTable;
