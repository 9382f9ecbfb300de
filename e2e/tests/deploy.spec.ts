import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BOOT_ELEMENT_ID } from '@campus/contract/dom-ids';
import { expect, test } from '@playwright/test';
import { DEPLOY_TEST_PORT, REMOTE_ORIGINS } from './origins';
import {
  buildSecondRelease,
  isBlockedWorkerNotice,
  prepare,
  readDeployedManifest,
  readManifest,
  SECOND_RELEASE_DIR,
  waitForServer,
  writeManifest,
} from './support';

/**
 * One slice deployed alone (docs/deploy.md): a second release of mfe-info is built and served on another origin, only
 * the shell's deployed manifest is changed, and the very next HTML response carries the new release's page; after a
 * reload the shell runs the new release while the cart stays.
 *
 * It switches the live manifest (the release store), which every other test reads, so it runs in its own Playwright project after
 * the others (playwright.config.ts); alone: `npx playwright test --project=deploy --no-deps`.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const OUT_DIR = SECOND_RELEASE_DIR;
const PORT = DEPLOY_TEST_PORT;
const NEW_ENTRY = `http://localhost:${PORT}/remoteEntry.js`;
/**
 * The new release's manifest line, as the release tool writes it: with the server module it pins (the layout server
 * runs no other bytes, and none the line does not name).
 */
const newLine = <T extends object>(line: T) => ({
  ...line,
  entry: NEW_ENTRY,
  server: {
    module: new URL('server/render.mjs', NEW_ENTRY).href,
    sha256: createHash('sha256')
      .update(readFileSync(resolve(OUT_DIR, 'server/render.mjs')))
      .digest('hex'),
  },
});

