import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { releaseIdOf } from '@campus/contract/beacon';
import { RELEASES_DIR } from '@campus/contract/fragment';
import { CANARY_COOKIE, inCanary, newVisitorId } from '@campus/contract/preview';
import { SWITCH_WITHIN_MS } from '@campus/release/health';
import { openReleaseStore } from '@campus/release-store/store';
import { expect, request as requests, test } from '@playwright/test';
import {
  candidate,
  ETCD,
  FLEET,
  type Fleet,
  type LoadResult,
  PROMETHEUS_PORT,
  STORE_URL,
  startFleet,
  steadyLoad,
  team,
  waitForRevision,
} from '../../scripts/fleet.ts';
import { pageLine } from '../../scripts/fleet-page.ts';
import { NGINX } from '../../scripts/nginx-front.ts';
import { PROMETHEUS, startPrometheus } from '../../scripts/prometheus.ts';

/**
 * Many layout servers, one truth (issue #42): etcd as the release store, three layout servers watching it, nginx with
 * deploy/nginx.conf in front (scripts/fleet.ts), all on loopback ports of their own (apps.json: fleetTest), started
 * and stopped here. Under steady, bounded load through nginx — every page checked to come from ONE revision (its
 * header, its boot data, the files its HTML names, the store's manifest of that revision: scripts/fleet-page.ts) — a
 * team releases and rolls back, a layout server is killed, the store goes away and comes back, two teams release at
 * the same moment. The teams' commands run as their own processes, with `--from` a prebuilt folder (no rebuild).
 * Its own Playwright project (`fleet`), after every other: it takes the machine's two cores for its load.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ROOT = resolve(import.meta.dirname, '../..');
const PORTS = FLEET.layoutPorts;
/** Pages of the remote released here (mfe-info) and of another (mfe-menu), as customers ask for them. */
const PAGES = ['/about', '/menu', '/help'];
/**
 * Every server on a new revision within the release tool's own bound (a switch not served by then fails its health
 * check). How soon they switch in fact (p50/p99 ~1 s) is the fleet bench's to measure (npm run bench:fleet): a busy
 * machine is slower, not wrong.
 */
const SWITCH_MS = SWITCH_WITHIN_MS;
const WORKSPACES = ['mfe-info', 'mfe-menu'];

let fleet: Fleet | undefined;
const releasesBefore = new Map<string, string[]>();
const releaseFolders = (ws: string) => {
  const dir = join(ROOT, ws, RELEASES_DIR);
  return existsSync(dir) ? readdirSync(dir) : [];
};

const store = () => openReleaseStore(STORE_URL, { seed: () => ({ remotes: [] }) });
/** The store's record now. */
async function live() {
  const s = store();
  try {
    return await s.read();
  } finally {
    await s.close();
  }
}
const lineOf = (snapshot: Awaited<ReturnType<typeof live>>, name: string) =>
  snapshot.state.manifest.remotes.find((r) => r.name === name);

/** No request failed and every page came from one revision. */
function expectClean(result: LoadResult) {
  console.log(
    `[fleet] ${result.total} pages in ${result.seconds.toFixed(1)} s: ${result.failed} failed, ${result.mixedCount} not from one revision; revisions ${result.revisions.join(', ')}`,
  );
  expect(result.total, 'pages loaded').toBeGreaterThan(20);
  expect(result.failed, 'failed requests').toBe(0);
  expect(result.mixed, `${result.mixedCount} pages not from one revision`).toEqual([]);
}

/**
 * A team's command while every server is watched: resolves to its outcome, the store's record after, and how long
 * after the switch (the store's record time) each server answered with the new revision.
 */
async function switched(command: 'release' | 'rollback', workspace: string, args: string[] = []) {
  const before = await live();
  const reached = waitForRevision(PORTS, before.revision + 1, 30_000);
  const outcome = await team(command, workspace, args);
  expect(outcome.code, outcome.output).toBe(0);
  const after = await live();
  // One switch is one compare-and-swap: exactly one new revision.
  expect(after.revision).toBe(before.revision + 1);
  const at = Date.parse(after.at);
  const ms = (await reached).map((t) => t - at);
  console.log(`[fleet] ${command} ${workspace}: revision ${after.revision} on each server after ${ms.join(', ')} ms`);
  return { before, after, ms, output: outcome.output };
}

test.beforeAll(async () => {
  for (const [binary, pkg] of [
    [ETCD, 'etcd-server'],
    [NGINX, 'nginx'],
    [PROMETHEUS, 'prometheus'],
  ] as const) {
    if (!existsSync(binary)) {
      const message = `${binary} is not installed: apt-get install ${pkg}`;
      if (process.env.CI) throw new Error(message);
      test.skip(true, message);
    }
  }
  for (const ws of WORKSPACES) releasesBefore.set(ws, releaseFolders(ws));
  fleet = await startFleet();
});

