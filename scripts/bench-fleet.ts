#!/usr/bin/env node
/**
 * The fleet under load and faults (issue #42): `npm run bench:fleet` (after `npm run build`).
 *
 * Runs the fleet of scripts/fleet.ts — etcd, layout servers watching it, nginx with deploy/nginx.conf in front — on
 * its own loopback ports (apps.json: fleetTest), every page of the load checked to come from one revision
 * (scripts/fleet-page.ts). Then:
 *   switch    --switches=N switches of mfe-info's line (one compare-and-swap each, between its built folder and a
 *             release of it made once with the team's command), under steady load: from each write to each server's
 *             /healthz naming the new revision (polled every 10 ms) — p50, p99, max; failed and mixed pages
 *   kill      one layout server SIGKILLed under the same load: failed pages
 *   outage    etcd stopped for --outage=S seconds under load: failed pages, the revision served, how long until every
 *             server says `lost` and, once etcd is back, `connected`; then one switch's propagation
 *   capacity  pages/s through nginx with 1, 2 and 3 layout servers (autocannon, --connections=N, --duration=S each),
 *             --rounds=N rounds of the three in turn, the median of each
 * Replaces its run in docs/performance.md, the one before going to docs/history/fleet.md (--no-write to only print).
 *
 *   node scripts/bench-fleet.ts [--switches=30] [--rate=40] [--outage=5] [--connections=16] [--duration=8] [--rounds=3] [--label=…]
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { RELEASES_DIR } from '@campus/contract/fragment';
import type { Manifest } from '@campus/contract/manifest';
import { openReleaseStore, type ReleaseStore, update } from '@campus/release-store/store';
import autocannon from 'autocannon';
import { recordRun } from './doc-runs.ts';
import {
  candidate,
  FLEET,
  type LoadResult,
  STORE_URL,
  startFleet,
  steadyLoad,
  team,
  waitForRevision,
} from './fleet.ts';

const ROOT = resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SWITCHES = Number(arg('switches', '30'));
const RATE = Number(arg('rate', '40'));
const OUTAGE_S = Number(arg('outage', '5'));
const CONNECTIONS = Number(arg('connections', '16'));
const DURATION = Number(arg('duration', '8'));
const ROUNDS = Number(arg('rounds', '3'));
const LABEL = arg('label', '');
const WRITE = !process.argv.includes('--no-write');
const PAGES = ['/about', '/menu', '/help'];
const NAME = 'mfe_info';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (n: number) => `${Math.round(n)} ms`;

const loadLine = (r: LoadResult) =>
  `${r.failed} failed of ${r.total} pages (${r.rps.toFixed(0)}/s), ${r.mixedCount} from more than one revision${r.mixed.length ? ` (${r.mixed[0]})` : ''}`;

/**
 * One switch of mfe-info's line, written to the store directly (what every switch is: one compare-and-swap), and the
 * time from the write to each server's /healthz naming it.
 */
async function switchTo(store: ReleaseStore, ports: number[], line: Manifest['remotes'][number]) {
  const { revision } = await store.read();
  const reached = waitForRevision(ports, revision + 1, 15_000);
  const written = Date.now();
  const result = await update(
    store,
    (state) => ({
      ...state,
      manifest: { ...state.manifest, remotes: state.manifest.remotes.map((r) => (r.name === NAME ? line : r)) },
    }),
    { who: 'bench:fleet', what: `${NAME} → ${line.entry}` },
  );
  if (!result.ok) throw new Error(result.message);
  return (await reached).map((t) => t - written);
}

/** Pages/s through nginx with `servers` layout servers: a fleet of its own, full speed. */
async function capacity(servers: number) {
  const fleet = await startFleet({ servers });
  try {
    // Warm: every server has composed each page once.
    await autocannon({
      url: FLEET.shellOrigin,
      connections: servers * 2,
      amount: 60,
      requests: PAGES.map((path) => ({ path })),
    });
    const r = await autocannon({
      url: FLEET.shellOrigin,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: PAGES.map((path) => ({ path })),
    });
    return {
      servers,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      failed: r.errors + r.timeouts + r.non2xx,
    };
  } finally {
    await fleet.stop();
  }
}

