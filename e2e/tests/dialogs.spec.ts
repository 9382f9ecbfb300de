import { BRAND } from '@campus/catalogue/config';
import { PROFILE_STORAGE_KEY } from '@campus/stores/profile-storage';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { attr, elements, parsePage } from '../../scripts/page-html.ts';
import { axe, prepare, settle } from './support';

/**
 * Every modal of the site — the phone's side menu, My diet, the question before adding — behaves as one: focus moves
 * in, Tab and Shift+Tab stay inside (from its last control to its first and back), the page behind is inert (nothing
 * there takes focus or a tap) and does not scroll, Escape closes it and focus returns to what opened it, and axe
 * finds nothing with it open. Firefox and WebKit check the same in e2e/engines (journey "dialogs").
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The element that has focus, named for a failure message; `inside` when it is in the dialog. */
const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/** The cart link of the header: a control of the page behind every dialog. */
const behind = (page: Page) => page.locator('header a[href="/cart"]');

interface Case {
  name: string;
  path: string;
  phone?: boolean;
  setUp?: (page: Page) => Promise<void>;
  open: (page: Page) => Promise<Locator>;
  opener: (page: Page) => Locator;
  dialog: (page: Page) => Locator;
  /** Its first and last controls. */
  first: (dialog: Locator) => Locator;
  last: (dialog: Locator) => Locator;
}

const button = (name: string) => (dialog: Locator) => dialog.getByRole('button', { name, exact: true });
const link = (name: string) => (dialog: Locator) => dialog.getByRole('link', { name, exact: true });

const CASES: Case[] = [
  {
    name: 'the side menu',
    path: '/about',
    phone: true,
    opener: (page) => page.getByRole('button', { name: 'Open menu' }),
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      return page.getByRole('dialog', { name: 'Site menu' });
    },
    dialog: (page) => page.getByRole('dialog', { name: 'Site menu' }),
    first: link(BRAND.name),
    last: link('Help'),
  },
  {
    name: 'My diet',
    path: '/menu',
    opener: (page) => page.getByRole('button', { name: /^My diet, / }),
    open: async (page) => {
      await page.getByRole('button', { name: /^My diet, / }).click();
      return page.getByRole('dialog', { name: 'My diet' });
    },
    dialog: (page) => page.getByRole('dialog', { name: 'My diet' }),
    first: button('Close'),
    last: button('Done'),
  },
  {
    name: 'the question before adding',
    path: '/bowl/fajita-veg-bowl?country=mx',
    setUp: async (page) => {
      await page.addInitScript(
        ({ key }) => {
          const state = { profile: { diets: [], avoid: ['fish'] }, display: 'mark' };
          localStorage.setItem(key, JSON.stringify({ state, version: 1 }));
        },
        { key: PROFILE_STORAGE_KEY },
      );
    },
    opener: (page) => page.getByRole('button', { name: /^Grilled Salmon/ }),
    open: async (page) => {
      await page.getByRole('button', { name: /^Grilled Salmon/ }).click();
      return page.getByRole('alertdialog', { name: "Grilled Salmon doesn't fit your diet" });
    },
    dialog: (page) => page.getByRole('alertdialog', { name: "Grilled Salmon doesn't fit your diet" }),
    first: button('Keep it out'),
    last: button('Add anyway'),
  },
];

for (const c of CASES) {
  test.describe(c.name, () => {
    test.beforeEach(async ({ page }) => {
      if (c.phone) await page.setViewportSize({ width: 390, height: 844 });
      await prepare(page);
      await c.setUp?.(page);
      await page.goto(c.path);
      await settle(page);
    });

    test(`${c.name}: focus in, Tab stays inside from its last control, the page behind inert and still @phone`, async ({
      page,
    }) => {
      const dialog = await c.open(page);
      await expect(dialog).toBeVisible();
      expect(await focusInside(dialog), 'focus moved into the dialog').toBe(true);

      const first = c.first(dialog);
      const last = c.last(dialog);
      await last.focus();
      await page.keyboard.press('Tab');
      await expect(first, 'Tab from the last control goes to the first').toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(last, 'Shift+Tab from the first control goes to the last').toBeFocused();
      // Round and round: every stop is inside (summaries of its <details> groups included).
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(dialog), `Tab ${i + 1} stayed inside`).toBe(true);
      }

      // The page behind is inert: its controls take no focus, and a tap where one is lands on the dialog's backdrop.
      const link = behind(page);
      expect(
        await link.evaluate((el: HTMLElement) => {
          el.focus();
          return document.activeElement === el;
        }),
        'a control behind takes focus',
      ).toBe(false);
      expect(
        await link.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return Boolean(hit && el.contains(hit));
        }),
        'a control behind can be tapped',
      ).toBe(false);

      // And it does not scroll under a wheel.
      const scrolled = await page.evaluate(() => window.scrollY);
      const size = page.viewportSize();
      await page.mouse.move((size?.width ?? 390) - 12, (size?.height ?? 800) / 2);
      await page.mouse.wheel(0, 600);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });

    test(`${c.name}: Escape closes it and focus returns to what opened it; axe finds nothing with it open @phone`, async ({
      page,
    }) => {
      const dialog = await c.open(page);
      await expect(dialog).toBeVisible();
      await settle(page);
      const results = await axe(page).withTags(TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(c.opener(page)).toBeFocused();
      // The page behind is live again.
      expect(
        await behind(page).evaluate((el: HTMLElement) => {
          el.focus();
          return document.activeElement === el;
        }),
      ).toBe(true);
    });
  });
}

test('the server HTML has every dialog closed and empty @phone', async ({ request }) => {
  for (const path of ['/about', '/bowl/fajita-veg-bowl?country=mx']) {
    const dialogs = [...elements(parsePage(await (await request.get(path)).text()))].filter(
      (el) => el.nodeName === 'dialog',
    );
    // The header's two (the side menu, My diet), and the bowl page's question.
    expect(dialogs.length, path).toBeGreaterThanOrEqual(2);
    for (const dialog of dialogs) {
      expect(attr(dialog, 'open'), path).toBeUndefined();
      expect(dialog.childNodes, path).toEqual([]);
    }
  }
});
