#!/usr/bin/env node
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
/**
 * The composed site against a single-bundle build of itself (issue: performance).
 *   npm run bench                 build both, serve both, measure, print the tables, write docs/performance.md
 *                                 (the run it replaces goes to docs/history/first-load.md)
 *   npm run bench -- --no-build   measure what is already built
 *   npm run bench -- --runs=3 --routes=/,/menu
 *   npm run bench -- --devtools-runs=3 --trace-runs=3 --trace-rate=4   the other two measurements (0 leaves one out)
 *   npm run bench -- --no-write   print only
 * Three measurements, each a median of its runs per route and build, the builds measured alternately:
 * - Lighthouse 12 simulated (mobile default config: a model of slow 4G and a 4× CPU applied to an unthrottled load),
 *   `--runs` (5); JS and request counts come from these runs (gzip transfer sizes);
 * - Lighthouse devtools-throttled (`throttlingMethod: 'devtools'`: the same slow 4G and 4× CPU applied to the browser
 *   while it loads), `--devtools-runs` (3: each run takes the real, slowed time);
 * - the real trace (scripts/paint-trace.mjs): a phone (CPU ×4, 1.6 Mbps, 150 ms) over CDP, FCP and LCP from the page's
 *   own PerformanceObserver, `--trace-runs` (3).
 * Run it in a private network namespace (it listens on the site's ports): `unshare --net bash -c 'ip link set lo up;
 * npm run bench'`.
 */
import CHROMIUM from '../packages/vite/chromium.json' with { type: 'json' };
import { BENCH_ROUTES } from './bench-routes.mjs';
import { recordRun } from './doc-runs.mjs';
import { hasElementQuoted, pageText } from './page-html.mjs';
import { BUILDS, describe, launchChromium, median, paintTrace, serveBoth } from './paint-trace.mjs';

const root = resolve(import.meta.dirname, '..');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(arg('runs', 5));
const DEVTOOLS_RUNS = Number(arg('devtools-runs', 3));
const TRACE_RUNS = Number(arg('trace-runs', 3));
const TRACE_RATE = Number(arg('trace-rate', 4));
const ROUTES = arg('routes', BENCH_ROUTES.join(',')).split(',');
const CHROME = process.env.CHROME_PATH ?? (existsSync(CHROMIUM.debianPath) ? CHROMIUM.debianPath : undefined);
const FLAGS = CHROMIUM.args;

function run(cmd) {
  execSync(cmd, { cwd: root, stdio: 'inherit' });
}

