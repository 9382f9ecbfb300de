/** SPEC §2 Navigation: the ten links, in the spec's order. */
export interface NavLinkDef {
  label: string;
  to: string;
  /** Other paths that show the same page. */
  alsoActiveOn?: string[];
}

export const NAV_LINKS: readonly NavLinkDef[] = [
  { label: 'Home', to: '/' },
  // Bowl, item, product and country pages belong to the menu.
  { label: 'Menu', to: '/menu', alsoActiveOn: ['/bowl', '/item', '/product', '/bowls-by-country'] },
  { label: 'Smart Value', to: '/smart-value' },
  { label: 'Meal Plans', to: '/meal-plans' },
  { label: 'Build Your Own', to: '/build-your-own' },
  { label: 'Smart Lockers', to: '/smart-lockers', alsoActiveOn: ['/lockers'] },
  { label: 'Loyalty Program', to: '/loyalty' },
  { label: 'Suggest a Bowl', to: '/suggest-a-bowl' },
  { label: 'About', to: '/about' },
  { label: 'Help', to: '/help' },
];

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Home only on an exact match; the others by path prefix. */
export function isNavLinkActive(link: NavLinkDef, pathname: string): boolean {
  if (link.to === '/') return pathname === '/';
  return [link.to, ...(link.alsoActiveOn ?? [])].some((p) => underPrefix(pathname, p));
}

export const FOOTER_GROUPS: readonly { title: string; links: readonly { label: string; to: string }[] }[] = [
  {
    title: 'Menu',
    links: [
      { label: 'Fresh Bowl Menu', to: '/menu' },
      { label: 'Bowls by Country', to: '/bowls-by-country' },
      { label: 'Build Your Own', to: '/build-your-own' },
      { label: 'Smart Value', to: '/smart-value' },
      { label: 'Meal Plans', to: '/meal-plans' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Smart Lockers', to: '/smart-lockers' },
      { label: 'Loyalty Program', to: '/loyalty' },
      { label: 'Download the App', to: '/download-app' },
      { label: 'Suggest a Bowl', to: '/suggest-a-bowl' },
      { label: 'About Us', to: '/about' },
      { label: 'Help', to: '/help' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Refunds & Cancellations', to: '/refunds' },
      { label: 'Allergen Information', to: '/allergens' },
    ],
  },
];
