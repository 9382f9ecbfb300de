import type { RouteTable } from '@campus/catalogue/routes';

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const CART_PAGES = {
  cart: { path: '/cart', link: 'Your Cart' },
  checkout: { path: '/checkout', link: 'Checkout' },
  subscribe: {
    path: '/subscribe',
    link: 'Subscriptions',
    samples: ['/subscribe', '/subscribe?add=teriyaki-chicken-bowl'],
  },
} as const satisfies RouteTable;
