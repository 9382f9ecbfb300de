import { REVISION_HEADER } from '@campus/contract/boot';
import { BOOT_ELEMENT_ID } from '@campus/contract/dom-ids';
import { CANARY_COOKIE } from '@campus/contract/preview';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { SHELL_ORIGIN } from './origins';
import { prepare, readLive } from './support';
import { teamRelease } from './team-release';

/**
 * `npm run release -w <remote> -- --canary=N`, `--abort` (docs/how-to/a-team-day-on-a-fleet.md), run as a team
 * runs them against the site the other tests use: the canary is one switch of the release store, which the layout
 * server watches; a visitor in its share gets the whole page from its line (slice, boot data, /remotes.json), sticky
 * by their cookie. Project `canary` (after the release tests,
 * which compare the store's revision): `npx playwright test --project=canary --no-deps tests/canary.spec.ts`.
 */

const NAME = 'mfe_cart';
const RELEASE = 'canary-e2e';
const PAGE = '/cart';
const team = teamRelease({ workspace: 'mfe-cart', release: RELEASE, dir: '/tmp/campus-canary-test' });

/** The team's command, as `npm run release -w mfe-cart -- …` runs it. */
const run = (...args: string[]) => team.run('release', ...args);

/** What is live, as the release store has it now. */
const storeState = async () => (await readLive()).state;

/** The release the page's slice was composed with, from its HTML. */
const releaseIn = (html: string) => new RegExp(`data-remote="${NAME}" data-release="([^"]*)"`).exec(html)?.[1];