/** The page's shown text (scripts and comments not), holding the start of `label`? */
function inHtml(html, label) {
  const start = label.replace(/…$/, '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return start.length > 0 && pageText(html).includes(start);
}

/**
 * A first visit for each Lighthouse run: the site's storage (its service worker and caches included) and the browser's
 * cache cleared over CDP, and a second to let the worker's teardown finish, BEFORE Lighthouse loads the page (with its
 * own reset off). Lighthouse's reset, done as its load starts, unregistered the composed site's worker and deleted its
 * caches while the page loaded: the first frame was then shown ~1 s late in 3 of 6 unthrottled loads of
 * /build-your-own (0 of 8 cleared this way, 0 of 7 with the storage kept), and the simulation counted every file that
 * finished meanwhile before the first paint. The single bundle, which has no worker, is cleared the same way.
 */
async function clearSite(cdp, url) {
  const page = await cdp.contexts()[0].newPage();
  try {
    const session = await page.context().newCDPSession(page);
    await session.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    await session.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
  await new Promise((done) => setTimeout(done, 1000));
}

async function measure(chrome, cdp, url, throttlingMethod = 'simulate') {
  await clearSite(cdp, url);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
    disableStorageReset: true,
  });
  const { audits, categories } = result.lhr;
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  const items = audits['resource-summary']?.details?.items ?? [];
  const of = (type) => items.find((i) => i.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  // Is what the customer sees as the largest paint already in the HTML the server sent (no script needed)?
  const lcpNode = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const html = await fetch(url).then((r) => r.text());
  return {
    contentInHtml: inHtml(html, lcpNode?.nodeLabel ?? '') || hasElementQuoted(html, lcpNode?.snippet ?? ''),
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsBytes: of('script').transferSize,
    jsRequests: of('script').requestCount,
    requests: of('total').requestCount,
    held: throttlingMethod === 'simulate' && heldFirstFrame(observed),
  };
}

/** How long after the HTML is parsed (DOMContentLoaded) the first frame of an unthrottled load may come (ms). */
const HELD_FRAME_MS = 500;

/**
 * Was the first frame of Lighthouse's unthrottled, observed load held back? In some loads headless Chromium, under
 * Lighthouse's phone emulation, activated the page's first frame (~300 ms) and then drew nothing until ~1.25 s after
 * navigation, with the main thread idle meanwhile: the display had drawn none of the tab's first frames, so Chromium's
 * compositor sent it one frame a second (`ThrottleUndrawnFrames`). The simulation then counts every file that finished
 * in that second as needed for the first paint (the traces: docs/history/one-paint.md). Such runs stay in the
 * medians; they are counted.
 * @param {{ observedFirstContentfulPaint?: number, observedDomContentLoaded?: number }} observed
 */
function heldFirstFrame({ observedFirstContentfulPaint: fcp, observedDomContentLoaded: dcl }) {
  return Number.isFinite(fcp) && Number.isFinite(dcl) && fcp - dcl > HELD_FRAME_MS;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    run('npm run build');
    run('npm run build:mono');
  }
  const stop = await serveBoth(root);
  try {
    const samples = {};
    /** One measurement: `runs` per route and build, builds alternated (neither always runs on a warmer machine). */
    const each = async (kind, runs, fn) => {
      for (const route of ROUTES) {
        for (let i = 0; i < runs; i++) {
          const order = i % 2 === 0 ? BUILDS : [...BUILDS].reverse();
          for (const b of order) {
            const m = await fn(`${b.origin}${route}`);
            const key = `${kind} ${route} ${b.name}`;
            samples[key] ??= [];
            samples[key].push(m);
            const score = m.score === undefined ? '' : `score ${m.score}, `;
            process.stderr.write(
              `${key.padEnd(45)} run ${i + 1}: ${score}FCP ${Math.round(m.fcp)}, LCP ${Math.round(m.lcp)} ms\n`,
            );
          }
        }
      }
    };
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
    try {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      // One load of each build first, not measured: a fresh browser's very first page showed its first frame ~1 s late.
      for (const b of BUILDS) {
        const page = await cdp.contexts()[0].newPage();
        await page.goto(`${b.origin}/`);
        await page.close();
      }
      await each('simulated', RUNS, (url) => measure(chrome, cdp, url));
      if (DEVTOOLS_RUNS > 0) await each('devtools', DEVTOOLS_RUNS, (url) => measure(chrome, cdp, url, 'devtools'));
    } finally {
      await chrome.kill();
    }
    if (TRACE_RUNS > 0) {
      const browser = await launchChromium();
      try {
        await each('trace', TRACE_RUNS, (url) => paintTrace(browser, url, { cpuRate: TRACE_RATE }));
      } finally {
        await browser.close();
      }
    }
    report(samples);
  } finally {
    stop();
  }
}