let original: string | undefined;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('one slice deployed alone', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // 1. Build a second release of the remote, somewhere else (the first stays served where it is).
    buildSecondRelease();
    expect(existsSync(resolve(OUT_DIR, 'remoteEntry.js'))).toBe(true);
    // 2. "Upload" it: serve that folder alone on another origin.
    server = spawn(process.execPath, [resolve(ROOT, 'packages/server/serve.ts'), `mfe-info-v2=${OUT_DIR}:${PORT}`], {
      cwd: resolve(ROOT, 'e2e'),
      env: { ...process.env, SERVE_ONLY_EXTRA: '1' },
      stdio: 'ignore',
    });
    await waitForServer(NEW_ENTRY);
    original = await readDeployedManifest();
    // A run killed before its afterAll left the v2 entry behind: the source manifest is the original then.
    if (original.includes(NEW_ENTRY)) original = readFileSync(resolve(ROOT, 'shell/public/remotes.json'), 'utf8');
  });

  test.afterAll(async () => {
    if (original !== undefined) await writeManifest(original);
    server?.kill();
  });

  test('the shell shows the new release after only the manifest changed, and the cart is kept', async ({ page }) => {
    await prepare(page);
    await page.goto('/smart-value');
    await page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.goto('/about');
    const slice = page.locator('[data-remote=mfe_info]');
    await expect(slice.locator('h1').first()).toBeVisible();
    await expect(slice).not.toHaveAttribute('data-release', 'v2');

    // 3. Point the manifest at the new release: only mfe_info's entry changes.
    const manifest = readManifest(original as string);
    const changed = {
      ...manifest,
      remotes: manifest.remotes.map((r) => (r.name === 'mfe_info' ? newLine(r) : r)),
    };
    const revision = await writeManifest(`${JSON.stringify(changed, null, 2)}\n`);

    // The very next HTML response is composed with the new release's pre-rendered page (before any script runs), and
    // names the release store's revision it was composed from — in its header and its boot data, like /remotes.json.
    const response = await page.request.get('/about');
    const first = await response.text();
    expect(response.headers()['x-release-revision']).toBe(String(revision));
    const boot = await page.request.get('/remotes.json');
    expect(boot.headers()['x-release-revision']).toBe(String(revision));
    expect((await boot.json()).remotes).toEqual(changed.remotes);
    expect(first).toContain('data-remote="mfe_info" data-release="v2"');
    expect(first).toContain(`<link rel="stylesheet" crossorigin href="http://localhost:${PORT}/assets/`);
    expect(first).toMatch(/<h1[^>]*>About Campus Bowls<\/h1>/);

    await page.reload();
    await expect(slice).toHaveAttribute('data-release', 'v2');
    const bootData = await page.locator(`#${BOOT_ELEMENT_ID}`).textContent();
    expect(JSON.parse(bootData ?? '{}')).toMatchObject({ revision, manifest: { remotes: changed.remotes } });
    await expect(slice.locator('h1').first()).toBeVisible();
    // The release and heading above come with the server's HTML; the entry is asked for once the code starts. The
    // entries this page fetched (its own Resource Timing: not the page before the reload, still running meanwhile).
    await expect(slice).toHaveAttribute('data-live', '');
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => url.endsWith('/remoteEntry.js')),
    );
    expect(entries).toContain(NEW_ENTRY);
    expect(entries).not.toContain(`${REMOTE_ORIGINS.mfe_info}/remoteEntry.js`);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // The new release works with the rest: another of its pages, then another slice, then the cart.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help', exact: true }).click();
    await expect(slice).toHaveAttribute('data-release', 'v2');
    await expect(slice.locator('h1').first()).toBeVisible();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page.getByRole('article', { name: /Falafel Hummus Pita/ })).toBeVisible();
    // The shell's CSP now names the new origin (serve.ts derives it from the manifest).
    const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`http://localhost:${PORT}`);
  });

  test('a page from another release than the code is drawn by the browser with one warning; a lost one is rendered on request', async ({
    page,
  }) => {
    const manifest = readManifest(original as string);
    await writeManifest(
      `${JSON.stringify({ ...manifest, remotes: manifest.remotes.map((r) => (r.name === 'mfe_info' ? newLine(r) : r)) }, null, 2)}\n`,
    );
    const about = resolve(OUT_DIR, 'ssr/about.json');
    const help = resolve(OUT_DIR, 'ssr/help.json');
    const aboutText = readFileSync(about, 'utf8');
    const helpText = readFileSync(help, 'utf8');
    try {
      // A stale upload: the page says release "v1", the code is "v2".
      writeFileSync(about, aboutText.replace('"release":"v2"', '"release":"v1"'));
      rmSync(help);
      await prepare(page);
      const messages: string[] = [];
      page.on('console', (m) => {
        if ((m.type() === 'error' || m.type() === 'warning') && !isBlockedWorkerNotice(m.text())) {
          messages.push(`${m.type()}: ${m.text()}`);
        }
      });
      page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));

      // The layout server keeps a release's pages and asks for them again in the background (fragment-cache.ts):
      // a file edited in place is in the page once it has revalidated, within a request or two.
      await expect
        .poll(async () => (await page.request.get('/about')).text(), { intervals: [250, 500, 1000] })
        .toContain('data-release="v1"');
      await page.goto('/about');
      const slice = page.locator('[data-remote=mfe_info]');
      await expect(slice).toHaveAttribute('data-release', 'v2');
      await expect(slice.getByRole('heading', { level: 1 })).toHaveText('About Campus Bowls');
      await page.waitForLoadState('networkidle');
      expect(messages).toEqual([
        expect.stringMatching(/^warning: \[shell\] mfe_info: the server's HTML is release v1/),
      ]);

      // A listed page lost from the upload: the release's server module draws it on request (the server logs it).
      messages.length = 0;
      expect(await (await page.request.get('/help')).text()).toMatch(/<h1[^>]*>How can we help\?<\/h1>/);
      await page.goto('/help');
      await expect(slice).toHaveAttribute('data-release', 'v2');
      await expect(slice.getByRole('heading', { level: 1 })).toHaveText('How can we help?');
      await expect(slice).toHaveAttribute('data-live', '');
      await page.waitForLoadState('networkidle');
      expect(messages).toEqual([]);
    } finally {
      writeFileSync(about, aboutText);
      writeFileSync(help, helpText);
    }
  });

  test('rolling back is the same one edit', async ({ page }) => {
    await writeManifest(original as string);
    await prepare(page);
    await page.goto('/about');
    await expect(page.locator('[data-remote=mfe_info]')).not.toHaveAttribute('data-release', 'v2');
    await expect(page.locator('[data-remote=mfe_info] h1').first()).toBeVisible();
  });
});
