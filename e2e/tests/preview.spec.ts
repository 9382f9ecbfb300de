import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PREVIEW_COOKIE } from '@campus/contract/preview';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { REMOTE_ORIGINS, SHELL_ORIGIN } from './origins';
import { prepare, readLive } from './support';
import { teamRelease } from './team-release';

/**
 * `npm run preview -w <remote>` (docs/how-to/a-team-day-on-a-fleet.md), run as a team runs it against the site the
 * other tests use: a build of mfe-plans with its own release id is kept in its release folder, nothing is switched,
 * and the link it prints shows that release to the browser that opens it — banner, page, code and manifest — while
 * every other browser keeps the live site. A forged or altered link does nothing. Project `canary` (after the
 * release tests): `npx playwright test --project=canary --no-deps tests/preview.spec.ts`.
 */

const WORKSPACE = 'mfe-plans';
const NAME = 'mfe_plans';
const RELEASE = 'preview-e2e';
// The remote's own build with its own release id (the one the banner and the slice's container name).
const team = teamRelease({ workspace: WORKSPACE, release: RELEASE, dir: '/tmp/campus-preview-test' });

const liveLine = async () => (await readLive()).state.manifest.remotes.find((r) => r.name === NAME) ?? null;

/** The team's command, as `npm run preview -w mfe-plans -- …` runs it. */
const run = (...args: string[]) => team.run('preview', ...args);

/** A browser of its own (cookies, storage), on the About page with the notice dismissed. */
async function visitor(browser: Browser, url = '/meal-plans'): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: SHELL_ORIGIN })).newPage();
  await prepare(page);
  await page.goto(url);
  return page;
}
const slice = (page: Page) => page.locator(`[data-remote=${NAME}]`);
const banner = (page: Page) => page.getByRole('complementary', { name: 'Preview' });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.describe('a team previews its release on the live site', () => {
  let link = '';
  let liveRelease = '';

  test.beforeAll(() => team.build());
  test.afterAll(() => team.cleanUp());

  test('the command keeps the release, switches nothing, and prints a link that works', async ({ browser }) => {
    const before = await liveLine();
    const { code, output } = await run('--from', team.dir, '--no-browser');
    expect(code, output).toBe(0);
    expect(output).toContain(`[preview] ${WORKSPACE}: release ${RELEASE}`);
    expect(output).toContain('nothing switched');
    link = /http:\/\/localhost:\d+\/\?preview=[\w-]+\.[\w-]+/.exec(output)?.[0] ?? '';
    expect(link, output).not.toBe('');
    expect(await liveLine()).toEqual(before);
    // Kept in its immutable release folder, named in the signed token.
    const token = new URL(link).searchParams.get('preview') ?? '';
    const { line } = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    const hash = /\/releases\/([0-9a-f]{16})\//.exec(line.entry)?.[1] ?? '';
    expect(existsSync(join(team.releases, hash, 'remoteEntry.js')), line.entry).toBe(true);
    liveRelease = (await slice(await visitor(browser)).getAttribute('data-release')) ?? '';
    expect(liveRelease).not.toBe(RELEASE);
  });

  test('the link: that browser sees the release on every page with a banner; another browser the live site', async ({
    browser,
  }) => {
    const viewer = await visitor(browser, link);
    const customer = await visitor(browser);

    // The token left the address (it is in an HttpOnly cookie now, not in the history or a shared URL).
    await expect(viewer).toHaveURL(`${SHELL_ORIGIN}/`);
    await expect(banner(viewer)).toContainText(`Preview of ${WORKSPACE} ${RELEASE}`);
    const cookie = (await viewer.context().cookies()).find((c) => c.name === PREVIEW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await viewer.evaluate(() => document.cookie)).not.toContain(PREVIEW_COOKIE);

    // Its pages: the release composed, its code running, the same line in the manifest the browser reads.
    const entries: string[] = [];
    viewer.on('request', (r) => {
      if (r.url().endsWith('/remoteEntry.js')) entries.push(r.url());
    });
    await viewer.goto('/meal-plans');
    await expect(slice(viewer)).toHaveAttribute('data-release', RELEASE);
    await expect(slice(viewer)).toHaveAttribute('data-live', '');
    await expect(banner(viewer)).toBeVisible();
    // Moved to in the browser: still this release, the banner still there.
    await viewer.getByRole('link', { name: 'Choose $19.99 plan' }).click();
    await expect(viewer).toHaveURL(`${SHELL_ORIGIN}/meal-plans/19-99`);
    await expect(slice(viewer)).toHaveAttribute('data-live', '');
    await expect(slice(viewer)).toHaveAttribute('data-release', RELEASE);
    await expect(banner(viewer)).toBeVisible();
    const previewEntry = entries.find((e) => e.startsWith(`${REMOTE_ORIGINS[NAME]}/releases/`));
    expect(previewEntry, entries.join(' ')).toBeDefined();
    const manifest = await viewer.request.get('/remotes.json');
    expect(manifest.headers()['cache-control']).toBe('private, no-store');
    expect((await manifest.json()).remotes.find((r: { name: string }) => r.name === NAME).entry).toBe(previewEntry);
    const page = await viewer.request.get('/meal-plans');
    expect(page.headers()['cache-control']).toBe('private, no-store');
    expect(page.headers()['content-security-policy']).toContain(REMOTE_ORIGINS[NAME]);

    // Everyone else: the live release, no banner, the live manifest.
    await expect(slice(customer)).toHaveAttribute('data-release', liveRelease);
    await expect(banner(customer)).toHaveCount(0);
    const live = await (await customer.request.get('/remotes.json')).json();
    expect(live.remotes.find((r: { name: string }) => r.name === NAME).entry).toBe((await liveLine())?.entry);

    // The way out: the live site again, in this browser too.
    await banner(viewer).getByRole('button', { name: 'Leave preview' }).click();
    await expect(viewer).toHaveURL(`${SHELL_ORIGIN}/meal-plans/19-99`);
    await expect(banner(viewer)).toHaveCount(0);
    await expect(slice(viewer)).toHaveAttribute('data-release', liveRelease);
    expect((await viewer.context().cookies()).find((c) => c.name === PREVIEW_COOKIE)).toBeUndefined();
  });

  test('a forged, altered or unsigned link does nothing at all', async ({ browser }) => {
    const [body = '', signature = ''] = (new URL(link).searchParams.get('preview') ?? '').split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 86_400 })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [`${body}.${flipped}`, `${altered}.${signature}`, body]) {
      const page = await visitor(browser, `/meal-plans?preview=${token}`);
      await expect(page).toHaveURL(`${SHELL_ORIGIN}/meal-plans`);
      await expect(slice(page)).toHaveAttribute('data-release', liveRelease);
      await expect(banner(page)).toHaveCount(0);
      expect((await page.context().cookies()).find((c) => c.name === PREVIEW_COOKIE)).toBeUndefined();
    }
  });
});
