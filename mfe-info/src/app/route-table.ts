import { PATHS } from '@campus/catalogue/paths';
import type { RouteTable } from '@campus/catalogue/routes';

/** Every page this slice owns (SPEC §2): its <Routes>, standalone links, manifest patterns and e2e list come from here. */
export const INFO_PAGES = {
  home: { path: PATHS.home, link: 'Home' },
  smartLockers: { path: PATHS.smartLockers, link: 'Smart Lockers' },
  lockers: { path: PATHS.lockers },
  about: { path: PATHS.about, link: 'About Us' },
  contact: { path: PATHS.contact, link: 'Contact' },
  help: { path: PATHS.help, link: 'Help' },
  allergens: { path: PATHS.allergens, link: 'Allergen Information' },
  privacy: { path: PATHS.privacyPolicy, link: 'Privacy Policy' },
  terms: { path: PATHS.termsOfService, link: 'Terms of Service' },
  refunds: { path: PATHS.refunds, link: 'Refunds & Cancellations' },
  loyalty: { path: PATHS.loyalty, link: 'Loyalty Program' },
  downloadApp: { path: PATHS.downloadApp, link: 'Download the App' },
} as const satisfies RouteTable;
