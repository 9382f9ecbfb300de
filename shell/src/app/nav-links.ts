import { PATHS } from '@campus/catalogue/paths';
import { patternMatches } from '@campus/contract/routes';
/** SPEC §2 Navigation: the ten links, in the spec's order. */
export interface NavLinkDef {
  label: string;
  to: string;
  /** Other paths that show the same page. */
  alsoActiveOn?: string[];
}

/** `/bowl/:bowlId` → `/bowl`: the part of a pattern every address of it starts with. */
const prefixOf = (pattern: string) => pattern.replace(/\/:\w+$/, '');

export const NAV_LINKS: readonly NavLinkDef[] = [
  { label: 'Home', to: PATHS.home },
  // Bowl, item, product and country pages belong to the menu.
  {
    label: 'Menu',
    to: PATHS.menu,
    alsoActiveOn: [prefixOf(PATHS.bowl), prefixOf(PATHS.item), prefixOf(PATHS.product), PATHS.bowlsByCountry],
  },
  { label: 'Smart Value', to: PATHS.smartValue },
  { label: 'Meal Plans', to: PATHS.mealPlans },
  { label: 'Build Your Own', to: PATHS.buildYourOwn },
  { label: 'Smart Lockers', to: PATHS.smartLockers, alsoActiveOn: [PATHS.lockers] },
  { label: 'Loyalty Program', to: PATHS.loyalty },
  { label: 'Suggest a Bowl', to: PATHS.suggestABowl },
  { label: 'About', to: PATHS.about },
  { label: 'Help', to: PATHS.help },
];

/**
 * Home only on its own address; the others on theirs and every address below (`/menu/*`), read as the manifest's
 * owner lookup reads a path.
 */
export function isNavLinkActive(link: NavLinkDef, pathname: string): boolean {
  if (link.to === PATHS.home) return patternMatches(PATHS.home, pathname);
  return [link.to, ...(link.alsoActiveOn ?? [])].some((p) => patternMatches(`${p}/*`, pathname));
}

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
