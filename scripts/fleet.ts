import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { REVISION_HEADER } from '@campus/contract/boot';
import { INTEGRITY_FILE } from '@campus/contract/integrity';
import type { Manifest } from '@campus/contract/manifest';
import { openReleaseStore, type ReleaseStore } from '@campus/release-store/store';
import autocannon from 'autocannon';
import APPS from '../packages/contract/apps.json' with { type: 'json' };
import { mixedRevision } from './fleet-page.ts';
import {
  type Child,
  frontOf,
  prepareFront,
  startChild,
  startLayout as startLayoutOf,
  startNginx,
  stopChild,
  waitForServer,
} from './nginx-front.ts';

/**
 * A fleet on this machine, as docs/deploy.md ("A fleet") runs one on several: etcd as the release store, N layout
 * servers (`serve.ts --only=shell --port=… --release-store=etcd://…`), and nginx with deploy/nginx.conf in front — its
 * upstream one line per layout server, the remotes' files (and their release folders) served by nginx itself. Each
 * piece can be killed and started again. Used by the fleet test (e2e/tests/fleet.spec.ts) and `npm run bench:fleet`.
 * TypeScript that Node runs as it is (type stripping), so a bench script runs it with no build step.
 */

const ROOT = resolve(import.meta.dirname, '..');
export const ETCD = '/usr/bin/etcd';
const { etcdPort, etcdPeerPort, prometheusPort, ...ports } = APPS.fleetTest;
export const STORE_URL = `etcd://127.0.0.1:${etcdPort}`;
/** Where the fleet test's Prometheus listens (it scrapes each layout server's operator port: its page port + 5000). */
export const PROMETHEUS_PORT = prometheusPort;
const ETCD_HEALTH = `http://127.0.0.1:${etcdPort}/health`;
/** The fleet's front: nginx's ports and its upstream's layout servers (apps.json: fleetTest). */
export const FLEET = frontOf({ dir: 'e2e/.fleet', ...ports });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the fleet: nginx's folder laid out (prepareFront), etcd, the release store seeded with the shell's manifest
 * pointed at nginx's origins, nginx, then `servers` layout servers (default: all of apps.json's), each serving the
 * store's revision warmed.
 */