test.afterAll(async () => {
  await fleet?.stop();
  for (const ws of WORKSPACES) {
    for (const folder of releaseFolders(ws)) {
      if (!releasesBefore.get(ws)?.includes(folder)) rmSync(join(ROOT, ws, RELEASES_DIR, folder), { recursive: true });
    }
  }
});

test('a release and its rollback under load: no request fails, no page mixes two revisions, every server switches in time', async () => {
  const load = steadyLoad({ paths: PAGES, manifestAt: (r) => fleet?.manifestAt(r) });
  await load.served(20);
  const released = await switched('release', 'mfe-info', ['--from', candidate('mfe-info')]);
  expect(released.output).toContain('live and healthy');
  const line = lineOf(released.after, 'mfe_info');
  expect(line?.entry).toMatch(
    new RegExp(`^${FLEET.remoteOrigins.mfe_info}/${RELEASES_DIR}/[0-9a-f]{16}/remoteEntry\\.js$`),
  );
  expect(Math.max(...released.ms), `ms to each server: ${released.ms}`).toBeLessThan(SWITCH_MS);
  await load.servedFrom(released.after.revision, 20);

  const back = await switched('rollback', 'mfe-info');
  expect(lineOf(back.after, 'mfe_info')).toEqual(lineOf(released.before, 'mfe_info'));
  expect(Math.max(...back.ms), `ms to each server: ${back.ms}`).toBeLessThan(SWITCH_MS);
  await load.servedFrom(back.after.revision, 20);

  const result = await load.stop();
  expectClean(result);
  // Pages came from all three revisions: before, released, rolled back.
  expect(result.revisions).toEqual([released.before.revision, released.after.revision, back.after.revision]);
  expect(released.after.state.history.log.at(-1)).toMatchObject({ action: 'release', to: line?.entry });
  expect(back.after.state.history.log.at(-1)?.action).toBe('rollback');
});

test('a layout server killed under load: no request fails, nginx moves on; started again, it serves the live revision', async () => {
  const [, victim = 0] = PORTS;
  const load = steadyLoad({ paths: PAGES, manifestAt: (r) => fleet?.manifestAt(r) });
  await load.served(30);
  await fleet?.killLayout(victim);
  // Pages go on coming (nginx takes the other servers), every one of them whole.
  await load.served(60);
  expectClean(await load.stop());

  const { revision } = await live();
  await fleet?.startLayout(victim);
  expect((await fleet?.healthz(victim))?.revision).toBe(revision);
});

test('the store stops: pages keep coming from the last known good revision and health says so; back, the next switch reaches every server', async () => {
  const { revision } = await live();
  const load = steadyLoad({ paths: PAGES, manifestAt: (r) => fleet?.manifestAt(r) });
  await load.served(20);
  await fleet?.stopEtcd();
  // Each server notices (its health says so) and keeps serving what it had.
  await expect
    .poll(async () => Promise.all(PORTS.map(async (p) => (await fleet?.healthz(p))?.store)), { timeout: 20_000 })
    .toEqual(PORTS.map(() => 'lost'));
  for (const p of PORTS) {
    const health = await fleet?.healthz(p);
    expect(health?.revision).toBe(revision);
    expect(Date.parse(health?.since ?? '')).not.toBeNaN();
  }
  // Pages go on coming while the store is away, all of the last known good revision.
  await load.served(40);
  const during = await load.stop();
  expectClean(during);
  expect(during.revisions).toEqual([revision]);

  await fleet?.startEtcd();
  await expect
    .poll(async () => Promise.all(PORTS.map(async (p) => (await fleet?.healthz(p))?.store)), { timeout: 20_000 })
    .toEqual(PORTS.map(() => 'connected'));
  const after = steadyLoad({ paths: PAGES, manifestAt: (r) => fleet?.manifestAt(r) });
  const released = await switched('release', 'mfe-info', ['--from', candidate('mfe-info')]);
  expect(Math.max(...released.ms), `ms to each server: ${released.ms}`).toBeLessThan(SWITCH_MS);
  const back = await switched('rollback', 'mfe-info');
  expect(Math.max(...back.ms), `ms to each server: ${back.ms}`).toBeLessThan(SWITCH_MS);
  expectClean(await after.stop());
});

