import { BRAND } from '@campus/catalogue/config';
import { MANIFEST_FILE, MANIFEST_TYPE, themeColours } from '@campus/vite/web-app-manifest.ts';
import { expect, type Page, test } from '@playwright/test';
import { prepare, watchErrors } from './support';

/**
 * Installable and offline (docs/deploy.md): the web app manifest and icons, the service worker controlling the page,
 * and, after one visit online, the customer's journey with the browser offline. Its own Playwright project (`pwa`):
 * every other project blocks service workers.
 */

/** Set on <html> by the shell once the service worker has kept the site for offline use (shell/src/app/service-worker.ts). */
const OFFLINE_READY = 'html[data-offline-ready]';

/** A PNG's width and height, from its header. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** The slice's heading once its code runs (the shell marks the container data-live). */
const liveHeading = (page: Page, remote: string) => page.locator(`[data-remote=${remote}][data-live] h1`).first();

/** One visit online: /menu, live, until the worker says the site is kept for offline use. Returns the page's errors. */
async function visitMenuUntilKept(page: Page): Promise<string[]> {
  const errors = watchErrors(page);
  await prepare(page);
  await page.goto('/menu');
  await expect(liveHeading(page, 'mfe_menu')).toBeVisible();
  await expect(page.locator(OFFLINE_READY)).toBeAttached();
  return errors;
}

test.describe('installable and offline', () => {
  test('a 404 is never kept as the page for its address; a page that exists is', async ({ page }) => {
    await visitMenuUntilKept(page);
    // Through the worker, online: the unknown bowl's not-found page (asked again while its render is still coming).
    await expect.poll(async () => (await page.goto('/bowl/no-such-bowl'))?.status(), { timeout: 30_000 }).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Bowl Not Found' })).toBeVisible();
    await page.goto('/smart-value');
    await expect(liveHeading(page, 'mfe_menu')).toBeVisible();
    const kept = await page.evaluate(async () =>
      (await (await caches.open('campus-pages')).keys()).map((r) => new URL(r.url).pathname),
    );
    expect(kept).toContain('/smart-value');
    expect(kept).not.toContain('/bowl/no-such-bowl');
  });

  test('install criteria: the manifest, its icons, and a service worker controlling the page', async ({ page }) => {
    await prepare(page);
    await page.goto('/');
    await expect(page.locator('head link[rel=manifest]')).toHaveAttribute('href', `/${MANIFEST_FILE}`);
    const { theme, background } = themeColours();
    await expect(page.locator('head meta[name=theme-color]')).toHaveAttribute('content', theme);
    const appleIcon = await page.locator('head link[rel=apple-touch-icon]').getAttribute('href');
    expect(pngSize(await (await page.request.get(appleIcon ?? '')).body())).toBe('180x180');

    const response = await page.request.get(`/${MANIFEST_FILE}`);
    expect(response.headers()['content-type']).toBe(MANIFEST_TYPE);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: BRAND.name,
      short_name: BRAND.name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: theme,
      background_color: background,
    });
    for (const icon of manifest.icons) {
      expect(pngSize(await (await page.request.get(icon.src)).body()), icon.src).toBe(icon.sizes);
    }
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);

    // The worker takes over the page that registered it (no second visit needed), and is revalidated on every load.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    // Chromium's own verdict on installability: no errors but that a test browser's profile is a private one.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  test('after one visit online, the menu, a bowl, the builder, the cart, favourites and allergens work offline', async ({
    page,
    context,
  }) => {
    const errors = await visitMenuUntilKept(page);

    await context.setOffline(true);
    // A page seen online: its own copy.
    await page.reload();
    await expect(liveHeading(page, 'mfe_menu')).toBeVisible();

    // Never visited: drawn by the browser from the kept shell and the kept release of its remote.
    await page.goto('/bowl/teriyaki-chicken-bowl?country=jp');
    await expect(liveHeading(page, 'mfe_menu')).toHaveText('Teriyaki Chicken Bowl');
    await expect(page.getByRole('button', { name: /^Grilled halal chicken/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /^Crispy Tofu/ }).click();
    await expect(page.getByRole('button', { name: /^Crispy Tofu/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Favourite', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Favourites, 1 saved' })).toBeVisible();

    await page.goto('/build-your-own');
    await expect(liveHeading(page, 'mfe_builder')).toBeVisible();
    for (const name of [
      'Basmati Rice',
      'Halal Chicken',
      'Grilled Zucchini & Peppers',
      'Pickled Cucumber & Onion',
      'Mint Chutney',
    ]) {
      await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: /^Increase quantity of/ }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    await page.goto('/favourites');
    await expect(page.getByRole('article', { name: 'Teriyaki Chicken Bowl' })).toBeVisible();

    await page.goto('/allergens');
    await expect(liveHeading(page, 'mfe_info')).toBeVisible();
    await page.reload();
    await expect(liveHeading(page, 'mfe_info')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Favourites, 1 saved' })).toBeVisible();

    // What needs the network says so in words.
    await page.goto('/download-app');
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' }).first()).toBeVisible();

    // Back online, nothing lost.
    await context.setOffline(false);
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('files the browser dropped from the kept site are kept again before it is said to open offline', async ({
    page,
    context,
  }) => {
    const errors = await visitMenuUntilKept(page);

    // What a browser short of space (or WebKit, as the engines' journey saw) may do while the worker runs.
    await page.evaluate(async () => {
      await caches.delete('campus-release-files');
      document.documentElement.removeAttribute('data-offline-ready');
      window.dispatchEvent(new Event('online')); // the page asks the worker to keep the site again
    });
    await expect(page.locator(OFFLINE_READY)).toBeAttached();
    const kept = await page.evaluate(async () => (await (await caches.open('campus-release-files')).keys()).length);
    expect(kept).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.goto('/bowl/teriyaki-chicken-bowl?country=jp');
    await expect(liveHeading(page, 'mfe_menu')).toHaveText('Teriyaki Chicken Bowl');
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });
});