export async function startFleet({ servers = FLEET.layoutPorts.length }: { servers?: number } = {}) {
  const front = { ...FLEET, layoutPorts: FLEET.layoutPorts.slice(0, servers) };
  const manifest = prepareFront(front);

  let etcd: Child | undefined;
  const layouts = new Map<number, Child>();
  let nginx: Child | undefined;
  /** Every revision's manifest the store has had since the fleet started (from its watch): what a page must show. */
  const manifests = new Map<number, Manifest>();
  let unwatch: (() => void) | undefined;
  let watcher: ReleaseStore | undefined;

  async function startEtcd() {
    etcd = startChild(front.dir, 'etcd', ETCD, [
      '--name=fleet',
      `--data-dir=${front.dir}/etcd`,
      `--listen-client-urls=http://127.0.0.1:${etcdPort}`,
      `--advertise-client-urls=http://127.0.0.1:${etcdPort}`,
      `--listen-peer-urls=http://127.0.0.1:${etcdPeerPort}`,
      `--initial-advertise-peer-urls=http://127.0.0.1:${etcdPeerPort}`,
      `--initial-cluster=fleet=http://127.0.0.1:${etcdPeerPort}`,
      '--logger=zap',
      '--log-level=warn',
    ]);
    await waitForServer(ETCD_HEALTH, 30_000);
  }
  /** Stops etcd (its data kept: started again, it has every revision). */
  const stopEtcd = () => stopChild(etcd);

  /**
   * A layout server on `port`, once it serves a revision warmed (nginx is up first: it loads the remotes' files
   * through it).
   */
  async function startLayout(port: number) {
    // Each reads the fleet's figures from the fleet's Prometheus for its operator page (when one runs).
    const started = await startLayoutOf(front, port, STORE_URL, {
      env: { PROMETHEUS_URL: `http://127.0.0.1:${PROMETHEUS_PORT}` },
    });
    layouts.set(port, started);
  }
  /** Kills a layout server at once (SIGKILL: no goodbye to nginx, its open requests cut). */
  const killLayout = (port: number) => stopChild(layouts.get(port), 'SIGKILL');

  async function stop() {
    unwatch?.();
    unwatch = undefined;
    await watcher?.close();
    watcher = undefined;
    await stopChild(nginx);
    await Promise.all([...layouts.values()].map((c) => stopChild(c)));
    await stopEtcd();
  }

  try {
    await startEtcd();
    // The empty store starts from the shell's manifest pointed at nginx's origins.
    watcher = openReleaseStore(STORE_URL, { seed: () => manifest });
    const first = await watcher.read();
    manifests.set(first.revision, first.state.manifest);
    unwatch = watcher.watch(
      first.revision,
      ({ revision, state }) => manifests.set(revision, state.manifest),
      () => undefined,
    );
    // nginx first: each layout server loads the remotes' files through it as it starts.
    nginx = await startNginx(front);
    await Promise.all(front.layoutPorts.map(startLayout));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    front,
    storeUrl: STORE_URL,
    startEtcd,
    stopEtcd,
    startLayout,
    killLayout,
    stop,
    /** The store's manifest at a revision, as its watch saw it. */
    manifestAt: (revision: number) => manifests.get(revision),
    healthz: async (port: number) => (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as Health,
  };
}
/** A layout server's /healthz (`warmed`: the served revision's parts are loaded). */
export type Health = { revision: number; store: 'connected' | 'lost'; since: string; warmed: boolean };
/** A fleet on this machine, started: etcd, N layout servers, nginx in front. */
export type Fleet = Awaited<ReturnType<typeof startFleet>>;
/** What a steady load saw, once stopped. */
export type LoadResult = Awaited<ReturnType<ReturnType<typeof steadyLoad>['stop']>>;

/**
 * Polls every server's /healthz directly (not through nginx), every 10 ms, until each reports `revision` or later;
 * resolves to when each first did (Date.now(): comparable with the store's log times), or rejects naming the servers
 * still behind.
 */
export async function waitForRevision(ports: number[], revision: number, timeoutMs = 10_000) {
  const reached = new Map<number, number>();
  const until = Date.now() + timeoutMs;
  while (reached.size < ports.length && Date.now() < until) {
    await Promise.all(
      ports
        .filter((port) => !reached.has(port))
        .map(async (port) => {
          try {
            const health = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as Health;
            if (health.revision >= revision) reached.set(port, Date.now());
          } catch {
            /* down or restarting: asked again */
          }
        }),
    );
    if (reached.size < ports.length) await sleep(10);
  }
  const behind = ports.filter((port) => !reached.has(port));
  if (behind.length > 0)
    throw new Error(`revision ${revision} not reached in ${timeoutMs} ms by :${behind.join(', :')}`);
  return ports.map((port) => reached.get(port) ?? Number.NaN);
}

/**
 * A prebuilt release of a remote, as `--from` takes it: a copy of its built folder (no rebuild; a copy of the same
 * build is a release of its own folder, named by its content).
 */
export function candidate(workspace: string) {
  const dir = resolve(FLEET.dir, 'candidates', workspace);
  if (!existsSync(dir)) {
    mkdirSync(resolve(dir, '..'), { recursive: true });
    cpSync(resolve(ROOT, workspace, 'dist'), dir, { recursive: true });
    if (!existsSync(resolve(dir, INTEGRITY_FILE)))
      throw new Error(`${workspace}/dist has no ${INTEGRITY_FILE}: build it`);
  }
  return dir;
}

/**
 * The team's command (`npm run release|rollback -w <remote> -- …`), run as its own process against the fleet's store,
 * health-checked through nginx over HTTP (no browser).
 * `command` status: every line (`workspace` is ignored).
 */
export function team(
  command: 'release' | 'rollback' | 'status',
  workspace: string,
  args: string[] = [],
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = performance.now();
  const proc = spawn(
    process.execPath,
    [
      resolve(ROOT, 'packages/release/run.ts'),
      './cli.ts',
      command,
      workspace,
      '--shell-origin',
      FLEET.shellOrigin,
      '--no-browser',
      ...args,
    ],
    {
      cwd: resolve(ROOT, workspace),
      env: { ...process.env, RELEASE_STORE: STORE_URL, NODE_EXTRA_CA_CERTS: `${FLEET.dir}/cert.pem` },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  proc.stdout.on('data', (d) => {
    output += d;
  });
  proc.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise((res) => proc.once('exit', (code) => res({ code, output, ms: performance.now() - started })));
}

/**
 * Steady, bounded load through nginx (autocannon: `rate` requests a second over `connections`), every page checked
 * to come from one revision (fleet-page.ts) as it arrives. `stop()` ends it and resolves to what it saw.
 */
export function steadyLoad({
  paths,
  rate = 40,
  connections = 4,
  manifestAt,
}: {
  paths: string[];
  rate?: number;
  connections?: number;
  manifestAt?: (revision: number) => Manifest | undefined;
}) {
  const mixed: string[] = [];
  let mixedCount = 0;
  /** Pages served from one revision, by revision (what a test waits for: pages seen, never a time). */
  const revisions = new Map<number, number>();
  let pages = 0;
  const requests = paths.map((path) => ({
    method: 'GET',
    path,
    onResponse: (status: number, body: string, _context: unknown, headers: Record<string, string>) => {
      pages++;
      const problem = mixedRevision({ status, headers, body, remoteOrigins: FLEET.remoteOrigins, manifestAt });
      if (problem) {
        mixedCount++;
        if (mixed.length < 5) mixed.push(`${path}: ${problem}`);
      } else {
        const revision = Number(
          Object.entries(headers).find(([h]) => h.toLowerCase() === REVISION_HEADER.toLowerCase())?.[1],
        );
        revisions.set(revision, (revisions.get(revision) ?? 0) + 1);
      }
    },
  }));
  const run = autocannon({
    url: FLEET.shellOrigin,
    connections,
    overallRate: rate,
    duration: 3600,
    requests,
    // A slow page is a finding, not a failure to ignore: counted, never dropped.
    timeout: 10,
  });
  const started = performance.now();
  /** Resolves once `done()` holds, asked every 20 ms; rejects after `timeoutMs` saying `what`. */
  const until = async (done: () => boolean, what: string, timeoutMs = 30_000) => {
    const end = performance.now() + timeoutMs;
    while (!done()) {
      if (performance.now() > end) throw new Error(`the load never saw ${what} within ${timeoutMs} ms`);
      await sleep(20);
    }
  };
  return {
    /** Resolves once `count` more pages have been served (from now), whatever their revision. */
    served(count: number) {
      const target = pages + count;
      return until(() => pages >= target, `${count} more pages`);
    },
    /** Resolves once `count` pages have come from `revision` (a switch has reached customers). */
    servedFrom(revision: number, count: number) {
      return until(() => (revisions.get(revision) ?? 0) >= count, `${count} pages of revision ${revision}`);
    },
    async stop() {
      run.stop();
      const result = await run;
      return {
        seconds: (performance.now() - started) / 1000,
        total: result.requests.total,
        failed: result.errors + result.timeouts + result.non2xx,
        rps: result.requests.average,
        p99: result.latency.p99,
        mixed,
        mixedCount,
        revisions: [...revisions.keys()].sort((a, b) => a - b),
      };
    },
  };
}
