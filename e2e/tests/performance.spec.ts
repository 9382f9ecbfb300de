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

test('pointing at a link warms its remote: its files are on their way before the click', async ({ page }) => {
  await prepare(page);
  const plansRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${REMOTE_ORIGINS.mfe_plans}/`)) plansRequests.push(r.url());
  });
  await page.goto('/about');
  await expect(page.locator('[data-remote=mfe_info][data-live] h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(plansRequests, 'mfe-plans is not loaded before the visitor points at it').toEqual([]);

  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meal Plans', exact: true });
  await link.hover();
  // How fast the click then shows the page is the bench's to say (npm run bench): a time here would measure the
  // machine. What this checks is the cause: the remote's entry and its files are asked for on hover, before the click.
  await expect.poll(() => plansRequests.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
  await expect.poll(() => plansRequests.some((u) => u.endsWith('/preload.json'))).toBe(true);
  const elapsed = await timeNextClickUntil(page, '[data-remote=mfe_plans] h1');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Plans' })).toBeVisible();
  test.info().annotations.push({ type: 'click to content', description: `${Math.round(await elapsed())} ms` });
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
