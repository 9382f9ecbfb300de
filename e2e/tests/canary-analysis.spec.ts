import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { releaseIdOf } from '@campus/contract/beacon';
import { CANARY_COOKIE, canaryBucket, newVisitorId } from '@campus/contract/preview';
import { BEACON_BURST, BEACON_REFILL_MS } from '@campus/server/metrics.ts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { SHELL_ORIGIN } from './origins';
import { prepare, readLive } from './support';
import { teamRelease } from './team-release';

/**
 * `npm run release -w mfe-menu -- --canary=5 --auto` (docs/canary-analysis.md),
 * decided by real Chromium visitors' pages: a canary that throws when a bowl is added, or whose Add to Cart is 350 ms
 * slower, is aborted by itself once visitors reach it; an unchanged release (of mfe-builder, so that it runs beside
 * them: two canaries of one remote cannot) is promoted step by step. The visitors are chosen on each side (a
 * `campus_canary` id whose bucket lands in or out of the canary at every step), and the analysis runs with short
 * settings (4 page views and 3 vitals per side, no minimum minutes). Project `canary` (the release store's switches,
 * after the release tests).
 */

const ROOT = resolve(import.meta.dirname, '../..');

/** A remote under analysis: a page of its, and the tap a visitor makes there (its INP). */
type Slice = { workspace: string; name: string; path: string; tap: (page: Page) => Promise<void> };
const MENU: Slice = {
  workspace: 'mfe-menu',
  name: 'mfe_menu',
  path: '/bowl/teriyaki-chicken-bowl?country=jp',
  tap: (page) =>
    page
      .getByTestId('purchase-bar')
      .getByRole('button', { name: /Add to Cart/ })
      .click(),
};
const BUILDER: Slice = {
  workspace: 'mfe-builder',
  name: 'mfe_builder',
  path: '/build-your-own',
  tap: (page) => page.getByRole('button', { name: /^Brown Rice/ }).click(),
};
/** The operator port of the site the tests run against (serve.ts: the page port + 5000). */
const OPERATOR = `http://127.0.0.1:${Number(new URL(SHELL_ORIGIN).port) + 5000}`;
/**
 * Short settings: 4 page views and 3 vitals per side, no minimum minutes. With so few views on a busy 2-core machine
 * (software rendering; a tap takes ~1 s here) a p75 varies by hundreds of ms between two sides running the same code,
 * so the bounds are wider than in production: INP +250 ms (the slow build's loop is 350 ms), LCP +10 s (seen here: 2.1 s
 * against 5.4 s for two builds that load the same way).
 */
const SHORT = [
  '--min-views=4',
  '--min-minutes=0',
  '--min-vitals=3',
  '--inp-slack-ms=250',
  '--lcp-slack-ms=10000',
  '--poll-seconds=1',
  `--figures=${OPERATOR}`,
];

const builds = {
  throws: teamRelease({
    workspace: 'mfe-menu',
    release: 'analysis-throws',
    dir: '/tmp/campus-analysis-throws',
    config: '../e2e/fault-build.config.ts',
    env: { CAMPUS_FAULT: 'throw' },
  }),
  slow: teamRelease({
    workspace: 'mfe-menu',
    release: 'analysis-slow',
    dir: '/tmp/campus-analysis-slow',
    config: '../e2e/fault-build.config.ts',
    env: { CAMPUS_FAULT: 'slow' },
  }),
  same: teamRelease({ workspace: BUILDER.workspace, release: 'analysis-same', dir: '/tmp/campus-analysis-same' }),
};

/** A visitor id on one side of a remote's canary at every step of --auto (5, 25, 50 %). */
function visitorOn(slice: Slice, side: 'live' | 'canary'): string {
  for (;;) {
    const id = newVisitorId();
    const bucket = canaryBucket(id, slice.name);
    if (side === 'canary' ? bucket < 5 : bucket >= 50) return id;
  }
}