/** A new visitor's page (no cookie), and the cookie it was given. */
async function firstVisit() {
  const response = await fetch(new URL(PAGE, SHELL_ORIGIN));
  const id = new RegExp(`${CANARY_COOKIE}=([\\w-]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { release: releaseIn(await response.text()), id };
}

async function visitor(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: SHELL_ORIGIN })).newPage();
  await prepare(page);
  return page;
}

/**
 * What this browser's page, its boot data and its /remotes.json say the remote's release is (they must agree). The
 * page and the manifest are two requests: a switch can land between them, and each names its revision (boot data,
 * header), so only a pair of the same revision is compared — as the page and its service worker compare them.
 */
async function seenBy(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await page.goto(PAGE);
    const slice = page.locator(`[data-remote=${NAME}]`);
    await expect(slice).toHaveAttribute('data-live', '');
    const release = await slice.getAttribute('data-release');
    const boot = await page.evaluate(
      (id) => JSON.parse(document.getElementById(id)?.textContent ?? 'null'),
      BOOT_ELEMENT_ID,
    );
    const response = await page.request.get('/remotes.json');
    const revision = Number(response.headers()[REVISION_HEADER.toLowerCase()]);
    const manifest = await response.json();
    if (revision !== boot?.revision && attempt < 5) continue;
    expect(revision, 'the page and its /remotes.json of one revision').toBe(boot?.revision);
    const line = (m: { remotes: { name: string; entry: string }[] } | null) => m?.remotes.find((r) => r.name === NAME);
    expect(line(boot?.manifest)?.entry).toBe(line(manifest)?.entry);
    return { release, entry: line(manifest)?.entry };
  }
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.describe('a canary of one slice', () => {
  let liveRelease = '';

  test.beforeAll(async () => {
    liveRelease = (await firstVisit()).release ?? '';
    expect(liveRelease).not.toBe('');
    team.build();
  });

  test.afterAll(async () => {
    await run('--abort');
    team.cleanUp();
  });

  test('at 100 % every visitor gets it, whole; at 0 % nobody; --abort puts everyone back', async ({ browser }) => {
    const started = await run('--canary=100', '--from', team.dir, '--no-browser');
    expect(started.code, started.output).toBe(0);
    expect(started.output).toContain(`canary ${RELEASE} at 100 % of visitors, healthy`);
    // The layout server learnt it from the store (the tool's health check already saw it as a visitor).
    await expect.poll(async () => (await firstVisit()).release).toBe(RELEASE);

    const [a, b] = [await visitor(browser), await visitor(browser)];
    const seenA = await seenBy(a);
    expect(seenA.release).toBe(RELEASE);
    expect((await seenBy(b)).release).toBe(RELEASE);
    const cookie = (await a.context().cookies()).find((c) => c.name === CANARY_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const response = await a.request.get(PAGE);
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    // The same visitor keeps their id.
    expect((await a.context().cookies()).find((c) => c.name === CANARY_COOKIE)?.value).toBe(cookie?.value);

    const paused = await run('--canary=0');
    expect(paused.code, paused.output).toBe(0);
    expect(paused.output).toContain(`canary ${RELEASE} now at 0 % of visitors (was 100 %)`);
    await expect.poll(async () => (await seenBy(a)).release).toBe(liveRelease);
    expect((await seenBy(b)).release).toBe(liveRelease);

    expect((await run('--canary=100')).code).toBe(0);
    await expect.poll(async () => (await seenBy(a)).release).toBe(RELEASE);

    const aborted = await run('--abort');
    expect(aborted.code, aborted.output).toBe(0);
    expect(aborted.output).toContain(`canary ${RELEASE} aborted; every visitor on`);
    await expect.poll(async () => (await seenBy(a)).release).toBe(liveRelease);
    expect((await seenBy(b)).release).toBe(liveRelease);

    const state = await storeState();
    expect(state.canary?.[NAME]).toBeUndefined();
    expect(state.history.log.filter((l) => l.remote === NAME).map((l) => l.action)).toEqual(
      expect.arrayContaining(['canary', 'canary abort']),
    );
  });

  test('at 5 %: about one new visitor in twenty, each kept on their side', async () => {
    const started = await run('--canary=5', '--from', team.dir, '--no-browser');
    expect(started.code, started.output).toBe(0);
    await expect
      .poll(async () => (await fetch(new URL(PAGE, SHELL_ORIGIN))).headers.get('cache-control'))
      .toBe('private, no-cache');
    const visits = [];
    for (let i = 0; i < 400; i++) visits.push(await firstVisit());
    const inCanary = visits.filter((v) => v.release === RELEASE);
    // Binomial(400, 0.05): 20 ± 4.4; 5–40 is more than 3σ either way.
    expect(inCanary.length).toBeGreaterThanOrEqual(5);
    expect(inCanary.length).toBeLessThanOrEqual(40);
    expect(visits.every((v) => v.release === RELEASE || v.release === liveRelease)).toBe(true);
    // Sticky: each visitor, back with their cookie, is on the same side.
    for (const v of [...inCanary.slice(0, 5), ...visits.filter((x) => x.release !== RELEASE).slice(0, 5)]) {
      const again = await fetch(new URL(PAGE, SHELL_ORIGIN), { headers: { cookie: `${CANARY_COOKIE}=${v.id}` } });
      expect(releaseIn(await again.text())).toBe(v.release);
    }
    expect((await run('--abort')).code).toBe(0);
  });

  test('--promote: the canary is the live line for everyone, on the history; one rollback returns the line before', async () => {
    const before = (await storeState()).manifest.remotes.find((r) => r.name === NAME);
    expect((await run('--canary=5', '--from', team.dir, '--no-browser')).code).toBe(0);
    const promoted = await run('--promote', '--no-browser');
    expect(promoted.code, promoted.output).toBe(0);
    expect(promoted.output).toContain(`promoted ${RELEASE}, live and healthy`);
    const state = await storeState();
    const line = state.manifest.remotes.find((r) => r.name === NAME);
    expect(line?.entry).toMatch(/\/releases\/[0-9a-f]{16}\/remoteEntry\.js$/);
    expect(state.canary?.[NAME]).toBeUndefined();
    expect(state.history.releases[NAME]?.at(-1)).toEqual(line);
    expect(state.history.log.at(-1)).toMatchObject({
      remote: NAME,
      action: 'promote',
      from: before?.entry,
      to: line?.entry,
    });
    await expect.poll(async () => (await firstVisit()).release).toBe(RELEASE);

    const back = await team.run('rollback', '--no-browser');
    expect(back.code, back.output).toBe(0);
    expect((await storeState()).manifest.remotes.find((r) => r.name === NAME)).toEqual(before);
    await expect.poll(async () => (await firstVisit()).release).toBe(liveRelease);
  });
});
