// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activeNavLink, NAV_LINKS } from './nav-links';

const link = (label: string) => {
  const found = NAV_LINKS.find((l) => l.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('navigation', () => {
  it('has the ten links in the spec order', () => {
    expect(NAV_LINKS.map((l) => l.label)).toEqual([
      'Home',
      'Menu',
      'Smart Value',
      'Meal Plans',
      'Build Your Own',
      'Smart Lockers',
      'Loyalty Program',
      'Suggest a Bowl',
      'About',
      'Help',
    ]);
  });

  it.each([
    ['Home', '/', true],
    ['Home', '/menu', false],
    ['Menu', '/menu', true],
    ['Menu', '/menu/country/jp', true],
    ['Menu', '/menus', false],
    ['Menu', '/bowl/teriyaki-chicken-bowl', true],
    ['Menu', '/item/teriyaki-chicken', true],
    ['Menu', '/bowls-by-country/mx', true],
    ['Menu', '/bowlsx', false],
    ['Meal Plans', '/meal-plans/19-99', true],
    ['Smart Lockers', '/lockers', true],
    ['Smart Lockers', '/smart-lockers', true],
    ['Smart Value', '/smart-values', false],
    ['Help', '/about', false],
    // As the owner lookup reads a path (the router shows the menu there too).
    ['Menu', '/Menu/Country/jp/', true],
  ])('%s active on %s: %s', (label, path, active) => {
    expect(activeNavLink(path) === link(label)).toBe(active);
  });
});
