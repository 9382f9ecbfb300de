import { expect, test } from '@playwright/test';
import { REMOTE_ORIGINS } from './origins';
import { bowlLine, CART_KEY, prepare, visitEveryRemote, watchErrors } from './support';

const NAV = [
  ['Home', '/'],
  ['Menu', '/menu'],
  ['Smart Value', '/smart-value'],
  ['Meal Plans', '/meal-plans'],
  ['Build Your Own', '/build-your-own'],
  ['Smart Lockers', '/smart-lockers'],
  ['Loyalty Program', '/loyalty'],
  ['Suggest a Bowl', '/suggest-a-bowl'],
  ['About', '/about'],
  ['Help', '/help'],
] as const;

test.describe('shell', () => {
  test('header links navigate and mark the active page (Home exact, others by prefix)', async ({ page }) => {
    await prepare(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAV.map(([label]) => label));
    for (const [label, path] of NAV) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    await page.goto('/menu/country/jp');
    await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('side menu on a phone: opens, closes on Escape and on a link click @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepare(page);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('link', { name: 'Meal Plans' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/meal-plans');
  });

  test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
    await prepare(page);
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto('/this/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect.poll(() => logged.join('\n')).toContain('/this/does-not-exist');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('@phone a 6,000-character unknown path is cut to a readable length, Return to Home in view', async ({
    page,
  }) => {
    await prepare(page);
    const long = `/${'a-very-long-path/'.repeat(350)}`;
    await page.goto(long);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    const shown = page.getByRole('main').locator('code');
    expect(((await shown.textContent()) ?? '').length).toBeLessThanOrEqual(60);
    await expect(shown).toContainText('…');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeInViewport();
  });

  test('a path under a remote that the remote lacks also shows the 404', async ({ page }) => {
    await prepare(page);
    await page.goto('/menu/not/a/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });

  test('the demo notice stays dismissed after a reload', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Demo site notice' });
    await expect(banner).toContainText('Demo site');
    await page.getByRole('button', { name: 'Dismiss demo site notice' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('disclaimer-dismissed'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('at start-up only the visited route’s remote loads; the likeliest next ones are warmed at first interaction', async ({
    page,
  }) => {
    await prepare(page);
    const entries: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/remoteEntry.js')) entries.push(new URL(r.url()).origin);
    });
    await page.goto('/about');
    await expect(page.locator('[data-remote=mfe_info] h1').first()).toBeVisible();
    await expect(page.locator('[data-remote=mfe_info]')).toHaveAttribute('data-live', '');
    await page.waitForLoadState('networkidle');
    expect(entries).toEqual([REMOTE_ORIGINS.mfe_info]);
    // The first interaction (once the page runs) warms the menu and the cart, never the builder or the plans.
    await page.mouse.move(200, 300);
    await expect
      .poll(() => [...entries].sort())
      .toEqual([REMOTE_ORIGINS.mfe_menu, REMOTE_ORIGINS.mfe_cart, REMOTE_ORIGINS.mfe_info].sort());
  });
});

test.describe('the one cart', () => {
  test('survives a reload and follows changes made in another tab', async ({ page, context }) => {
    await prepare(page, { cart: [bowlLine('cart-e2e-1')] });
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // The second tab is the cart page, so its own store has priced the stored line (and saved it) before the change
    // below: a tab still waiting for today's prices saves its cart once priced, over a write made outside its store.
    const other = await context.newPage();
    await other.goto('/cart');
    await expect(other.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(other.getByRole('article')).toHaveCount(1);
    // The second tab changes the stored cart; the first tab follows without a reload.
    await other.evaluate(
      ({ key, lines }) => localStorage.setItem(key, JSON.stringify({ state: { items: lines }, version: 1 })),
      { key: CART_KEY, lines: [bowlLine('cart-e2e-1'), bowlLine('cart-e2e-2', 2)] },
    );
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  });

  test('one cart for the shell and two remotes: menu adds, the shell counts, the cart page changes it', async ({
    page,
    context,
  }) => {
    await prepare(page);
    await page.goto('/smart-value');
    await page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' }).click();
    // mfe-menu wrote to the store; the shell's badge reads the same store.
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page).toHaveURL('/cart');
    // mfe-cart, loaded later from another origin, sees the line without any reload…
    await expect(page.getByRole('article', { name: /Falafel Hummus Pita/ })).toBeVisible();
    // …and its change reaches the shell at once.
    await page.getByRole('button', { name: 'Increase quantity of Falafel Hummus Pita' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    // Proven, not assumed: the store module was evaluated once on this page.
    expect(
      await page.evaluate(() => (window as unknown as { __campusCartInstances?: number }).__campusCartInstances),
    ).toBe(1);

    // A second tab shows the same cart; removing there empties the first tab's cart too.
    const other = await context.newPage();
    await other.goto('/cart');
    await expect(other.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await other.getByRole('button', { name: /^Remove Falafel Hummus Pita/ }).click();
    await expect(other.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });

  test('corrupted or wrongly shaped storage is ignored safely', async ({ page }) => {
    for (const raw of [
      '{not json',
      '{"state":{"items":"oops"},"version":1}',
      '[1,2,3]',
      '{"state":{"items":[{"id":"cart-x","type":"bowl","quantity":-4}]}}',
    ]) {
      const errors = watchErrors(page);
      await page.goto('/');
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: CART_KEY, value: raw });
      await page.goto('/cart');
      await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(errors).toEqual([]);
    }
  });

  test('one store instance on the page, across the shell and every remote', async ({ page }) => {
    await prepare(page);
    await page.goto('/about');
    await visitEveryRemote(page, 'Home');
    // The store modules count their own evaluations: federation must have kept each to exactly one.
    const counts = await page.evaluate(() => {
      const w = window as unknown as { __campusCartInstances?: number; __campusProfileInstances?: number };
      return { cart: w.__campusCartInstances, profile: w.__campusProfileInstances };
    });
    expect(counts).toEqual({ cart: 1, profile: 1 });
  });
});

test.describe('resilience', () => {
  test('a remote that is down shows Retry inside its slice, and Retry recovers', async ({ page }) => {
    await prepare(page);
    let blocked = true;
    await page.route(`${REMOTE_ORIGINS.mfe_menu}/**`, (route) => (blocked ? route.abort() : route.continue()));
    // Arriving from another page, so the browser draws the slice (a first page keeps its server HTML: faults.spec.ts):
    // once the page runs — a link followed before that is a plain page load, served with the menu's HTML.
    await page.goto('/about');
    await expect(page.locator('[data-remote=mfe_info]')).toHaveAttribute('data-live', '');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('heading', { name: "This part of the site didn't load" })).toBeVisible();
    // The rest of the site still works.
    await expect(page.getByRole('link', { name: /^Cart, / })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote=mfe_menu] h1').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: "This part of the site didn't load" })).toBeHidden();
  });

  test('a slow remote never delays the shell’s first paint', async ({ page }) => {
    await prepare(page);
    // The builder's entry is held until the shell has shown itself: the shell must not wait for it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let delivered = false;
    await page.route(`${REMOTE_ORIGINS.mfe_builder}/remoteEntry.js`, async (route) => {
      await held;
      await route.continue();
      delivered = true;
    });
    await page.goto('/build-your-own', { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: /^Cart, / })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu', exact: true }),
    ).toBeEnabled();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The builder's own page is there too: its server HTML, readable before its code.
    const slice = page.locator('[data-remote=mfe_builder]');
    await expect(slice.locator('h1').first()).toBeVisible();
    expect(delivered, 'the page is shown while the remote is still on its way').toBe(false);
    await expect(slice).not.toHaveAttribute('data-live');
    release();
    await expect(slice).toHaveAttribute('data-live', '');
  });
});
