#!/usr/bin/env node
/**
 * The layout server under load (issue #24): `npm run bench:server` (after `npm run build`).
 *
 * Starts the layout server alone (`serve.ts --only=shell`, pinned to one core with taskset when there are two, so the
 * figures are per core), the remotes in two other processes (mfe-menu alone, so its host can be made to hang or die),
 * and drives the four bench routes with autocannon, half the requests with the notice's dismissal cookie, as a browser
 * asks (Accept-Encoding: br, gzip). Then:
 *   cached   pages/s, latency p50/p90/p97.5/p99, the layout server's memory
 *   isolation 10,000 concurrent mixed requests: every page carries its own request's notice state
 *   memory   RSS every 10,000 of 100,000 requests (--memory=N)
 *   hanging  mfe-menu's host accepts connections and never answers; then dead (nothing listens)
 *   hostile  --hostile=N (default 20,000) distinct addresses no build lists — unknown bowl, item, plan and country
 *            ids, random query values, parameters no page reads — 50 at a time on a fresh layout server, half as a
 *            browser asks (Sec-Fetch-Dest: document), half as a crawler; meanwhile a customer asks for /menu again
 *            and again from a process of its own: RSS of the layout server, the memory of its render processes
 *            together (PSS, and their RSS summed) (before, most, after), requests/s, the answers by status, the
 *            customer's p50/p95 (--hostile-only runs only it; --hostile=0 skips it)
 *   front    the bench routes in Chromium slowed like a phone, from `npm start` (HTTP/1.1) and through nginx with
 *            deploy/nginx.conf (HTTP/2, TLS): paints, the page's module requests, when the slice is live
 *            (scripts/bench-front.ts; --front-runs=N loads each, default 3; --no-front skips, --front-only runs only it)
 * Writes its run to docs/performance.md, the one it replaces to docs/history/layout-server.md (--no-write: print only).
 *
 *   node scripts/bench-server.ts [--server=packages/server/serve.ts] [--duration=10] [--connections=50] [--label=…]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { availableParallelism, cpus } from 'node:os';
import { resolve } from 'node:path';
import autocannon, { type Options as LoadOptions } from 'autocannon';
import APPS from '../packages/contract/apps.json' with { type: 'json' };
import { benchFronts } from './bench-front.ts';
import { BENCH_ROUTES } from './bench-routes.ts';
import { recordRun } from './doc-runs.ts';
import { layoutServerFlags, NGINX, shellOrigin, startFront } from './nginx-front.ts';
import { attr, find, hasOtherRequestsState, parsePage, textOf } from './page-html.ts';

const ROOT = resolve(import.meta.dirname, '..');
const arg = <T>(name: string, fallback: T) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SERVER = resolve(ROOT, arg('server', 'packages/server/serve.ts'));
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '50'));
const LABEL = arg('label', '');
/** Requests of the memory run (RSS read every tenth of them); 0 skips it. */
const MEMORY_REQUESTS = Number(arg('memory', '100000'));
const WRITE = !process.argv.includes('--no-write');
const FRONT_RUNS = Number(arg('front-runs', '3'));
const FRONT = !process.argv.includes('--no-front');
const FRONT_ONLY = process.argv.includes('--front-only');
const HOSTILE = Number(arg('hostile', '20000'));
const HOSTILE_ONLY = process.argv.includes('--hostile-only');
/** The core the hostile case pins the layout server to (`--hostile-core=1`); unpinned by default, as `npm start`. */
const HOSTILE_CORE = arg('hostile-core', undefined);
const ROUTES = BENCH_ROUTES;
const COOKIE = 'disclaimer-dismissed=true';
const SHELL = `http://localhost:${APPS.shell.prodPort}`;
const MENU_PORT = APPS.remotes['mfe-menu'].prodPort;
const OTHER_REMOTES = (Object.keys(APPS.remotes) as (keyof typeof APPS.remotes)[]).filter((r) => r !== 'mfe-menu');
const TWO_CORES = availableParallelism() >= 2;

/** A process's pid: undefined for one that did not start (read as one that has ended). */
type Pid = number | undefined;

/** A server started by the bench, with what it wrote to stderr so far. */
type Started = ChildProcess & { logText: () => string };

