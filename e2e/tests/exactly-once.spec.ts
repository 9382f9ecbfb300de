import { expect, type Response, test } from '@playwright/test';
import { prepare } from './support';

/**
 * Issue "performance": on a journey through all five remotes, react, react-dom, the router, zustand and
 * @campus/shared are each downloaded exactly once — the remotes never fetch their own fallback copies.
 * Federation names the chunks: the shell's `…__loadShare__<pkg>__loadShare__…` provides a package, a remote's
 * `…__prebuild__<pkg>__prebuild__…` is its local fallback. @campus/shared is recognised by its content.
 */
const PACKAGES = {
  react: 'react',
  'react-dom': 'react_mf_2_dom',
  'react-dom/client': 'react_mf_2_dom_mf_1_client',
  'react-router-dom': 'react_mf_2_router_mf_2_dom',
  zustand: 'zustand',
} as const;

test('a journey through every remote downloads each shared library once', async ({ page }) => {
  await prepare(page);
  const scripts: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r);
  });

  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, remote] of [
    ['Menu', 'mfe_menu'],
    ['Build Your Own', 'mfe_builder'],
    ['Meal Plans', 'mfe_plans'],
    ['Smart Lockers', 'mfe_info'],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page.locator(`[data-remote=${remote}] h1`).first()).toBeVisible();
  }
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page.locator('[data-remote=mfe_cart] h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const urls = scripts.map((r) => r.url());
  // Every remote was really loaded on this journey.
  for (const port of ['4174', '4175', '4176', '4177', '4178']) {
    expect(urls.some((u) => u.startsWith(`http://localhost:${port}/`))).toBe(true);
  }
  // No script downloaded twice.
  expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);

  for (const [name, key] of Object.entries(PACKAGES)) {
    const provided = urls.filter((u) => u.includes(`__loadShare__${key}__loadShare__`));
    const fallbacks = urls.filter((u) => u.includes(`__prebuild__${key}__prebuild__`));
    expect(fallbacks, `${name}: a remote downloaded its own copy`).toEqual([]);
    expect(provided, `${name}: provided once, by the shell`).toHaveLength(1);
    expect(provided[0]).toMatch(/^http:\/\/localhost:4173\//);
  }

  // @campus/shared: exactly one downloaded script carries the cart store module.
  const bodies = await Promise.all(scripts.map((r) => r.text().catch(() => '')));
  expect(bodies.filter((b) => b.includes('__campusCartInstances'))).toHaveLength(1);
  expect(
    await page.evaluate(() => (window as unknown as { __campusCartInstances?: number }).__campusCartInstances),
  ).toBe(1);
});