test('a canary on the fleet: every layout server gives a visitor the same side, by their cookie; --abort puts everyone back on every server', async () => {
  const liveEntry = lineOf(await live(), 'mfe_info')?.entry;
  const started = await switched('release', 'mfe-info', ['--canary=50', '--from', candidate('mfe-info')]);
  expect(started.output).toContain('at 50 % of visitors, healthy');
  const canaryEntry = started.after.state.canary.mfe_info?.line.entry;
  expect(canaryEntry).toBeTruthy();
  expect(canaryEntry).not.toBe(liveEntry);

  /** The mfe_info line a server composed this visitor's page with (asked directly, not through nginx). */
  const sideOf = async (port: number, id: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/about`, { headers: { cookie: `${CANARY_COOKIE}=${id}` } });
    return pageLine(await response.text(), 'mfe_info');
  };
  const visitors = Array.from({ length: 24 }, () => newVisitorId());
  const seen = await Promise.all(visitors.map((id) => Promise.all(PORTS.map((port) => sideOf(port, id)))));
  visitors.forEach((id, i) => {
    const side = inCanary(id, 'mfe_info', 50) ? canaryEntry : liveEntry;
    expect(seen[i], `visitor ${id} from :${PORTS.join(', :')}`).toEqual(PORTS.map(() => side));
  });
  // Both sides had visitors (24 at 50 %: all on one side once in ~8 million).
  expect(new Set(seen.flat())).toEqual(new Set([liveEntry, canaryEntry]));

  await switched('release', 'mfe-info', ['--abort']);
  const after = await Promise.all(visitors.map((id) => Promise.all(PORTS.map((port) => sideOf(port, id)))));
  expect(new Set(after.flat())).toEqual(new Set([liveEntry]));
});

test("Prometheus scrapes every layout server: a canary's figures per side, from beacons through nginx, read by the release tool", async () => {
  // deploy/prometheus.yml with one target per layout server's operator port (page port + 5000), scraped every second.
  const prometheus = await startPrometheus({
    dir: `${FLEET.dir}/prometheus`,
    port: PROMETHEUS_PORT,
    targets: PORTS.map((port) => `127.0.0.1:${port + 5000}`),
  });
  const web = await requests.newContext({ ignoreHTTPSErrors: true, baseURL: FLEET.shellOrigin });
  try {
    await expect
      .poll(async () => (await prometheus.query('up{job="campus-layout"} == 1')).length, { timeout: 20_000 })
      .toBe(PORTS.length);
    const started = await switched('release', 'mfe-info', ['--canary=50', '--from', candidate('mfe-info')]);
    expect(started.output).toContain('at 50 % of visitors, healthy');
    const state = started.after.state;
    const live = lineOf(started.after, 'mfe_info');
    const canary = state.canary.mfe_info?.line;
    if (!live || !canary) throw new Error('no mfe_info line or canary');
    // The canary's series of the route the beacons name, scraped at zero from every server before its first page (so
    // none of its views is missed: a series first seen at 4 is no increase). One per server — a server has one per
    // route, so counting them over all routes was met by the first server scraped (and 8 of 12 views were read once).
    const route = live.routes[0];
    await expect
      .poll(
        async () =>
          (await prometheus.query(`campus_page_views_total{remote="mfe_info",side="canary",route="${route}"}`)).length,
        { timeout: 20_000 },
      )
      .toBe(PORTS.length);
    /** A page's beacon: 4 views of one release, `errors` of them with an uncaught error. */
    const beacon = (entry: string, errors: number, inp: number) =>
      JSON.stringify({
        v: 1,
        views: Array.from({ length: 4 }, (_, i) => ({
          remote: 'mfe_info',
          release: releaseIdOf(entry),
          route,
          errors: i < errors ? 1 : 0,
          failed: false,
          held: [],
          inp,
          lcp: 900,
        })),
      });
    // Through nginx, which spreads them over the layout servers: 12 live views (none with errors), 12 canary views
    // (all with one), and a forged release that must land on `other`.
    for (let i = 0; i < 3; i++) {
      for (const body of [beacon(live.entry, 0, 60), beacon(canary.entry, 4, 400)]) {
        expect((await web.post('/_/beacon', { data: body, headers: { 'content-type': 'text/plain' } })).status()).toBe(
          204,
        );
      }
    }
    const forged = beacon('https://x/releases/ffffffffffffffff/remoteEntry.js', 0, 1);
    expect((await web.post('/_/beacon', { data: forged })).status()).toBe(204);
    // Scraped from every server and recorded by the rules: per remote, release and side.
    const views = async (side: string) =>
      (await prometheus.query(`sum(increase(campus_page_views_total{remote="mfe_info",side="${side}"}[5m]))`))
        .map((s) => Math.round(Number(s.value[1])))
        .at(0);
    await expect.poll(() => views('canary'), { timeout: 30_000 }).toBeGreaterThanOrEqual(12);
    await expect.poll(() => views('live'), { timeout: 30_000 }).toBeGreaterThanOrEqual(12);
    // The rule's next evaluation after the scrape that brought them (every second here).
    const errorRate = async () =>
      new Map(
        (await prometheus.query('campus:error_rate:ratio_rate5m{remote="mfe_info"}')).map((s) => [
          s.metric.side,
          Number(s.value[1]),
        ]),
      );
    await expect.poll(errorRate, { timeout: 20_000 }).toEqual(
      new Map([
        ['live', 0],
        ['canary', 1],
      ]),
    );
    // The forged release is no label of its own (counted as `other`).
    expect(await prometheus.query('campus_page_views_total{release="ffffffffffffffff"}')).toEqual([]);
    await expect
      .poll(async () => (await prometheus.query('campus_page_views_total{remote="mfe_info",release="other"}')).length)
      .toBeGreaterThan(0);
    // (The rules' next evaluations, a second apart.)
    const p75 = async (rule: string) =>
      Number((await prometheus.query(`${rule}{remote="mfe_info",side="canary"} > 0`))[0]?.value[1] ?? Number.NaN);
    await expect.poll(() => p75('campus:inp_seconds:p75_5m'), { timeout: 20_000 }).toBeGreaterThan(0.3);
    await expect.poll(() => p75('campus:lcp_seconds:p75_5m'), { timeout: 20_000 }).toBeGreaterThan(0.75);
    // The release tool reads the same figures from Prometheus.
    const status = await team('status', 'mfe-info', [`--prometheus=${prometheus.origin}`]);
    expect(status.code, status.output).toBe(0);
    expect(status.output).toMatch(/mfe_info\s+canary\s+[0-9a-f]{16} \(.*\)\s+50 %\s+1[2-9]\s+100\.00 %/);
    expect(status.output).toMatch(/mfe_info\s+live\s+\S+\s+50 %\s+1[2-9]\s+0\.00 %/);
    // And so does every layout server's operator page: the fleet's figures (each server alone counted about a third
    // of the views), per release and side.
    const page = await (await fetch(`http://127.0.0.1:${(PORTS[0] ?? 0) + 5000}/_/releases`)).text();
    expect(page).toContain("from the fleet's Prometheus");
    const charts = JSON.parse(/<script type="application\/json" id="charts">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}');
    const drawn = (side: string) =>
      (charts.byRemote?.mfe_info ?? []).find((s: { label: string }) => s.label.startsWith(`${side} `))?.errors ?? [];
    expect(
      drawn('canary')
        .filter((rate: number | null) => rate !== null)
        .at(-1),
    ).toBe(1);
    expect(
      drawn('live')
        .filter((rate: number | null) => rate !== null)
        .at(-1),
    ).toBe(0);
  } finally {
    await web.dispose();
    // (No canary if the test failed before starting it: then this one says so and changes nothing.)
    await team('release', 'mfe-info', ['--abort']);
    console.log(`[fleet] Prometheus's last words:\n${prometheus.log()}`);
    await prometheus.stop();
  }
});

