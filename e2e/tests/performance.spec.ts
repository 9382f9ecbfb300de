import { expect, type Page, test } from '@playwright/test';
import { REMOTE_ORIGINS } from './origins';
import { prepare } from './support';

/** Issue "performance": what the composed site does so that federation costs the visitor almost nothing. */

/** Milliseconds from the next click anywhere to the moment `selector` is in the page (checked every frame). */
async function timeNextClickUntil(page: Page, selector: string) {
  await page.evaluate((sel) => {
    const w = window as unknown as { __clickToContent?: Promise<number> };
    w.__clickToContent = new Promise((resolve) => {
      document.addEventListener(
        'click',
        () => {
          const start = performance.now();
          const check = () =>
            document.querySelector(sel) ? resolve(performance.now() - start) : requestAnimationFrame(check);
          check();
        },
        { capture: true, once: true },
      );
    });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __clickToContent: Promise<number> }).__clickToContent);
}

test('a click to a remote not loaded yet shows its page within 300 ms (the link warms it on hover)', async ({
  page,
}) => {
  await prepare(page);
  const plansRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${REMOTE_ORIGINS.mfe_plans}/`)) plansRequests.push(r.url());
  });
  await page.goto('/about');
  await expect(page.locator('[data-remote=mfe_info] h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(plansRequests, 'mfe-plans is not loaded before the visitor points at it').toEqual([]);

  const elapsed = await timeNextClickUntil(page, '[data-remote=mfe_plans] h1');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meal Plans', exact: true });
  await link.hover();
  await link.click(); // at once: the shortest hover a visitor could make
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Plans' })).toBeVisible();
  const ms = await elapsed();
  test.info().annotations.push({ type: 'click to content', description: `${Math.round(ms)} ms` });
  expect(ms).toBeLessThan(300);
});

test("the page's remote is fetched in one go from its preload list, and no file twice", async ({ page, request }) => {
  const list = (await (await request.get(`${REMOTE_ORIGINS.mfe_menu}/preload.json`)).json()) as {
    js: string[];
    css: string[];
  };
  expect(list.js).toContain('remoteEntry.js');
  expect(list.css.length).toBeGreaterThan(0);

  await prepare(page);
  const seen: string[] = [];
  page.on('request', (r) => {
    if (['script', 'stylesheet', 'fetch'].includes(r.resourceType()) || r.url().endsWith('.json')) seen.push(r.url());
  });
  await page.goto('/menu');
  await expect(page.locator('[data-remote=mfe_menu] h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  for (const file of [...list.js, ...list.css]) {
    expect(seen, `${file} fetched once`).toContain(`${REMOTE_ORIGINS.mfe_menu}/${file}`);
  }
  // The preload links and the federation runtime share one request per file (same CORS mode), and the manifest came
  // inside the page (the server composed it with it): it is not fetched at all.
  expect(seen.filter((u, i) => seen.indexOf(u) !== i)).toEqual([]);
  expect(seen.filter((u) => u.endsWith('/remotes.json'))).toEqual([]);
});