/** `--canary=5 --auto …` of a remote running in the background, as a team runs it: its output, and its exit. */
function autoRun(slice: Slice, dir: string, extra: string[] = []) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(ROOT, 'packages/release/run.ts'),
      './cli.ts',
      'release',
      slice.workspace,
      '--canary=5',
      '--auto',
      '--from',
      dir,
      '--no-browser',
      ...SHORT,
      ...extra,
    ],
    { cwd: join(ROOT, slice.workspace), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let code: number | null | undefined;
  const exited = new Promise<number | null>((done) =>
    child.on('exit', (c) => {
      code = c;
      done(c);
    }),
  );
  return {
    exited,
    running: () => code === undefined,
    output: () => output,
    stop: () => child.kill('SIGTERM'),
  };
}

/**
 * One visitor on a side: the slice's page, its tap made, then the page left (its beacon goes). Returns the release
 * the slice was drawn from and the page's uncaught errors.
 */
async function visit(browser: Browser, slice: Slice, side: 'live' | 'canary') {
  const context = await browser.newContext({ baseURL: SHELL_ORIGIN });
  try {
    await context.addCookies([{ name: CANARY_COOKIE, value: visitorOn(slice, side), url: SHELL_ORIGIN }]);
    const page = await context.newPage();
    await prepare(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(slice.path);
    const part = page.locator(`[data-remote="${slice.name}"][data-live]`);
    await expect(part).toBeVisible();
    const release = await part.getAttribute('data-release');
    await slice.tap(page);
    // The tap answered and painted (INP is measured at the next paint), then the visitor leaves: pagehide.
    await page.waitForTimeout(500);
    // (prepare()'s init script cannot reach storage on about:blank: not the site's error.)
    page.removeAllListeners('pageerror');
    await page.goto('about:blank');
    return { release, errors };
  } finally {
    await context.close();
  }
}

/** Visitors on both sides, in turn, while the run goes on; what each side saw. */
async function traffic(
  browser: Browser,
  slice: Slice,
  run: ReturnType<typeof autoRun>,
  liveRelease: string,
  candidate: string,
) {
  const seen = { live: [] as string[], canary: [] as string[], releases: new Set<string>() };
  const deadline = Date.now() + 480_000;
  while (run.running() && Date.now() < deadline) {
    for (const side of ['canary', 'live'] as const) {
      const { release, errors } = await visit(browser, slice, side);
      seen.releases.add(`${side}:${release === candidate ? 'candidate' : release === liveRelease ? 'live' : release}`);
      seen[side].push(...errors);
    }
  }
  return seen;
}

const lineOf = async (slice: Slice) => (await readLive()).state.manifest.remotes.find((r) => r.name === slice.name);

/**
 * A run stopped by a failing test leaves its canary live, pointing at a build removed next: everyone is put back
 * first, so that a retry (or the next project) starts from the live line alone.
 */
async function abortLeftCanary(slice: Slice, release: ReturnType<typeof teamRelease>) {
  if (!(await readLive()).state.canary?.[slice.name]) return;
  const abort = await release.run('release', '--abort', '--no-browser');
  expect(abort.code, abort.output).toBe(0);
}

/** The operator port's /metrics: the beacons' series (campus_…), and the layout server's heap in use. */
async function scrape() {
  const text = await (await fetch(`${OPERATOR}/metrics`)).text();
  const series = text.split('\n').filter((line) => line.startsWith('campus_') && !line.startsWith('campus_beacon'));
  const heap = Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1]);
  const refused = (reason: string) =>
    Number(new RegExp(`^campus_beacons_refused_total\\{reason="${reason}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { series: series.length, heap, refused };
}

/** A beacon POSTed to the layout server as from `client` (a proxy on this machine names it: X-Real-IP). */
const post = (body: string, client: string) =>
  fetch(new URL('/_/beacon', SHELL_ORIGIN), {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain', 'x-real-ip': client },
  }).then((r) => r.status);

test('hostile beacons are refused or counted as `other`, and leave the series and the heap flat', async () => {
  const view = (over: Record<string, unknown>) => ({ errors: 0, failed: false, held: [], ...over });
  const made = (i: number) =>
    JSON.stringify({
      v: 1,
      views: [
        view({ remote: `mfe_${i}`, release: `${i}`.padStart(16, 'a'), route: `/x/${i}`, inp: i, lcp: i, errors: 1 }),
        view({ remote: MENU.name, release: `r${i}`, route: `/menu/${i}`, inp: i, held: [i] }),
      ],
    });
  // Once each, so every `other` series and refusal reason exists before the counting starts.
  expect(await post(made(0), 'warm-up')).toBe(204);
  expect(await post('{', 'warm-up')).toBe(400);
  expect(await post('x'.repeat(5000), 'warm-up')).toBe(400);
  for (let i = 0; i <= BEACON_BURST; i++) await post(made(0), 'warm-up flood');
  const before = await scrape();
  const statuses: number[] = [];
  // 1,500 made-up releases, remotes and routes, each from a client of its own (past the per-client limit).
  for (let i = 1; i <= 1500; i += 50) {
    statuses.push(...(await Promise.all(Array.from({ length: 50 }, (_, j) => post(made(i + j), `c${i + j}`)))));
  }
  expect(new Set(statuses)).toEqual(new Set([204]));
  // 300 oversized (1 MB each, not read past the cap), 300 malformed, and a flood of 600 from one client.
  const big = 'x'.repeat(1024 * 1024);
  for (let i = 0; i < 300; i += 30) {
    const sizes = await Promise.all(Array.from({ length: 30 }, (_, j) => post(big, `big${i + j}`).catch(() => 400)));
    expect(new Set(sizes)).toEqual(new Set([400]));
  }
  const bad = ['', '[]', '{"v":2,"views":[]}', '{"v":1,"views":[{"remote":"<script>"}]}', 'null', '{"v":1}'];
  for (let i = 0; i < 300; i++) expect(await post(bad[i % bad.length] ?? '', `bad${i}`)).toBe(400);
  // (Past its allowance: BEACON_BURST at once, and one more per BEACON_REFILL_MS while the flood lasts.)
  const flooding = performance.now();
  const flood = await Promise.all(Array.from({ length: 600 }, () => post(made(1), 'one client')));
  const allowance = BEACON_BURST + Math.ceil((performance.now() - flooding) / BEACON_REFILL_MS);
  expect(flood.filter((s) => s === 204).length).toBeLessThanOrEqual(allowance);
  expect(flood.filter((s) => s === 429).length).toBeGreaterThanOrEqual(600 - allowance);

  const after = await scrape();
  console.log(
    `[beacons] series ${before.series} → ${after.series}; heap ${(before.heap / 1e6).toFixed(1)} → ${(after.heap / 1e6).toFixed(1)} MB`,
  );
  expect(after.series).toBe(before.series);
  // (A few of the 1 MB bodies may not reach it at all: the connection it closed on the one before is reset.)
  expect(after.refused('size') - before.refused('size')).toBeGreaterThanOrEqual(270);
  expect(after.refused('malformed') - before.refused('malformed')).toBe(300);
  expect(after.refused('rate') - before.refused('rate')).toBeGreaterThanOrEqual(600 - allowance);
  // What 2,700 refused or `other` beacons left in the heap, garbage not yet collected included: under 32 MB (the 300
  // oversized bodies alone, kept, would be 300 MB; seen here: +3 to +13 MB).
  expect(after.heap - before.heap).toBeLessThan(32e6);
});

test.describe('a canary judged by its visitors (--auto): a worse release is aborted by itself', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });
  let liveRelease = '';
  test.beforeAll(async ({ browser }) => {
    // Two builds of mfe-menu (~15 s each on an idle 2-core machine).
    test.setTimeout(600_000);
    for (const build of [builds.throws, builds.slow]) build.build();
    // What the live side's slice says its release is (its ssr.json's id).
    liveRelease = (await visit(browser, MENU, 'live')).release ?? '';
  });
  test.afterAll(async () => {
    await abortLeftCanary(MENU, builds.throws);
    for (const build of [builds.throws, builds.slow]) build.cleanUp();
  });

  test('a release that throws when a bowl is added is aborted by itself; live visitors never see the error', async ({
    browser,
  }) => {
    const before = await lineOf(MENU);
    const run = autoRun(MENU, builds.throws.dir);
    try {
      const seen = await traffic(browser, MENU, run, liveRelease, 'analysis-throws');
      expect(await run.exited, run.output()).toBe(1);
      // Canary-side visitors got it while it ran (before it started, and after, the live line); live-side never.
      expect(seen.releases).toContain('canary:candidate');
      expect(seen.releases).toContain('live:live');
      expect(seen.releases).not.toContain('live:candidate');
      expect(seen.canary.some((e) => e.includes('canary fault: adding a bowl throws'))).toBe(true);
      expect(seen.live).toEqual([]);
    } finally {
      run.stop();
    }
    const output = run.output();
    console.log(output);
    expect(output).toContain('is worse than live');
    expect(output).toMatch(/error rate\s+0\.00 % \(0\/\d+\)\s+100\.00 % \(\d+\/\d+\)\s+FAILED/);
    expect(output).toContain('automatic canary abort: error rate');
    const { state } = await readLive();
    expect(state.canary?.[MENU.name]).toBeUndefined();
    expect(await lineOf(MENU)).toEqual(before);
    expect(state.history.log.findLast((entry) => entry.remote === MENU.name)).toMatchObject({
      action: 'automatic canary abort',
    });
    expect(state.history.log.findLast((entry) => entry.remote === MENU.name)?.why).toMatch(
      /^error rate: canary 100\.00 %/,
    );
  });

  test('a release whose Add to Cart is 350 ms slower is aborted on INP', async ({ browser }) => {
    const run = autoRun(MENU, builds.slow.dir);
    try {
      const seen = await traffic(browser, MENU, run, liveRelease, 'analysis-slow');
      expect(await run.exited, run.output()).toBe(1);
      expect(seen.canary).toEqual([]);
    } finally {
      run.stop();
    }
    console.log(run.output());
    expect(run.output()).toMatch(/p75 INP\s+\d+ ms \(\d+ values\)\s+\d+ ms \(\d+ values\)\s+FAILED/);
    const { state } = await readLive();
    expect(state.canary?.[MENU.name]).toBeUndefined();
    expect(state.history.log.findLast((entry) => entry.remote === MENU.name)?.why).toContain('p75 INP');
  });
});

test.describe('a canary judged by its visitors (--auto): an unchanged release goes all the way', () => {
  test.describe.configure({ timeout: 600_000 });
  test.beforeAll(() => {
    test.setTimeout(300_000);
    builds.same.build();
  });
  test.afterAll(async () => {
    await abortLeftCanary(BUILDER, builds.same);
    builds.same.cleanUp();
  });

  test('an unchanged release is promoted through every step (5 → 25 → 50 %), then rolled back', async ({ browser }) => {
    const before = await lineOf(BUILDER);
    const liveRelease = (await visit(browser, BUILDER, 'live')).release ?? '';
    // Three steps of 4 INP values a side each (each waits for a minute of figures of its own): on this machine the
    // same code's p75 was seen at 424 ms on one side and 725 ms on the other, so this run allows +1 s (what it checks
    // is the stepping; the two tests beside it, the aborts).
    const run = autoRun(BUILDER, builds.same.dir, ['--inp-slack-ms=1000', '--min-vitals=4']);
    try {
      await traffic(browser, BUILDER, run, liveRelease, 'analysis-same');
      expect(await run.exited, run.output()).toBe(0);
    } finally {
      run.stop();
    }
    const output = run.output();
    console.log(output);
    expect(output).toContain('at 5 % is as good as live');
    expect(output).toContain('now at 25 % of visitors (was 5 %)');
    expect(output).toContain('now at 50 % of visitors (was 25 %)');
    expect(output).toContain('at 50 % is as good as live');
    expect(output).toContain('promoted analysis-same, live and healthy');
    const line = await lineOf(BUILDER);
    expect(releaseIdOf(line?.entry ?? '')).toMatch(/^[0-9a-f]{16}$/);
    const { state } = await readLive();
    expect(state.history.log.findLast((entry) => entry.remote === BUILDER.name)).toMatchObject({ action: 'promote' });
    const back = await builds.same.run('rollback', '--no-browser');
    expect(back.code, back.output).toBe(0);
    expect(await lineOf(BUILDER)).toEqual(before);
  });
});