const children: Started[] = [];
function start(args: string[], core?: number | string) {
  const cmd: [string, string[]] =
    TWO_CORES && core !== undefined
      ? ['taskset', ['-c', String(core), process.execPath, ...layoutServerFlags(), SERVER, ...args]]
      : [process.execPath, [...layoutServerFlags(), SERVER, ...args]];
  const spawned = spawn(cmd[0], cmd[1], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  spawned.stderr.on('data', (d) => {
    log += d;
  });
  const child: Started = Object.assign(spawned, { logText: () => log });
  children.push(child);
  return child;
}
const stopAll = () => {
  for (const c of children) c.kill();
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function until(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** RSS of a process in MB (Linux); 0 for one that has ended or is ending (a render process replaced meanwhile: gone, or a zombie with no VmRSS). */
function rssMb(pid: Pid) {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return 0;
  }
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

/** One request of the load's cycle (autocannon's, and fetch's). */
type PageRequest = { method: string; path: string; headers: Record<string, string> };

const requests = ROUTES.flatMap((path): PageRequest[] => [
  { method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' } },
  { method: 'GET', path, headers: { 'accept-encoding': 'br, gzip', cookie: COOKIE } },
]);

/** CPU time (user + system) a process has used, in µs (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuUs(pid: Pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
/** A process and every process it started, by pid (Linux: /proc/<pid>/task/<pid>/children). */
function familyOf(pid: Pid) {
  const children = (p: Pid) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return []; // ended meanwhile
    }
  };
  const all: Pid[] = [];
  const walk = (p: Pid) => {
    all.push(p);
    for (const child of children(p)) walk(child);
  };
  walk(pid);
  return all;
}

/** RSS of processes that still exist, in MB, summed. */
const rssSum = (pids: Pid[]) => pids.reduce<number>((sum, pid) => sum + rssMb(pid), 0);

/**
 * The memory several processes use together, in MB (Linux): the sum of their PSS, in which a page they share (the Node
 * binary's code, ~45 MB resident in each) is divided among its sharers. The sum of their RSS counts it once per
 * process; 0 for a process that has ended.
 */
function pssSum(pids: Pid[]) {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return Math.round(kb / 1024);
}

/** A random token of `n` letters and digits. */
const token = (n = 10) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');

/** The i-th hostile address: ids no catalogue has, values no page knows, parameters no page reads. */
function hostileAddress(i: number) {
  const t = token();
  const kinds = [
    `/bowl/${t}`,
    `/item/${t}`,
    `/meal-plans/${t}`,
    `/menu/country/${t}`,
    `/bowls-by-country/${t}`,
    `/product/${t}`,
    `/menu?category=${t}`,
    `/build-your-own?theme=${t}`,
    `/menu?utm_source=${t}`,
    `/subscribe?add=${t}`,
  ];
  return kinds[i % kinds.length];
}

/** What the customer process runs: a page again and again (its compressed bytes read whole), until told to stop. */
const CUSTOMER = `
const times = [];
let failed = 0;
let stop = false;
process.stdin.on('data', () => (stop = true)).resume();
while (!stop) {
  const started = performance.now();
  try {
    const res = await fetch(process.env.URL, { headers: { 'accept-encoding': 'br, gzip', cookie: process.env.COOKIE } });
    await res.arrayBuffer();
    if (res.status !== 200) failed++;
  } catch {
    failed++;
  }
  times.push(performance.now() - started);
  await new Promise((r) => setTimeout(r, 20));
}
process.stdout.write(JSON.stringify({ times, failed }));
`;

/**
 * A customer asking for `url` one request at a time, from a process of its own; `stop()` gives each request's time in
 * ms and how many failed.
 */
function customer(url: string) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', CUSTOMER], {
    env: { ...process.env, URL: url, COOKIE },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  const ended = new Promise((done) => child.once('exit', done));
  return {
    stop: async (): Promise<{ times: number[]; failed: number }> => {
      child.stdin.end('stop\n');
      await ended;
      return JSON.parse(out);
    },
  };
}

/**
 * `total` distinct hostile addresses, `concurrency` at a time, on a fresh layout server (the remotes already up), half
 * asked as a browser, half as a crawler; meanwhile a customer asks for /menu (cached) one request at a time. The
 * server runs as `npm start` runs it, on every core, unless `--hostile-core=N` pins it (and its render processes,
 * which inherit it) to one. What it measures: see the file's comment.
 */
async function hostile(total = HOSTILE, concurrency = CONNECTIONS) {
  const layout = start(['--only=shell'], HOSTILE_CORE);
  await until(`${SHELL}/healthz`);
  for (const r of requests) await fetch(`${SHELL}${r.path}`, { headers: r.headers });
  // The render processes start with the first renders: let a few happen before the first reading.
  for (let i = 0; i < 10; i++) await fetch(`${SHELL}${hostileAddress(i)}`).catch(() => undefined);
  const layoutBefore = rssMb(layout.pid);
  const rendersBefore = rssSum(familyOf(layout.pid).slice(1));
  const rendersPssBefore = pssSum(familyOf(layout.pid).slice(1));
  let layoutMost = layoutBefore;
  let rendersMost = rendersBefore;
  let rendersPssMost = rendersPssBefore;
  let samples = 0;
  const sampler = setInterval(() => {
    layoutMost = Math.max(layoutMost, rssMb(layout.pid));
    rendersMost = Math.max(rendersMost, rssSum(familyOf(layout.pid).slice(1)));
    // PSS once a second: reading it walks each process's pages.
    samples += 1;
    if (samples % 4 === 0) rendersPssMost = Math.max(rendersPssMost, pssSum(familyOf(layout.pid).slice(1)));
  }, 250);
  const statuses = new Map<string, number>();
  let next = 0;
  let failed = 0;
  // The customer asks from a process of its own, as from another machine: this one is busy with the flood's answers.
  const customerRun = customer(`${SHELL}/menu`);
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const browser = i % 2 === 0;
      try {
        const res = await fetch(`${SHELL}${hostileAddress(i)}`, {
          redirect: 'manual',
          headers: {
            'accept-encoding': 'br, gzip',
            ...(browser ? { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' } : {}),
          },
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        const key = `${res.status}${browser ? '' : ' (crawler)'}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const { times: customerTimes, failed: customerFailed } = await customerRun.stop();
  failed += customerFailed;
  clearInterval(sampler);
  const rendered = (layout.logText().match(/"event":"render:/g) ?? []).length;
  const quantile = (q: number) => {
    const sorted = [...customerTimes].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN);
  };
  const row = {
    total,
    seconds: Math.round(seconds),
    rps: Math.round(total / seconds),
    layout: [layoutBefore, layoutMost, rssMb(layout.pid)],
    renders: [rendersBefore, rendersMost, rssSum(familyOf(layout.pid).slice(1))],
    rendersPss: [rendersPssBefore, rendersPssMost, pssSum(familyOf(layout.pid).slice(1))],
    renderProcesses: familyOf(layout.pid).length - 1,
    statuses: [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}: ${n}`),
    failed,
    customer: { p50: quantile(0.5), p95: quantile(0.95), n: customerTimes.length },
    logLines: rendered,
  };
  console.log(`[bench:server] hostile: ${JSON.stringify(row)}`);
  layout.kill();
  await new Promise((r) => layout.once('exit', r));
  return row;
}

/** The hostile run's lines for the docs. */
const hostileText = (h: Awaited<ReturnType<typeof hostile>>) =>
  [
    `- **Hostile addresses** (${h.total.toLocaleString('en')} distinct, ${CONNECTIONS} at a time, half as a browser, half as a crawler, a fresh layout server ${HOSTILE_CORE === undefined ? 'on every core, as `npm start`' : `and its render processes on core ${HOSTILE_CORE}`}): ${h.rps} requests/s over ${h.seconds} s; RSS of the layout server ${h.layout.join(' → ')} MB (before, most, after), of its ${h.renderProcesses} render processes together ${h.rendersPss.join(' → ')} MB (PSS; the sum of their RSS, which counts the pages they share once per process, ${h.renders.join(' → ')} MB); answers ${h.statuses.join(', ')}; failed ${h.failed}; a customer's /menu meanwhile p50 ${h.customer.p50} ms, p95 **${h.customer.p95} ms** (${h.customer.n} requests).`,
  ].join('\n');

/** The layout server's processes whose CPU a run counts (its render processes included). */
let measured: Pid[] = [];
const cpuOf = () => measured.reduce<number>((sum, pid) => sum + (existsSync(`/proc/${pid}`) ? cpuUs(pid) : 0), 0);

async function load(title: string, options: Partial<LoadOptions> = {}) {
  const cpuBefore = cpuOf();
  const result = await autocannon({
    url: SHELL,
    connections: CONNECTIONS,
    duration: DURATION,
    requests,
    ...options,
  });
  const row = {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
    cpuUsPerPage: measured.length > 0 ? Math.round((cpuOf() - cpuBefore) / result.requests.total) : undefined,
  };
  console.log(
    `[bench:server] ${title}: ${row.rps} pages/s, ${row.cpuUsPerPage ?? '?'} µs CPU a page, p50 ${row.p50} ms, p90 ${row.p90}, p97.5 ${row.p97_5}, p99 ${row.p99}, errors ${row.errors}`,
  );
  return row;
}

/** 10,000 requests, 200 at a time, cookies mixed: each page's notice must be hidden exactly when its request said so. */
async function isolation(total = 10_000, concurrency = 200) {
  let wrong = 0;
  let done = 0;
  let next = 0;
  const one = async () => {
    while (next < total) {
      const i = next++;
      const dismissed = i % 2 === 0;
      const res = await fetch(`${SHELL}${ROUTES[i % ROUTES.length]}`, { headers: dismissed ? { cookie: COOKIE } : {} });
      if (hasOtherRequestsState(await res.text(), dismissed)) wrong++;
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, one));
  console.log(`[bench:server] isolation: ${wrong} of ${done} pages with another request's state`);
  return { wrong, done };
}

async function menuHasContent() {
  const page = parsePage(await (await fetch(`${SHELL}/menu`)).text());
  const heading = find(page, (el) => el.tagName === 'h1');
  return (
    /Menu/i.test(heading ? textOf(heading) : '') &&
    find(page, (el) => attr(el, 'data-release') !== undefined) !== undefined
  );
}

/** The bench routes through `npm start`'s servers and through nginx (HTTP/2), in a slowed Chromium. */
async function front() {
  if (!existsSync(NGINX)) {
    console.log(`[bench:server] nginx is not installed (${NGINX}): no front section`);
    return '';
  }
  start([]);
  await until(`${SHELL}/favicon.svg`);
  const { stop: stopFront } = await startFront();
  let rows: Awaited<ReturnType<typeof benchFronts>>;
  try {
    rows = await benchFronts(
      [
        { name: '`npm start` (HTTP/1.1)', origin: SHELL },
        { name: 'nginx (HTTP/2, TLS)', origin: shellOrigin },
      ],
      ROUTES,
      FRONT_RUNS,
    );
  } finally {
    await stopFront();
    stopAll();
  }
  return [
    `**Through the real front** (Chromium slowed: CPU ×4, 1.6 Mbps / 750 kbps, 150 ms; cache off; median of ${FRONT_RUNS} loads each, the two fronts alternately). "live": the slice's code running (\`data-live\`), from the start of navigation.`,
    '',
    '| route | front | FCP ms | LCP ms | JS files | protocol | last JS in, ms | live ms |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.front} | ${r.fcp} | ${r.lcp} | ${r.scripts} | ${r.protocols} | ${r.lastScript} | ${r.live} |`,
    ),
    '',
  ].join('\n');
}

function write(text: string) {
  console.log(`\n${text}`);
  if (!WRITE) return;
  const written = recordRun({ marker: '<!-- bench:server -->', run: text, history: 'docs/history/layout-server.md' });
  console.log(`[bench:server] written to ${written.join(', ')}`);
}

const heading = () => `### ${new Date().toISOString().slice(0, 10)}${LABEL ? ` — ${LABEL}` : ''}`;

async function main() {
  if (FRONT_ONLY) {
    write([heading(), '', await front()].join('\n'));
    return;
  }
  if (HOSTILE_ONLY) {
    start([`--only=${Object.keys(APPS.remotes).join(',')}`], 0);
    await until(`http://localhost:${MENU_PORT}/remoteEntry.js`);
    const h = await hostile();
    stopAll();
    write([heading(), '', hostileText(h)].join('\n'));
    return;
  }
  const layout = start(['--only=shell'], 1);
  // The layout server and every process it starts (a remote's render processes count as its work).
  const family = () => {
    const children = (pid: Pid) =>
      existsSync(`/proc/${pid}/task/${pid}/children`)
        ? readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
        : [];
    const all: Pid[] = [];
    const walk = (pid: Pid) => {
      all.push(pid);
      for (const child of children(pid)) walk(child);
    };
    walk(layout.pid);
    return all;
  };
  start([`--only=${OTHER_REMOTES.join(',')}`], 0);
  let menu = start(['--only=mfe-menu'], 0);
  await Promise.all([
    until(`${SHELL}/remoteEntry.js`).catch(() => until(`${SHELL}/favicon.svg`)),
    until(`http://localhost:${MENU_PORT}/remoteEntry.js`),
    ...OTHER_REMOTES.map((r) => until(`http://localhost:${APPS.remotes[r].prodPort}/remoteEntry.js`)),
  ]);
  for (const r of requests) await fetch(`${SHELL}${r.path}`, { headers: r.headers });
  const rssStart = rssMb(layout.pid);
  measured = family();

  const rows = [];
  rows.push(await load(`cached fragments, ${CONNECTIONS} connections`));
  rows.push(await load('cached fragments, 10 connections', { connections: 10 }));
  const rssAfterLoad = rssMb(layout.pid);
  const iso = await isolation();

  const memory = [rssMb(layout.pid)];
  for (let i = 0; i < 10 && MEMORY_REQUESTS > 0; i++) {
    await autocannon({ url: SHELL, connections: CONNECTIONS, amount: MEMORY_REQUESTS / 10, requests });
    memory.push(rssMb(layout.pid));
  }
  console.log(`[bench:server] memory over ${MEMORY_REQUESTS} requests (MB, every tenth): ${memory.join(' ')}`);

  // mfe-menu's host hangs: it takes connections and never answers.
  menu.kill();
  await new Promise((r) => menu.once('exit', r));
  const sockets = new Set<Socket>();
  const hanging = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Both loopback addresses, as serve.ts listens: "localhost" may be tried as either.
  const hanging6 = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((r: (value?: unknown) => void) => hanging.listen(MENU_PORT, '127.0.0.1', r));
  await new Promise((r: (value?: unknown) => void) => hanging6.on('error', r).listen(MENU_PORT, '::1', r));
  const hangRow = await load('mfe-menu hanging');
  const hangContent = await menuHasContent();
  for (const s of sockets) s.destroy();
  await Promise.all([new Promise((r) => hanging.close(r)), new Promise((r) => hanging6.close(r))]);
  const deadRow = await load('mfe-menu dead');
  const deadContent = await menuHasContent();
  measured = [];
  menu = start(['--only=mfe-menu'], 0);
  await until(`http://localhost:${MENU_PORT}/remoteEntry.js`);

  // The same layout server in two processes (node:cluster), on both cores (a server without --workers: no row).
  const single = layout.logText();
  layout.kill();
  await new Promise((r) => layout.once('exit', r));
  let twoRow: Awaited<ReturnType<typeof load>> | undefined;
  if (readFileSync(SERVER, 'utf8').includes('--workers=')) {
    start(['--only=shell', '--workers=2']);
    await until(`${SHELL}/favicon.svg`);
    for (let i = 0; i < 4; i++) for (const r of requests) await fetch(`${SHELL}${r.path}`, { headers: r.headers });
    twoRow = await load(`2 processes (both cores), ${CONNECTIONS} connections`);
  }

  const faultLines = single
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => {
      try {
        return JSON.parse(l).event;
      } catch {
        return 'unparsed';
      }
    });
  const counts = new Map<string, number>();
  for (const e of faultLines) counts.set(e, (counts.get(e) ?? 0) + 1);
  const events = [...counts].map(([e, n]) => `${e} ${n}`);
  stopAll();
  await new Promise((r) => setTimeout(r, 500));
  const frontText = FRONT ? await front() : '';

  const machine = `${cpus()[0]?.model?.trim() ?? 'unknown CPU'}, ${availableParallelism()} cores; layout server ${TWO_CORES ? 'pinned to one core (taskset -c 1), remotes and the load tool on the other' : 'on the only core'}`;
  const table = [
    '| run | pages/s | CPU µs a page | p50 ms | p90 ms | p97.5 ms | p99 ms | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...[...rows, hangRow, deadRow, ...(twoRow ? [twoRow] : [])].map(
      (r) =>
        `| ${r.title} | ${r.rps} | ${r.cpuUsPerPage ?? '–'} | ${r.p50} | ${r.p90} | ${r.p97_5} | ${r.p99} | ${r.errors} of ${r.total} |`,
    ),
  ].join('\n');
  const text = [
    heading(),
    '',
    `Machine: ${machine}. Routes ${ROUTES.join(', ')}, half with the dismissal cookie, Accept-Encoding br/gzip, ${CONNECTIONS} connections, ${DURATION} s a run (autocannon; it reports p97.5, not p95).`,
    '',
    table,
    '',
    `- Another request's state: **${iso.wrong} of ${iso.done}** pages (200 at a time, cookies mixed).`,
    `- Memory of the layout server (RSS, MB): ${rssStart} after warming, ${rssAfterLoad} after the first run; every ${(MEMORY_REQUESTS / 10).toLocaleString('en')} of ${MEMORY_REQUESTS.toLocaleString('en')} more requests: ${memory.join(', ')}.`,
    `- /menu's server HTML has the menu while its host hangs: ${hangContent ? 'yes' : 'no'}; while it is dead: ${deadContent ? 'yes' : 'no'}.`,
    `- Log lines of the layout server: ${events.join(', ') || 'none'}.`,
    '',
    frontText,
  ].join('\n');
  write(text);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
