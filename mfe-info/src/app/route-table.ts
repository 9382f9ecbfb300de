import type { RouteTable } from '@campus/catalogue/routes';

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const INFO_PAGES = {
  home: { path: '/', link: 'Home' },
  smartLockers: { path: '/smart-lockers', link: 'Smart Lockers' },
  lockers: { path: '/lockers' },
  about: { path: '/about', link: 'About Us' },
  contact: { path: '/contact', link: 'Contact' },
  help: { path: '/help', link: 'Help' },
  allergens: { path: '/allergens', link: 'Allergen Information' },
  privacy: { path: '/privacy-policy', link: 'Privacy Policy' },
  terms: { path: '/terms-of-service', link: 'Terms of Service' },
  refunds: { path: '/refunds', link: 'Refunds & Cancellations' },
  loyalty: { path: '/loyalty', link: 'Loyalty Program' },
  downloadApp: { path: '/download-app', link: 'Download the App' },
} as const satisfies RouteTable;
