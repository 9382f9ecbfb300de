#!/usr/bin/env node
import { resolve } from 'node:path';
/**
 * Two checkouts' builds side by side, a first visit on a slowed phone (scripts/first-visit.mjs), the checkouts
 * alternated run by run, for a change that moves both builds alike (hydration, the shell's start) where `npm run bench`
 * compares the two builds of one checkout. Each run serves one checkout's composed site and single bundle (as
 * `npm start` and `npm run start:mono` do), loads every route in both, then serves the other checkout.
 *
 *   node scripts/first-visit-ab.mjs --roots=/tmp/before,. [--runs=5] [--rate=4] [--routes=/,/menu]
 *                                   [--builds=composed,single-bundle] [--trace=/tmp/dir]
 *
 * Prints, per route and build, the median of each checkout: FCP, live, live − FCP, the main thread's time in React's
 * scheduler until live and in all (hydration in slices, effects, what renders after), and quiet (the end of the last
 * long task). Build both checkouts first (`npm run build && npm run build:mono`). Listens on the site's ports: run it in
 * a private network namespace (`unshare -n`, see README).
 */
import { BENCH_ROUTES } from './bench-routes.mjs';
import { firstVisit } from './first-visit.mjs';
import { BUILDS, launchChromium, median, serveBoth } from './paint-trace.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const ROOTS = arg('roots', '.')
  .split(',')
  .map((r) => resolve(r));
const RUNS = Number(arg('runs', 5));
const RATE = Number(arg('rate', 4));
const ROUTES = arg('routes', BENCH_ROUTES.join(',')).split(',');
const builds = BUILDS.filter((b) => arg('builds', 'composed,single-bundle').split(',').includes(b.name));
const TRACE_DIR = arg('trace', undefined);
const FIELDS = /** @type {const} */ (['fcp', 'live', 'liveAfterPaint', 'reactToLive', 'reactAll', 'quiet']);

const samples = /** @type {Record<string, Record<string, number>[]>} */ ({});
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
            const tracePath = TRACE_DIR
              ? `${TRACE_DIR}/${ROOTS.indexOf(root)}-${b.name}${route.replaceAll('/', '_')}-x${RATE}-${i + 1}.json`
              : undefined;
            const m = await firstVisit(browser, `${b.origin}${route}`, { cpuRate: RATE, tracePath });
            const key = `${root} ${route} ${b.name}`;
            samples[key] ??= [];
            samples[key].push({ ...m, liveAfterPaint: m.live - m.fcp });
            process.stderr.write(
              `run ${i + 1} ${root} ${route} ${b.name}: FCP ${m.fcp.toFixed(0)}, live ${m.live.toFixed(0)}, React ${m.reactToLive.toFixed(0)} / ${m.reactAll.toFixed(0)} ms\n`,
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
}

const round = (x) => (Number.isFinite(x) ? String(Math.round(x)) : '—');
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
  `\nuptime: ${(await import('node:os')).loadavg().map((l) => l.toFixed(1))} (1, 5, 15 min) at the end; fields: live − FCP = liveAfterPaint, React's scheduler time until live = reactToLive, in all = reactAll`,
);
