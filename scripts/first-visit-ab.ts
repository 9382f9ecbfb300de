#!/usr/bin/env node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
/**
 * Two checkouts' builds side by side, a first visit on a slowed phone (scripts/first-visit.ts), the checkouts
 * alternated run by run, for a change that moves both builds alike (hydration, the shell's start) where `npm run bench`
 * compares the two builds of one checkout. Each run serves one checkout's composed site and single bundle (as
 * `npm start` and `npm run start:mono` do), loads every route in both, then serves the other checkout.
 *
 *   node scripts/first-visit-ab.ts --roots=/tmp/before,. [--runs=5] [--rate=4] [--routes=/,/menu]
 *                                   [--builds=composed,single-bundle] [--trace=/tmp/dir]
 *
 * Prints, per route and build, the median of each checkout: FCP, live, live − FCP, the main thread's time in React's
 * scheduler until live and in all (hydration in slices, effects, what renders after), and quiet (the end of the last
 * long task) — times on the page's clock, which a busy machine stretches; and from each load's Chrome trace, the main
 * thread's CPU time until live (all of it, and React's scheduler's), which the machine's other work hardly moves: on
 * a shared machine, the steadier measure of how much work stands before live. Build both checkouts first (`npm run build && npm run build:mono`). Listens on the site's ports: run it in
 * a private network namespace (`unshare -n`, see README).
 */
import { BENCH_ROUTES } from './bench-routes.ts';
import { firstVisit } from './first-visit.ts';
import { BUILDS, launchChromium, median, serveBoth } from './paint-trace.ts';

const arg = <T>(name: string, fallback: T) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const ROOTS = arg('roots', '.')
  .split(',')
  .map((r) => resolve(r));
const RUNS = Number(arg('runs', 5));
const RATE = Number(arg('rate', 4));
const ROUTES = arg('routes', BENCH_ROUTES.join(',')).split(',');
const builds = BUILDS.filter((b) => arg('builds', 'composed,single-bundle').split(',').includes(b.name));
const TRACE_DIR = arg('trace', undefined);
const FIELDS = [
  'fcp',
  'live',
  'liveAfterPaint',
  'reactToLive',
  'reactAll',
  'quiet',
  'cpuToLive',
  'reactCpuToLive',
  'reactCpuAll',
] as const;
/** Enough for the tasks and their CPU time, nothing that costs the page much (no screenshots, no sampling). */
const TRACE_CATEGORIES = ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];
const traces = TRACE_DIR ?? mkdtempSync(join(tmpdir(), 'first-visit-ab-'));

/** An event of a Chrome trace (the fields read here). */
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; functionName?: string } };
};

/**
 * From a load's trace, CPU time (thread time, µs → ms) on the page's main thread: every task from the navigation to
 * `live`, and React's scheduler's tasks (first-visit.ts names them campusReactTask) until `live` and in all.
 * `live`: ms after the navigation
 */
function traceWork(
  file: string,
  url: string,
  live: number,
): { cpuToLive?: number; reactCpuToLive?: number; reactCpuAll?: number } {
  const events: TraceEvent[] = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!navigation) return {};
  const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X';
  const liveTs = navigation.ts + live * 1000;
  const cpu = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
  const react = events.filter(
    (e) => onMain(e) && e.name === 'FunctionCall' && e.args?.data?.functionName === 'campusReactTask',
  );
  return {
    cpuToLive: cpu(events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ts >= navigation.ts && e.ts < liveTs)),
    reactCpuToLive: cpu(react.filter((e) => e.ts < liveTs)),
    reactCpuAll: cpu(react),
  };
}

/** One load's figures: the page's (first-visit.ts), its trace's, and live − FCP. */
type Sample = Awaited<ReturnType<typeof firstVisit>> & ReturnType<typeof traceWork> & { liveAfterPaint: number };
const samples: Record<string, Sample[]> = {};
// serveBoth leaves an exit handler per start (to stop its servers): one per run and checkout here.
process.setMaxListeners(RUNS * ROOTS.length + 10);
const browser = await launchChromium();
try {
  for (let i = 0; i < RUNS; i++) {
    for (const root of i % 2 === 0 ? ROOTS : [...ROOTS].reverse()) {
      const stop = await serveBoth(root);
      try {
        // Not measured: the first load after the servers start (their caches, the browser's first page).
        for (const b of builds) await firstVisit(browser, `${b.origin}/`, { cpuRate: 1 }).catch(() => undefined);
        for (const route of ROUTES) {
          for (const b of i % 2 === 0 ? builds : [...builds].reverse()) {
            const tracePath = `${traces}/${ROOTS.indexOf(root)}-${b.name}${route.replaceAll('/', '_')}-x${RATE}-${i + 1}.json`;
            const url = `${b.origin}${route}`;
            const m = await firstVisit(browser, url, { cpuRate: RATE, tracePath, traceCategories: TRACE_CATEGORIES });
            const work = traceWork(tracePath, url, m.live);
            if (!TRACE_DIR) rmSync(tracePath);
            const key = `${root} ${route} ${b.name}`;
            samples[key] ??= [];
            samples[key].push({ ...m, ...work, liveAfterPaint: m.live - m.fcp });
            process.stderr.write(
              `run ${i + 1} ${root} ${route} ${b.name}: FCP ${m.fcp.toFixed(0)}, live ${m.live.toFixed(0)}, React ${m.reactToLive.toFixed(0)} / ${m.reactAll.toFixed(0)} ms; CPU to live ${work.cpuToLive?.toFixed(0)}, React's ${work.reactCpuToLive?.toFixed(0)} / ${work.reactCpuAll?.toFixed(0)} ms\n`,
            );
          }
        }
      } finally {
        stop();
        await new Promise((done) => setTimeout(done, 500));
      }
    }
  }
} finally {
  await browser.close();
  if (!TRACE_DIR) rmSync(traces, { recursive: true, force: true });
}

const round = (x: number) => (Number.isFinite(x) ? String(Math.round(x)) : '—');
console.log(`\nCPU ×${RATE}, median of ${RUNS}; ms; each cell ${ROOTS.map((_, n) => `[${n}]`).join(' / ')}:`);
ROOTS.forEach((root, n) => {
  console.log(`  [${n}] ${root}`);
});
console.log(`\n| route | build | ${FIELDS.join(' | ')} |\n|---|---|${FIELDS.map(() => '---').join('|')}|`);
for (const route of ROUTES) {
  for (const b of builds) {
    const cells = FIELDS.map((f) =>
      ROOTS.map((root) => round(median((samples[`${root} ${route} ${b.name}`] ?? []).map((m) => m[f])))).join(' / '),
    );
    console.log(`| ${route} | ${b.name} | ${cells.join(' | ')} |`);
  }
}
console.log(
  `\nuptime: ${(await import('node:os')).loadavg().map((l) => l.toFixed(1))} (1, 5, 15 min) at the end; fields: live − FCP = liveAfterPaint; React's scheduler until live = reactToLive, in all = reactAll (page clock); main thread CPU until live = cpuToLive, React's scheduler's CPU until live = reactCpuToLive, in all = reactCpuAll (trace)`,
);
