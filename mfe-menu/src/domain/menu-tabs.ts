/** SPEC §2 Menu and §4 "Menu tabs": international (default), build-your-own, smart-value. */

export type MenuTab = 'international' | 'build-your-own' | 'smart-value';

export const MENU_TABS: { id: MenuTab; label: string }[] = [
  { id: 'international', label: 'International Bowls' },
  { id: 'build-your-own', label: 'Build Your Own' },
  { id: 'smart-value', label: 'Smart Value' },
];

/**
 * The home page's shortcuts (SPEC §2 Home): bowls → International Bowls; sandwiches → Smart Value's sandwiches; boxes
 * (home's value card, "Smart Value") → the top of Smart Value, its Student Bowl: a full meal at the student price.
 */
const CATEGORY_TABS: Record<string, { tab: MenuTab; section?: string }> = {
  bowls: { tab: 'international' },
  sandwiches: { tab: 'smart-value', section: 'sandwiches' },
  boxes: { tab: 'smart-value', section: 'student-bowl' },
};

function isMenuTab(value: string | null): value is MenuTab {
  return MENU_TABS.some((t) => t.id === value);
}

/** The `?category=` values a link may carry. */
export const MENU_CATEGORIES = Object.keys(CATEGORY_TABS);

/** `?tab=` wins, then `?category=`, else the default tab. */
export function tabFromParams(params: URLSearchParams): MenuTab {
  const tab = params.get('tab');
  if (isMenuTab(tab)) return tab;
  return CATEGORY_TABS[params.get('category') ?? '']?.tab ?? 'international';
}

/** The section a `?category=` link should scroll to, if any (only when no explicit tab overrides it). */
export function sectionFromParams(params: URLSearchParams): string | undefined {
  if (isMenuTab(params.get('tab'))) return undefined;
  return CATEGORY_TABS[params.get('category') ?? '']?.section;
}

/** Arrow keys move along the tablist and wrap; Home and End jump to the ends. */
export function nextTabIndex(current: number, key: string, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Choosing a tab writes `?tab=` and drops the one-off `?category=` shortcut; the filter stays. */
export function withTab(params: URLSearchParams, tab: MenuTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('category');
  if (tab === 'international') next.delete('tab');
  else next.set('tab', tab);
  return next;
}
