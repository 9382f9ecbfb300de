import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEPLOY_TEST_PORT, PWA_RELEASE_TEST_PORT } from './origins';
import {
  buildSecondRelease,
  prepare,
  readDeployedManifest,
  readManifest,
  SECOND_RELEASE_DIR,
  waitForServer,
  watchErrors,
  writeManifest,
} from './support';

/**
 * A remote released while a client with the service worker is open (docs/offline.md): the
 * release it ran is taken off the network, the manifest names the new one, and the page's next navigation is the new
 * release, with no failed request on the way and never the two mixed; offline afterwards, the kept page is the new one.
 *
 * Rewrites the deployed manifest, so it runs after the deploy project (playwright.config.ts); alone:
 * `npx playwright test --project=pwa-release --no-deps` (it builds the second release if no test before did).
 */

const ROOT = resolve(import.meta.dirname, '../..');
const OLD_DIR = '/tmp/campus-pwa-info-old';
const OLD_ENTRY = `http://localhost:${PWA_RELEASE_TEST_PORT}/remoteEntry.js`;
const NEW_ENTRY = `http://localhost:${DEPLOY_TEST_PORT}/remoteEntry.js`;

let original = '';
const servers: ChildProcess[] = [];
let oldServer: ChildProcess | undefined;

function serve(name: string, dir: string, port: number): ChildProcess {
  const server = spawn(process.execPath, [resolve(ROOT, 'packages/server/serve.ts'), `${name}=${dir}:${port}`], {
    cwd: resolve(ROOT, 'e2e'),
    env: { ...process.env, SERVE_ONLY_EXTRA: '1' },
    stdio: 'ignore',
  });
  servers.push(server);
  return server;
}

function manifestWith(entry: string): string {
  const manifest = readManifest(original);
  const remotes = manifest.remotes.map((r) => (r.name === 'mfe_info' ? { ...r, entry } : r));
  return `${JSON.stringify({ ...manifest, remotes }, null, 2)}\n`;
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('a release reaches an open client', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    buildSecondRelease({ reuse: true });
    // The release the client starts with: today's build, on an origin of its own, so it can be taken away.
    rmSync(OLD_DIR, { recursive: true, force: true });
    cpSync(resolve(ROOT, 'mfe-info/dist'), OLD_DIR, { recursive: true });
    oldServer = serve('mfe-info-old', OLD_DIR, PWA_RELEASE_TEST_PORT);
    serve('mfe-info-v2', SECOND_RELEASE_DIR, DEPLOY_TEST_PORT);
    await Promise.all([waitForServer(OLD_ENTRY), waitForServer(NEW_ENTRY)]);
    original = await readDeployedManifest();
    // A run killed before its afterAll left another entry behind: the source manifest is the original then.
    if (original.includes(OLD_ENTRY) || original.includes(NEW_ENTRY)) {
      original = readFileSync(resolve(ROOT, 'shell/public/remotes.json'), 'utf8');
    }
  });

  test.afterAll(async () => {
    if (original) await writeManifest(original);
    for (const server of servers) server.kill();
  });

  test('the next navigation runs the new release, with no failed request; offline, the new one is kept', async ({
    page,
    context,
  }) => {
    await writeManifest(manifestWith(OLD_ENTRY));
    const errors = watchErrors(page);
    const failed: string[] = [];
    // A request the page itself cancelled by moving on (ERR_ABORTED: the other slices' files warmed after a paint, when
    // the next page loads) is not a failure; one to the old release's host, now gone, is (connection refused).
    page.on('requestfailed', (r) => {
      const reason = r.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') failed.push(`${r.url()} ${reason}`);
    });
    await prepare(page);
    await page.goto('/about');
    const slice = page.locator('[data-remote=mfe_info]');
    await expect(slice).toHaveAttribute('data-live', '');
    await expect(slice).not.toHaveAttribute('data-release', 'v2');
    await expect(page.locator('html[data-offline-ready]')).toBeAttached();

    // The new release goes live and the old one is taken off the network, while the page still runs it.
    await writeManifest(manifestWith(NEW_ENTRY));
    oldServer?.kill();
    await expect
      .poll(() =>
        fetch(OLD_ENTRY).then(
          () => 'up',
          () => 'gone',
        ),
      )
      .toBe('gone');

    const entries: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/remoteEntry.js')) entries.push(r.url());
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help', exact: true }).click();
    await expect(slice).toHaveAttribute('data-release', 'v2');
    await expect(slice.getByRole('heading', { level: 1 })).toHaveText('How can we help?');
    await expect(slice).toHaveAttribute('data-live', '');
    expect(entries).toContain(NEW_ENTRY);
    expect(entries).not.toContain(OLD_ENTRY);

    // Offline: the page kept is the new release's, whole.
    await expect(page.locator('html[data-offline-ready]')).toBeAttached();
    await context.setOffline(true);
    await page.reload();
    await expect(slice).toHaveAttribute('data-release', 'v2');
    await expect(slice).toHaveAttribute('data-live', '');
    await context.setOffline(false);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
});