const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)}` : '—');
const score = (x) => (Number.isFinite(x) ? `${x}` : '—');
const ratio = (a, b) => (Number.isFinite(a / b) ? `×${(a / b).toFixed(2)}` : '—');
const mdTable = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );

function report(samples) {
  const runsOf = (kind, route, build) => samples[`${kind} ${route} ${build}`] ?? [];
  const med = (kind, route, build, field) => median(runsOf(kind, route, build).map((m) => m[field]));
  /** A Lighthouse measurement's cells for one route, composed / single bundle: score, LCP, FCP, LCP ÷ FCP, TBT, CLS. */
  const lighthouseCells = (kind, route) => {
    const c = (f) => med(kind, route, 'composed', f);
    const s = (f) => med(kind, route, 'single-bundle', f);
    return [
      route,
      `${c('score')} / ${s('score')}`,
      `${ms(c('lcp'))} / ${ms(s('lcp'))} ms (${ratio(c('lcp'), s('lcp'))})`,
      `${ms(c('fcp'))} / ${ms(s('fcp'))} ms`,
      `${ratio(c('lcp'), c('fcp'))} / ${ratio(s('lcp'), s('fcp'))}`,
      `${ms(c('tbt'))} / ${ms(s('tbt'))} ms (${ratio(c('tbt'), s('tbt'))})`,
      `${c('cls').toFixed(3)} / ${s('cls').toFixed(3)}`,
    ];
  };
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  const share = (route, build) => {
    const runs = runsOf('simulated', route, build);
    const yes = runs.filter((m) => m.contentInHtml).length;
    return yes === runs.length ? 'yes' : yes === 0 ? 'no' : `${yes}/${runs.length}`;
  };
  const held = (route, build) => {
    const runs = runsOf('simulated', route, build);
    return `${runs.filter((m) => m.held).length}/${runs.length}`;
  };
  const simulated = mdTable(
    [
      'route',
      'perf score',
      'LCP (ratio)',
      'FCP',
      'LCP ÷ FCP',
      'TBT (ratio)',
      'CLS',
      'JS gzip (ratio)',
      'JS requests',
      'requests',
      'LCP content in HTML',
      'first frame held',
    ],
    ROUTES.map((route) => {
      const c = (f) => med('simulated', route, 'composed', f);
      const s = (f) => med('simulated', route, 'single-bundle', f);
      return [
        ...lighthouseCells('simulated', route),
        `${kb(c('jsBytes'))} / ${kb(s('jsBytes'))} (${ratio(c('jsBytes'), s('jsBytes'))})`,
        `${c('jsRequests')} / ${s('jsRequests')}`,
        `${c('requests')} / ${s('requests')}`,
        `${share(route, 'composed')} / ${share(route, 'single-bundle')}`,
        `${held(route, 'composed')} / ${held(route, 'single-bundle')}`,
      ];
    }),
  );
  const tables = [`Lighthouse simulated, median of ${RUNS}:\n\n${simulated}`];
  // The same runs without those whose first frame was held (above): what the simulation makes of the loads Chromium drew
  // when the page was ready. Shown beside the medians of all runs, never instead of them; the targets use all runs.
  if (ROUTES.some((route) => BUILDS.some((b) => runsOf('simulated', route, b.name).some((m) => m.held)))) {
    const drawn = (route, build) => runsOf('simulated', route, build).filter((m) => !m.held);
    const dmed = (route, build, f) => median(drawn(route, build).map((m) => m[f]));
    const unheld = mdTable(
      ['route', 'runs', 'perf score', 'LCP (ratio)', 'LCP ÷ FCP', 'TBT (ratio)'],
      ROUTES.map((route) => {
        const c = (f) => dmed(route, 'composed', f);
        const s = (f) => dmed(route, 'single-bundle', f);
        return [
          route,
          `${drawn(route, 'composed').length} / ${drawn(route, 'single-bundle').length}`,
          `${score(c('score'))} / ${score(s('score'))}`,
          `${ms(c('lcp'))} / ${ms(s('lcp'))} ms (${ratio(c('lcp'), s('lcp'))})`,
          `${ratio(c('lcp'), c('fcp'))} / ${ratio(s('lcp'), s('fcp'))}`,
          `${ms(c('tbt'))} / ${ms(s('tbt'))} ms (${ratio(c('tbt'), s('tbt'))})`,
        ];
      }),
    );
    tables.push(`Lighthouse simulated, only the runs whose first frame was not held, median:\n\n${unheld}`);
  }
  if (DEVTOOLS_RUNS > 0) {
    const devtools = mdTable(
      ['route', 'perf score', 'LCP (ratio)', 'FCP', 'LCP ÷ FCP', 'TBT (ratio)', 'CLS'],
      ROUTES.map((route) => lighthouseCells('devtools', route)),
    );
    tables.push(
      `Lighthouse devtools-throttled (the browser slowed while it loads), median of ${DEVTOOLS_RUNS}:\n\n${devtools}`,
    );
  }
  if (TRACE_RUNS > 0) {
    const maxGap = (route, build) => Math.max(...runsOf('trace', route, build).map((m) => m.gap ?? Number.NaN));
    const element = (route, build) => describe(runsOf('trace', route, build).at(-1)?.element);
    const trace = mdTable(
      ['route', 'FCP', 'LCP (ratio)', 'LCP − FCP (worst run)', 'LCP element (composed, last run)'],
      ROUTES.map((route) => {
        const c = (f) => med('trace', route, 'composed', f);
        const s = (f) => med('trace', route, 'single-bundle', f);
        return [
          route,
          `${ms(c('fcp'))} / ${ms(s('fcp'))} ms`,
          `${ms(c('lcp'))} / ${ms(s('lcp'))} ms (${ratio(c('lcp'), s('lcp'))})`,
          `${ms(c('gap'))} (${ms(maxGap(route, 'composed'))}) / ${ms(s('gap'))} (${ms(maxGap(route, 'single-bundle'))}) ms`,
          element(route, 'composed').replaceAll('|', '\\|'),
        ];
      }),
    );
    tables.push(
      `Real trace (scripts/paint-trace.mjs: CPU ×${TRACE_RATE}, 1.6 Mbps, 150 ms over CDP; PerformanceObserver), median of ${TRACE_RUNS}:\n\n${trace}`,
    );
  }
  // Issue #22's targets, route by route, from the runs above (composed against the single bundle of the same run).
  const ok = (met) => (met ? 'met' : '**not met**');
  const targets = mdTable(
    [
      'route',
      'score ≥ single bundle',
      'LCP ≤ 1.0 × single bundle',
      'TBT ≤ 1.2 × single bundle',
      'LCP ÷ FCP ≤ 1.05',
      `real trace ×${TRACE_RATE}: LCP − FCP ≤ 100 ms`,
    ],
    ROUTES.map((route) => {
      const c = (f) => med('simulated', route, 'composed', f);
      const s = (f) => med('simulated', route, 'single-bundle', f);
      const gap = med('trace', route, 'composed', 'gap');
      return [
        route,
        `${ok(c('score') >= s('score'))} (${c('score')} / ${s('score')})`,
        `${ok(c('lcp') <= s('lcp'))} (${ratio(c('lcp'), s('lcp'))})`,
        // A TBT of a few ms on both sides is noise: under 50 ms (the score's own threshold for a long task) counts as met.
        `${ok(c('tbt') <= 1.2 * s('tbt') || c('tbt') < 50)} (${ratio(c('tbt'), s('tbt'))}, ${ms(c('tbt'))} ms)`,
        `${ok(c('lcp') / c('fcp') <= 1.05)} (${ratio(c('lcp'), c('fcp'))})`,
        TRACE_RUNS > 0 ? `${ok(gap <= 100)} (${ms(gap)} ms)` : '—',
      ];
    }),
  );
  tables.push(`Targets (issue #22), Lighthouse simulated unless said:\n\n${targets}`);
  const body = tables.join('\n\n');
  console.log(`\nValues are composed / single-bundle.\n\n${body}\n`);

  let chromium = 'unknown';
  try {
    chromium = execSync(`${CHROME ?? 'chromium'} --version`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    /* no version */
  }
  if (process.argv.includes('--no-write')) return;
  const date = new Date().toISOString().slice(0, 10);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}; Node ${process.version}; ${chromium}; Lighthouse ${JSON.parse(readFileSync(resolve(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}; load average at the end ${load}`;
  const run = `### ${date}\n\nMachine: ${machine}.\nRoutes ${ROUTES.join(', ')}; builds alternated; values are composed / single-bundle.\n\n${body}`;
  const written = recordRun({ marker: '<!-- bench:results -->', run, history: 'docs/history/first-load.md' });
  console.log(`written to ${written.join(', ')} (${date})`);
}

await main();
