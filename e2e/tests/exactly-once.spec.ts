import { expect, type Response, test } from '@playwright/test';
import { REMOTE_ORIGINS, SHELL_ORIGIN } from './origins';
import { prepare, visitEveryRemote } from './support';

/**
 * Issue "performance": on a journey through all five remotes, react, react-dom, the router, zustand,
 * @campus/stores and @campus/profile are each downloaded exactly once — the remotes never fetch their own fallback copies.
 * Federation names the chunks of npm packages: the shell's `…__loadShare__<pkg>__loadShare__…` provides a package, a
 * remote's `…__prebuild__<pkg>__prebuild__…` is its local fallback. The workspace packages (@campus/router,
 * @campus/stores, @campus/profile) are recognised by their content.
 */
const PACKAGES = {
  react: 'react',
  'react-dom': 'react_mf_2_dom',
  'react-dom/client': 'react_mf_2_dom_mf_1_client',
  zustand: 'zustand',
} as const;
const SHELL = `${SHELL_ORIGIN}/`;
const BY_CONTENT = {
  '@campus/router': 'may be used only in the context of a <Router> component',
  '@campus/stores': '__campusCartInstances',
  '@campus/profile': '__campusProfileInstances',
} as const;

test('a journey through every remote downloads each shared library once', async ({ page }) => {
  await prepare(page);
  const scripts: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r);
  });

  await page.goto('/');
  await visitEveryRemote(page, 'Smart Lockers');
  await page.waitForLoadState('networkidle');

  const urls = scripts.map((r) => r.url());
  // Every remote was really loaded on this journey.
  for (const origin of Object.values(REMOTE_ORIGINS)) {
    expect(urls.some((u) => u.startsWith(`${origin}/`))).toBe(true);
  }
  // No script downloaded twice.
  expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);

  for (const [name, key] of Object.entries(PACKAGES)) {
    // The chunks federation names for the package: the shell's copy (its loading proxy and/or the module itself) is
    // the one provided; a chunk of it from a remote's origin would be that remote's own second copy.
    const chunks = urls.filter(
      (u) => u.includes(`__loadShare__${key}__loadShare__`) || u.includes(`__prebuild__${key}__prebuild__`),
    );
    expect(
      chunks.filter((u) => !u.startsWith(SHELL)),
      `${name}: a remote downloaded its own copy`,
    ).toEqual([]);
    expect(chunks.length, `${name}: provided by the shell`).toBeGreaterThan(0);
  }

  // The router, @campus/stores and @campus/profile: exactly one downloaded script carries each, and the shell serves it.
  const bodies = await Promise.all(scripts.map((r) => r.text().catch(() => '')));
  for (const [name, marker] of Object.entries(BY_CONTENT)) {
    const carriers = urls.filter((_, i) => bodies[i]?.includes(marker));
    expect(carriers, `${name}: downloaded once`).toHaveLength(1);
    expect(carriers[0]?.startsWith(SHELL)).toBe(true);
  }
  expect(
    await page.evaluate(() => (window as unknown as { __campusCartInstances?: number }).__campusCartInstances),
  ).toBe(1);
});