test('two teams release at the same moment from two shells: both recorded in order, or one refused saying why; no line lost', async () => {
  const before = await live();
  const names = { 'mfe-info': 'mfe_info', 'mfe-menu': 'mfe_menu' } as const;
  const outcomes = await Promise.all(
    WORKSPACES.map(async (ws) => ({ ws, ...(await team('release', ws, ['--from', candidate(ws)])) })),
  );
  const after = await live();
  const landed = outcomes.filter((o) => o.code === 0);
  expect(landed.length, outcomes.map((o) => o.output).join('\n')).toBeGreaterThan(0);
  for (const o of outcomes) {
    const name = names[o.ws as keyof typeof names];
    if (o.code === 0) {
      expect(lineOf(after, name)?.entry).toMatch(new RegExp(`/${RELEASES_DIR}/[0-9a-f]{16}/remoteEntry\\.js$`));
      expect(after.state.history.releases[name]?.at(-1)).toEqual(lineOf(after, name));
    } else {
      // Refused with what happened in its place; nothing of its own changed.
      expect(o.output).toMatch(/REFUSED|switched/);
      expect(lineOf(after, name)).toEqual(lineOf(before, name));
    }
  }
  // The manifest lost no line: the same remotes in the same order, every line but the released ones as it was.
  expect(after.state.manifest.remotes.map((r) => r.name)).toEqual(before.state.manifest.remotes.map((r) => r.name));
  for (const line of before.state.manifest.remotes) {
    if (!landed.some((o) => names[o.ws as keyof typeof names] === line.name)) {
      expect(lineOf(after, line.name)).toEqual(line);
    }
  }
  // Every landed release is in the log, once, in the order the store took them.
  const newLog = after.state.history.log.slice(before.state.history.log.length);
  expect(newLog.map((e) => e.action)).toEqual(landed.map(() => 'release'));
  expect(new Set(newLog.map((e) => e.remote))).toEqual(new Set(landed.map((o) => names[o.ws as keyof typeof names])));
  expect(newLog.map((e) => e.at)).toEqual(newLog.map((e) => e.at).sort());
  expect(after.revision).toBe(before.revision + landed.length);
});
