import { PATHS } from '@campus/catalogue/paths';
import { remoteForPath } from '@campus/contract/routes';
/** SPEC §2 Navigation: the ten links, in the spec's order. */
export interface NavLinkDef {
  label: string;
  to: string;
  /** The addresses it is active on, as manifest path patterns (`/menu/*`: the path and every address below it). */
  routes: string[];
}

/** `/bowl/:bowlId` → `/bowl`: the part of a pattern every address of it starts with. */
const prefixOf = (pattern: string) => pattern.replace(/\/:\w+$/, '');

/** A link active on its own address and every address below it, and on those of `alsoOn` (same page, other paths). */
const link = (label: string, to: string, alsoOn: string[] = []): NavLinkDef => ({
  label,
  to,
  routes: [to, ...alsoOn].map((path) => `${path}/*`),
});

export const NAV_LINKS: readonly NavLinkDef[] = [
  // Home only on its own address.
  { label: 'Home', to: PATHS.home, routes: [PATHS.home] },
  // Bowl, item, product and country pages belong to the menu.
  link('Menu', PATHS.menu, [prefixOf(PATHS.bowl), prefixOf(PATHS.item), prefixOf(PATHS.product), PATHS.bowlsByCountry]),
  link('Smart Value', PATHS.smartValue),
  link('Meal Plans', PATHS.mealPlans),
  link('Build Your Own', PATHS.buildYourOwn),
  link('Smart Lockers', PATHS.smartLockers, [PATHS.lockers]),
  link('Loyalty Program', PATHS.loyalty),
  link('Suggest a Bowl', PATHS.suggestABowl),
  link('About', PATHS.about),
  link('Help', PATHS.help),
];

/** The link of the page at `pathname`, if any: the manifest's own owner lookup, over the links' patterns. */
export const activeNavLink = (pathname: string): NavLinkDef | undefined => remoteForPath(NAV_LINKS, pathname);

export const FOOTER_GROUPS: readonly { title: string; links: readonly { label: string; to: string }[] }[] = [
  {
    title: 'Menu',
    links: [
      { label: 'Fresh Bowl Menu', to: PATHS.menu },
      { label: 'Bowls by Country', to: PATHS.bowlsByCountry },
      { label: 'Build Your Own', to: PATHS.buildYourOwn },
      { label: 'Smart Value', to: PATHS.smartValue },
      { label: 'Meal Plans', to: PATHS.mealPlans },
      { label: 'Your Favourites', to: PATHS.favourites },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Smart Lockers', to: PATHS.smartLockers },
      { label: 'Loyalty Program', to: PATHS.loyalty },
      { label: 'Download the App', to: PATHS.downloadApp },
      { label: 'Suggest a Bowl', to: PATHS.suggestABowl },
      { label: 'About Us', to: PATHS.about },
      { label: 'Help', to: PATHS.help },
      { label: 'Contact', to: PATHS.contact },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: PATHS.privacyPolicy },
      { label: 'Terms of Service', to: PATHS.termsOfService },
      { label: 'Refunds & Cancellations', to: PATHS.refunds },
      { label: 'Allergen Information', to: PATHS.allergens },
    ],
  },
];
