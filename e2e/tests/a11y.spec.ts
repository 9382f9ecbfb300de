import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { axe, bowlLine, prepare, settle } from './support';

/**
 * WCAG 2.2 AA on every route of SPEC §2 (desktop and phone), on the states that matter, and keyboard-only journeys
 * with a visible focus indicator on every stop.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function newPage(browser: Browser, options: { cart?: unknown } = {}): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A fresh context still gets the project's device (390 px phone or 1366 px desktop).
  expect(page.viewportSize()?.width).toBe(test.info().project.use.viewport?.width);
  await prepare(page, options);
  return page;
}

/** Axe on the whole page (shell and slice); returns "rule: targets" lines, empty when clean. */
async function violations(page: Page): Promise<string[]> {
  // Reveal animations and the slice's arrival settle first.
  await settle(page);
  const results = await axe(page).withTags(TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary}`).join(' | ')}`,
  );
}

async function sliceReady(page: Page, remote: string) {
  await expect(page.locator(`[data-remote=${remote}] h1`).first()).toBeVisible();
}

// Axe on every route of the spec runs in routes.spec.ts (one visit per route checks render, console, CSP and axe).

test.describe('axe: states that matter', () => {
  test('@phone the side menu open', async ({ browser }) => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await sliceReady(page, 'mfe_info');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  test('@phone a toast shown', async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto('/smart-value');
    await sliceReady(page, 'mfe_menu');
    await page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' }).click();
    await expect(page.getByTestId('toast').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  test('@phone the bowl builder on a later step, with choices made', async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto('/build-your-own');
    await sliceReady(page, 'mfe_builder');
    const pick = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
    await pick('Brown Rice');
    await next();
    for (const name of ['Halal Chicken', 'Tofu', 'Salmon']) await pick(name);
    await page.getByRole('button', { name: /^Falafel/ }).click(); // a 4th: the limit message shows
    expect(await violations(page)).toEqual([]);
    await next();
    await pick('Steamed Broccoli');
    await next();
    await next();
    await pick('Tahini');
    await next();
    await next();
    await expect(page.getByTestId('step-indicator')).toContainText('Step 7 of 7');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  test('@phone the $19.99 plan builder with choices made', async ({ browser }) => {
    const page = await newPage(browser);
    await page.goto('/meal-plans/19-99');
    await sliceReady(page, 'mfe_plans');
    await page
      .getByRole('button', { name: /^Caprese Panini/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Ginger Kombucha/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Ginger Kombucha/ })
      .first()
      .click();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  test('@phone a filled cart and its checkout', async ({ browser }) => {
    const page = await newPage(browser, { cart: [bowlLine('cart-a11y-1', 2), bowlLine('cart-a11y-2')] });
    await page.goto('/cart');
    await sliceReady(page, 'mfe_cart');
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/checkout');
    await sliceReady(page, 'mfe_cart');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  test('@phone the demo notice shown, and the 404 page', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Demo site notice' })).toBeVisible();
    await sliceReady(page, 'mfe_info');
    expect(await violations(page)).toEqual([]);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

/* ---------------------------------------------------------------- keyboard only, with visible focus */

/** Whether the focused element shows a focus indicator: outline or ring on it, its ::before/::after, or a near ancestor's outline. */
async function focusState(page: Page): Promise<{ label: string; visible: boolean } | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const shows = (s: CSSStyleDeclaration) =>
      (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) ||
      (s.boxShadow !== 'none' && s.boxShadow !== '');
    const outlined = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
    // A card may draw the ring for its stretched link (`has-[a:focus-visible]:outline-3` on an ancestor).
    let ancestorRing = false;
    for (let p = el.parentElement, i = 0; p && i < 4 && !ancestorRing; p = p.parentElement, i++) {
      ancestorRing = outlined(getComputedStyle(p));
    }
    const visible =
      shows(getComputedStyle(el)) ||
      shows(getComputedStyle(el, '::after')) ||
      shows(getComputedStyle(el, '::before')) ||
      ancestorRing;
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`;
    return { label, visible };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that the focus is visible.
 * Fails if the target is never reached.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await focusState(page);
    if (state) expect(state.visible, `focus is visible on ${state.label}`).toBe(true);
  }
  throw new Error(`never reached ${target} with ${back ? 'Shift+Tab' : 'Tab'}`);
}

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 180_000 });
  test('@phone the bowl builder, start to /cart, with visible focus', async ({ page }) => {
    await prepare(page);
    await page.goto('/');
    await sliceReady(page, 'mfe_info');
    // From the top of the page: the site's own links lead there.
    const nav = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Build Your Own', exact: true });
    if (await nav.isVisible()) {
      await tabTo(page, nav);
      await page.keyboard.press('Enter');
    } else {
      await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Build Your Own' }));
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL('/build-your-own');
    await sliceReady(page, 'mfe_builder');

    const choose = async (name: string, key: 'Enter' | 'Space' = 'Space') => {
      const button = page.getByRole('button', { name: new RegExp(`^${name}`) });
      await tabTo(page, button);
      await page.keyboard.press(key);
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    };
    const next = async () => {
      await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
      await page.keyboard.press('Enter');
    };
    const step = page.getByTestId('step-indicator');

    await choose('Brown Rice');
    await next();
    await expect(step).toContainText('Step 2 of 7');
    await choose('Halal Chicken', 'Enter');
    await next();
    await expect(step).toContainText('Step 3 of 7');
    await choose('Steamed Broccoli');
    await next();
    // Each Next waits for its step: a second Enter before step 4 is drawn would press step 3's Next again.
    await expect(step).toContainText('Step 4 of 7');
    await next(); // toppings are optional
    await expect(step).toContainText('Step 5 of 7');
    await choose('Tahini');
    await next();
    await expect(step).toContainText('Step 6 of 7');
    // Back by Shift+Tab works too.
    await next();
    await expect(step).toContainText('Step 7 of 7');
    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.locator('[data-remote=mfe_cart]')).toContainText('$9.99');
  });

  test('@phone the $19.99 plan builder, start to /cart, with visible focus', async ({ page }) => {
    await prepare(page);
    await page.goto('/meal-plans');
    await sliceReady(page, 'mfe_plans');
    await tabTo(page, page.getByRole('link', { name: 'Choose $19.99 plan' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/meal-plans/19-99');
    await sliceReady(page, 'mfe_plans');

    const card = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) }).first();
    const pick = async (name: string, key: 'Enter' | 'Space' = 'Space') => {
      await tabTo(page, card(name));
      await page.keyboard.press(key);
    };
    await pick('Caprese Panini');
    await pick('Ginger Kombucha', 'Enter');
    await pick('Pop Drink');
    // Shift+Tab back to a card passed already.
    await tabTo(page, card('Ginger Kombucha'), { back: true });
    await pick('Chocolate Chip Cookie');
    await page.keyboard.press('Enter'); // the same snack twice
    const summary = page.getByRole('complementary', { name: 'Your bundle' });
    const add = summary.getByRole('button', { name: /^Add to Cart/ });
    await expect(add).toHaveAttribute('aria-disabled', 'false');
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('article', { name: '$19.99 Plan Bundle' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
});

/* ---------------------------------------------------------------- visible focus on every stop of every route */

/** One page of every kind (each slice's densest page, the shell's 404): tabbing end to end takes a few seconds each. */
const FOCUS_ROUTES: [path: string, remote: string][] = [
  ['/', 'mfe_info'],
  ['/about', 'mfe_info'],
  ['/menu', 'mfe_menu'],
  ['/bowl/teriyaki-chicken-bowl?country=jp', 'mfe_menu'],
  ['/smart-value', 'mfe_menu'],
  ['/build-your-own', 'mfe_builder'],
  ['/suggest-a-bowl', 'mfe_builder'],
  ['/meal-plans/19-99', 'mfe_plans'],
  ['/cart', 'mfe_cart'],
];

test.describe('visible focus everywhere', () => {
  for (const [path, remote] of FOCUS_ROUTES) {
    test(`${path}: every Tab stop shows focus`, async ({ page }) => {
      await prepare(page, { cart: [bowlLine('cart-focus-1')] });
      await page.goto(path);
      await sliceReady(page, remote);
      await page.waitForLoadState('networkidle');
      const missing: string[] = [];
      const seen = new Set<string>();
      for (let i = 0; i < 150; i++) {
        await page.keyboard.press('Tab');
        const state = await focusState(page);
        if (!state) {
          if (i > 0) break; // wrapped past the end of the page
          continue;
        }
        const id = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement & { __tabId?: number };
          const w = window as unknown as { __tabSeq?: number };
          el.__tabId ??= w.__tabSeq = (w.__tabSeq ?? 0) + 1;
          return String(el.__tabId);
        });
        if (seen.has(id)) break;
        seen.add(id);
        if (!state.visible) missing.push(state.label);
      }
      expect(seen.size).toBeGreaterThan(3);
      expect(missing).toEqual([]);
    });
  }
});