/** The remote's release folders now (the bench's release is removed after, as the fleet test's). */
const releaseFolders = () => {
  const dir = resolve(ROOT, 'mfe-info', RELEASES_DIR);
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function main() {
  const loadStart = loadavg()[0]?.toFixed(1);
  const foldersBefore = releaseFolders();
  const fleet = await startFleet();
  const ports = fleet.front.layoutPorts;
  const store = openReleaseStore(STORE_URL);
  const lines: string[] = [];
  try {
    // A release of mfe-info made once with the team's command (prebuilt: --from), then rolled back: its folder is
    // on nginx, so the switches below go between two real folders.
    const built = (await store.read()).state.manifest.remotes.find((r) => r.name === NAME);
    const released = await team('release', 'mfe-info', ['--from', candidate('mfe-info')]);
    if (released.code !== 0) throw new Error(`the release failed:\n${released.output}`);
    const release = (await store.read()).state.manifest.remotes.find((r) => r.name === NAME);
    if (!built || !release || built.entry === release.entry) throw new Error('no second folder to switch to');
    console.log(`[bench:fleet] released in ${(released.ms / 1000).toFixed(1)} s (the team's command, no browser)`);

    // Switches under steady load.
    let load = steadyLoad({ paths: PAGES, rate: RATE, manifestAt: fleet.manifestAt });
    await sleep(1000);
    const samples: number[] = [];
    for (let i = 0; i < SWITCHES; i++) {
      samples.push(...(await switchTo(store, ports, i % 2 === 0 ? built : release)));
      await sleep(300);
    }
    const switching = await load.stop();
    console.log(`[bench:fleet] switches: ${loadLine(switching)}`);

    // A layout server killed under load.
    load = steadyLoad({ paths: PAGES, rate: RATE, manifestAt: fleet.manifestAt });
    await sleep(1500);
    const [, victim = 0] = ports;
    await fleet.killLayout(victim);
    await sleep(4000);
    const killed = await load.stop();
    console.log(`[bench:fleet] kill: ${loadLine(killed)}`);
    await fleet.startLayout(victim);

    // The store goes away and comes back.
    load = steadyLoad({ paths: PAGES, rate: RATE, manifestAt: fleet.manifestAt });
    await sleep(1000);
    const stopped = Date.now();
    await fleet.stopEtcd();
    const allSay = async (status: 'lost' | 'connected') => {
      for (let i = 0; i < 600; i++) {
        const said = await Promise.all(ports.map(async (p) => (await fleet.healthz(p)).store));
        if (said.every((s) => s === status)) return;
        await sleep(50);
      }
      throw new Error(`not every server says ${status} in 30 s`);
    };
    await allSay('lost');
    const lostAfter = Date.now() - stopped;
    await sleep(Math.max(0, OUTAGE_S * 1000 - lostAfter));
    const restarted = Date.now();
    await fleet.startEtcd();
    await allSay('connected');
    const connectedAfter = Date.now() - restarted;
    const outage = await load.stop();
    console.log(`[bench:fleet] outage: ${loadLine(outage)}`);
    const afterOutage = await switchTo(store, ports, built);

    await store.close();
    await fleet.stop();

    // Rounds of 1, 2, 3 servers in turn, so a busy moment of the machine falls on every count alike: the median.
    const runs = new Map<number, Awaited<ReturnType<typeof capacity>>[]>([1, 2, 3].map((n) => [n, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [servers, list] of runs) {
        list.push(await capacity(servers));
        console.log(`[bench:fleet] ${servers} server(s): ${list.at(-1)?.rps.toFixed(0)} pages/s`);
      }
    }
    const rows = [...runs].map(([servers, list]) => {
      const median = [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)] ?? list[0];
      if (!median) throw new Error('no capacity run to take the median of (--rounds=0)');
      return {
        ...median,
        servers,
        all: list.map((r) => r.rps.toFixed(0)).join(', '),
        failed: list.reduce((n, r) => n + r.failed, 0),
      };
    });

    const machine = `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(1)} at the end`;
    lines.push(
      `### ${new Date().toISOString().slice(0, 10)}${LABEL ? ` — ${LABEL}` : ''}`,
      '',
      `Machine: ${machine}. Three layout servers, etcd and nginx on it, with the load generator (autocannon; pages ${PAGES.join(', ')} through nginx, TLS).`,
      '',
      `- **Switch propagation** (${SWITCHES} switches × ${ports.length} servers, from the write to each server's /healthz naming it; ${RATE} pages/s of load meanwhile): p50 **${ms(quantile(samples, 0.5))}**, p99 **${ms(quantile(samples, 0.99))}**, max ${ms(Math.max(...samples))}.`,
      `- During the switches: ${loadLine(switching)}.`,
      `- One layout server SIGKILLed under load: ${loadLine(killed)}.`,
      `- etcd stopped for ${OUTAGE_S} s under load: ${loadLine(outage)}; every server said \`lost\` ${ms(lostAfter)} after etcd stopped and \`connected\` ${ms(connectedAfter)} after it started; the next switch reached every server in ${afterOutage.map(ms).join(', ')}.`,
      '',
      '| layout servers | pages/s (median) | every run | p50 | p99 | failed |',
      '|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.servers} | ${r.rps.toFixed(0)} | ${r.all} | ${r.p50} ms | ${r.p99} ms | ${r.failed} |`),
      '',
      `(${ROUNDS} rounds of ${CONNECTIONS} connections for ${DURATION} s each, after composing each page once per server; load average ${loadStart} at the start.)`,
    );
  } finally {
    await store.close().catch(() => undefined);
    await fleet.stop();
    for (const folder of releaseFolders()) {
      if (!foldersBefore.includes(folder)) rmSync(resolve(ROOT, 'mfe-info', RELEASES_DIR, folder), { recursive: true });
    }
  }
  const text = lines.join('\n');
  console.log(`\n${text}`);
  if (!WRITE) return;
  const written = recordRun({ marker: '<!-- bench:fleet -->', run: text, history: 'docs/history/fleet.md' });
  console.log(`[bench:fleet] written to ${written.join(', ')}`);
}

await main();
