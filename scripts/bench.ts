#!/usr/bin/env node
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import type { LaunchedChrome } from 'chrome-launcher';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
/**
 * The composed site against a single-bundle build of itself, as customers feel it (issues #43, #52).
 *   npm run bench                 build both, serve both, measure, print the tables, write docs/performance.md
 *                                 (the run it replaces goes to docs/history/first-load.md)
 *   npm run bench -- --no-build   measure what is already built
 *   npm run bench -- --runs=3 --routes=/,/menu --rates=4,1 --fronts=http1,h2
 *   npm run bench -- --fronts=h2-one-origin   an experiment: nginx serving every remote under the site's own origin
 *   npm run bench -- --busy       one core kept busy by another process throughout (a busy phone, a busy machine)
 *   npm run bench -- --lighthouse-runs=3 --devtools-runs=0   Lighthouse's figures beside them (0 leaves one out)
 *   npm run bench -- --waterfall  print each route's first load: its requests, who started each, the critical chain
 *   npm run bench -- --trace=/tmp/dir   also a Chrome trace (main thread, network, screenshots) of every load
 *   npm run bench -- --no-write   print only
 * The measurement (scripts/first-visit.ts): a first visit in a real Chromium, a phone applied over CDP (CPU ×4 and ×1,
 * the same network: 150 ms, 1.6 Mbps down, 750 kbps up), both builds alternated, median of `--runs` (3): first paint,
 * when the slice is live (`data-live`), when the main thread is quiet for good (end of the last long task), the page's
 * script bytes and requests, and the round trips one after the other before the slice ran. Over HTTP/1.1 from
 * `npm start`'s and `npm run start:mono`'s servers ("http1"), and through nginx with deploy/nginx.conf (HTTP/2 over TLS,
 * scripts/nginx-front.ts; the single bundle behind the same nginx) ("h2").
 * Lighthouse 12 simulated (mobile default: a model of slow 4G and a 4× CPU) is recorded beside it, over HTTP/1.1; it is
 * not a target (on hosts where Chromium holds the first frame under its phone emulation it measures the harness).
 * Run it in a private network namespace (it listens on the site's ports): `unshare --net bash -c 'ip link set lo up;
 * npm run bench'`.
 */
import CHROMIUM from '../packages/vite/chromium.json' with { type: 'json' };
import { BENCH_ROUTES } from './bench-routes.ts';
import { recordRun } from './doc-runs.ts';
import { firstVisit, waterfall } from './first-visit.ts';
import { monoOrigin, NGINX, shellOrigin, startFront } from './nginx-front.ts';
import { hasElementQuoted, pageText } from './page-html.ts';
import { BUILDS, median, serveBoth } from './paint-trace.ts';

const root = resolve(import.meta.dirname, '..');
const arg = <T>(name: string, fallback: T) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(arg('runs', 3));
const LIGHTHOUSE_RUNS = Number(arg('lighthouse-runs', 3));
const DEVTOOLS_RUNS = Number(arg('devtools-runs', 0));
const RATES = arg('rates', '4,1').split(',').map(Number);
const FRONTS = arg('fronts', 'http1,h2').split(',');
const ROUTES = arg('routes', BENCH_ROUTES.join(',')).split(',');
const BUSY = process.argv.includes('--busy');
const WATERFALL = process.argv.includes('--waterfall');
const TRACE_DIR = arg('trace', undefined);
const CHROME = process.env.CHROME_PATH ?? (existsSync(CHROMIUM.debianPath) ? CHROMIUM.debianPath : undefined);
const FLAGS = CHROMIUM.args;
/**
 * Targets of issue #52, composed against its own first paint and against the single bundle of the same run: live
 * within 1.2 s of the first paint (stretch: 1.0 s), at most 250 ms after the single bundle's, script ≤ 1.30 × its.
 */
const TARGET = { liveAfterPaintMs: 1200, liveAfterPaintStretchMs: 1000, liveOverSingleMs: 250, jsBytes: 1.3 };

/** A run's figures by name: a first visit's (first-visit.ts) or Lighthouse's (`measure`). */
type Figures = Record<string, unknown>;
/** Every run's figures, by `front rate route build` or `kind route build`. */
type Samples = Record<string, Figures[]>;
/** How Lighthouse slows the load: its model of a slow phone, or the page slowed for real. */
type Throttling = 'simulate' | 'devtools';

/** A number that is finite (Number.isFinite: never true of anything but a number). */
const finite = (x: unknown): x is number => Number.isFinite(x);

function run(cmd: string) {
  execSync(cmd, { cwd: root, stdio: 'inherit' });
}

/** The page's shown text (scripts and comments not), holding the start of `label`? */
function inHtml(html: string, label: string) {
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
async function clearSite(cdp: Browser, url: string) {
  const page = await (cdp.contexts()[0] as BrowserContext).newPage();
  try {
    const session = await page.context().newCDPSession(page);
    await session.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    await session.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
  await new Promise((done) => setTimeout(done, 1000));
}

async function measure(chrome: LaunchedChrome, cdp: Browser, url: string, throttlingMethod: Throttling = 'simulate') {
  await clearSite(cdp, url);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const observed = itemsOf<Observed>(audits.metrics?.details)?.[0] ?? {};
  const items =
    itemsOf<{ resourceType: string; transferSize: number; requestCount: number }>(
      audits['resource-summary']?.details,
    ) ?? [];
  const of = (type: string) => items.find((i) => i.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  // Is what the customer sees as the largest paint already in the HTML the server sent (no script needed)?
  const lcpNode = itemsOf<{ items?: { node?: { nodeLabel?: string; snippet?: string } }[] }>(
    audits['largest-contentful-paint-element']?.details,
  )?.[0]?.items?.[0]?.node;
  const html = await fetch(url).then((r) => r.text());
  return {
    contentInHtml: inHtml(html, lcpNode?.nodeLabel ?? '') || hasElementQuoted(html, lcpNode?.snippet ?? ''),
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue,
    fcp: audits['first-contentful-paint']?.numericValue,
    tbt: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    jsBytes: of('script').transferSize,
    jsRequests: of('script').requestCount,
    requests: of('total').requestCount,
    held: throttlingMethod === 'simulate' && heldFirstFrame(observed),
  };
}

/**
 * An audit's `details.items`, as the rows read here (Lighthouse types `details` as any of its kinds, most of which
 * have no `items`); undefined when there are none.
 */
const itemsOf = <T>(details: unknown) => (details as { items?: T[] } | undefined)?.items;

/** What Lighthouse's `metrics` audit observed in the unthrottled load (ms). */
type Observed = { observedFirstContentfulPaint?: number; observedDomContentLoaded?: number };

/** How long after the HTML is parsed (DOMContentLoaded) the first frame of an unthrottled load may come (ms). */
const HELD_FRAME_MS = 500;

/**
 * Was the first frame of Lighthouse's unthrottled, observed load held back? In some loads headless Chromium, under
 * Lighthouse's phone emulation, activated the page's first frame (~300 ms) and then drew nothing until ~1.25 s after
 * navigation, with the main thread idle meanwhile: the display had drawn none of the tab's first frames, so Chromium's
 * compositor sent it one frame a second (`ThrottleUndrawnFrames`). The simulation then counts every file that finished
 * in that second as needed for the first paint. docs/performance.md has the traces. Such runs stay in the medians;
 * they are counted.
 */
function heldFirstFrame({ observedFirstContentfulPaint: fcp, observedDomContentLoaded: dcl }: Observed) {
  return finite(fcp) && finite(dcl) && fcp - dcl > HELD_FRAME_MS;
}

/** The two builds on one front: composed first, then the single bundle (alternated per run). */
async function openFront(front: string) {
  if (front === 'http1')
    return { builds: BUILDS, stop: () => undefined, label: 'HTTP/1.1 (`npm start`, `npm run start:mono`)' };
  if (front !== 'h2' && front !== 'h2-one-origin')
    throw new Error(`--fronts: http1, h2 or h2-one-origin, not ${front}`);
  if (!existsSync(NGINX))
    throw new Error(`nginx is not installed (${NGINX}): apt-get install nginx, or --fronts=http1`);
  // h2-one-origin: the remotes' files under the site's own origin (one connection, one TLS handshake), an experiment.
  const { stop } = await startFront({ withMono: true, oneOrigin: front === 'h2-one-origin' });
  return {
    builds: [
      { name: 'composed', origin: shellOrigin },
      { name: 'single-bundle', origin: monoOrigin },
    ],
    stop,
    label: `HTTP/2 over TLS through nginx (deploy/nginx.conf, scripts/nginx-front.ts)${front === 'h2-one-origin' ? ", every file on the site's origin" : ''}`,
  };
}

/** Another process spinning on one core for the whole run (`--busy`). */
function busyCore() {
  const spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const stop = () => spinner.kill();
  process.on('exit', stop);
  return stop;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    run('npm run build');
    run('npm run build:mono');
  }
  const stopBusy = BUSY ? busyCore() : () => undefined;
  const stop = await serveBoth(root);
  const samples: Samples = {};
  const labels: Record<string, string> = {};
  try {
    if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
    for (const frontName of FRONTS) {
      const front = await openFront(frontName);
      labels[frontName] = front.label;
      const browser = await chromium.launch({
        executablePath: CHROME,
        args: [...FLAGS, '--ignore-certificate-errors'],
      });
      try {
        // One load of each build first, not measured: a fresh browser's very first page showed its first frame ~1 s late.
        for (const b of front.builds) await firstVisit(browser, `${b.origin}/`, { cpuRate: 1 }).catch(() => undefined);
        for (const rate of RATES) {
          for (const route of ROUTES) {
            for (let i = 0; i < RUNS; i++) {
              const order = i % 2 === 0 ? front.builds : [...front.builds].reverse();
              for (const b of order) {
                const tracePath = TRACE_DIR
                  ? `${TRACE_DIR}/${frontName}-x${rate}${route.replaceAll('/', '_')}-${b.name}-${i + 1}.json`
                  : undefined;
                const m = await firstVisit(browser, `${b.origin}${route}`, { cpuRate: rate, tracePath });
                const key = `${frontName} ${rate} ${route} ${b.name}`;
                samples[key] ??= [];
                samples[key].push(m);
                process.stderr.write(
                  `${frontName} ×${rate} ${route.padEnd(17)} ${b.name.padEnd(13)} run ${i + 1}: FCP ${ms(m.fcp)}, live ${ms(m.live)}, quiet ${ms(m.quiet)} ms, JS ${kb(m.jsBytes)} in ${m.jsRequests} (${m.protocols}, ${m.origins} origins), ${m.depth} round trips\n`,
                );
                if (WATERFALL && i === 0) {
                  console.log(
                    `\n${key}: critical chain (${m.depth}):\n  ${m.chain.join('\n  ')}\n${waterfall(m.requests)}\n`,
                  );
                }
              }
            }
          }
        }
      } finally {
        await browser.close();
        await front.stop();
      }
    }
    if (LIGHTHOUSE_RUNS > 0 || DEVTOOLS_RUNS > 0) await lighthouseRuns(samples);
  } finally {
    stop();
    stopBusy();
  }
  report(samples, labels);
}

/** Lighthouse's own figures, over HTTP/1.1 (recorded, not targets). */
async function lighthouseRuns(samples: Samples) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    for (const b of BUILDS) {
      const page = await (cdp.contexts()[0] as BrowserContext).newPage();
      await page.goto(`${b.origin}/`);
      await page.close();
    }
    const each = async (kind: string, runs: number, throttlingMethod: Throttling) => {
      for (const route of ROUTES) {
        for (let i = 0; i < runs; i++) {
          for (const b of i % 2 === 0 ? BUILDS : [...BUILDS].reverse()) {
            const m = await measure(chrome, cdp, `${b.origin}${route}`, throttlingMethod);
            const key = `${kind} ${route} ${b.name}`;
            samples[key] ??= [];
            samples[key].push(m);
            process.stderr.write(
              `${key.padEnd(45)} run ${i + 1}: score ${m.score}, FCP ${ms(m.fcp)}, LCP ${ms(m.lcp)} ms\n`,
            );
          }
        }
      }
    };
    await each('simulated', LIGHTHOUSE_RUNS, 'simulate');
    if (DEVTOOLS_RUNS > 0) await each('devtools', DEVTOOLS_RUNS, 'devtools');
  } finally {
    await chrome.kill();
  }
}

const ms = (x: number | undefined) => (finite(x) ? `${Math.round(x)}` : '—');
const kb = (b: number) => (finite(b) ? `${(b / 1024).toFixed(1)} KB` : '—');
const ratioOf = (a: number, b: number) => a / b;
/** A difference in ms with its sign: +230, −40. */
const signed = (x: number) => (finite(x) ? `${x < 0 ? '−' : '+'}${Math.abs(Math.round(x))}` : '—');
const ratio = (a: number, b: number) => (finite(a / b) ? `×${(a / b).toFixed(2)}` : '—');
const mdTable = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );

function report(samples: Samples, labels: Record<string, string>) {
  const runsOf = (key: string) => samples[key] ?? [];
  const med = (key: string, field: string) => median(runsOf(key).map((m) => m[field]));
  const tables: string[] = [];
  // The first visit: one table per front and CPU rate.
  for (const front of FRONTS) {
    for (const rate of RATES) {
      const rows = ROUTES.map((route) => {
        const c = (f: string) => med(`${front} ${rate} ${route} composed`, f);
        const s = (f: string) => med(`${front} ${rate} ${route} single-bundle`, f);
        return [
          route,
          `${ms(c('fcp'))} / ${ms(s('fcp'))}`,
          `**${ms(c('live'))} / ${ms(s('live'))} (${ratio(c('live'), s('live'))})**`,
          `**${ms(c('live') - c('fcp'))}** / ${ms(s('live') - s('fcp'))}`,
          `**${signed(c('live') - s('live'))}**`,
          `${ms(c('quiet'))} / ${ms(s('quiet'))} (${ratio(c('quiet'), s('quiet'))})`,
          `${kb(c('jsBytes'))} / ${kb(s('jsBytes'))} (${ratio(c('jsBytes'), s('jsBytes'))})`,
          `${c('jsRequests')} / ${s('jsRequests')}`,
          `${c('depth')} / ${s('depth')}`,
          `${ms(c('lcp') - c('fcp'))} / ${ms(s('lcp') - s('fcp'))}`,
        ];
      });
      tables.push(
        `First visit, ${labels[front]}, CPU ×${rate}, median of ${RUNS}:\n\n${mdTable(
          [
            'route',
            'FCP ms',
            'live ms (ratio)',
            'live − FCP ms',
            'live, composed − single ms',
            'quiet ms (ratio)',
            'script bytes (ratio)',
            'script requests',
            'round trips before live',
            'LCP − FCP ms',
          ],
          rows,
        )}`,
      );
    }
  }
  // Issue #52's targets, at CPU ×4 on every front.
  const ok = (met: boolean) => (met ? 'met' : '**not met**');
  const targetRate = RATES.includes(4) ? 4 : RATES[0];
  const targetRows = FRONTS.flatMap((front) =>
    ROUTES.map((route) => {
      const c = (f: string) => med(`${front} ${targetRate} ${route} composed`, f);
      const s = (f: string) => med(`${front} ${targetRate} ${route} single-bundle`, f);
      const afterPaint = c('live') - c('fcp');
      const overSingle = c('live') - s('live');
      return [
        `${route} (${front})`,
        `${ok(afterPaint <= TARGET.liveAfterPaintMs)} (${ms(afterPaint)} ms)`,
        `${ok(overSingle <= TARGET.liveOverSingleMs)} (${signed(overSingle)} ms)`,
        `${ok(ratioOf(c('jsBytes'), s('jsBytes')) <= TARGET.jsBytes)} (${ratio(c('jsBytes'), s('jsBytes'))})`,
        `${ok(afterPaint <= TARGET.liveAfterPaintStretchMs)} (${ms(afterPaint)} ms)`,
      ];
    }),
  );
  tables.push(
    `Targets (issue #52), CPU ×${targetRate}, the composed site against its first paint and the single bundle of the same run (TBT: Lighthouse's table below):\n\n${mdTable(
      [
        'route (front)',
        `live − FCP ≤ ${TARGET.liveAfterPaintMs} ms`,
        `live, composed − single ≤ ${TARGET.liveOverSingleMs} ms`,
        `script bytes ≤ ${TARGET.jsBytes.toFixed(2)} × single`,
        `stretch: live − FCP ≤ ${TARGET.liveAfterPaintStretchMs} ms`,
      ],
      targetRows,
    )}`,
  );
  if (LIGHTHOUSE_RUNS > 0) tables.push(lighthouseTable(runsOf, 'simulated', LIGHTHOUSE_RUNS));
  if (DEVTOOLS_RUNS > 0) tables.push(lighthouseTable(runsOf, 'devtools', DEVTOOLS_RUNS));
  const body = tables.join('\n\n');
  console.log(`\nValues are composed / single-bundle.\n\n${body}\n`);
  if (process.argv.includes('--no-write')) return;

  let chromiumVersion = 'unknown';
  try {
    chromiumVersion = execSync(`${CHROME ?? 'chromium'} --version`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    /* no version */
  }
  const date = new Date().toISOString().slice(0, 10);
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}; Node ${process.version}; ${chromiumVersion}; Lighthouse ${JSON.parse(readFileSync(resolve(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}; load average at the end ${load}${BUSY ? '; one core kept busy by another process throughout (--busy)' : ''}`;
  const command = `\`npm run bench${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\``;
  const run = `### ${date}${BUSY ? ' (busy)' : ''}\n\nMachine: ${machine}.\nRoutes ${ROUTES.join(', ')}; builds alternated; values are composed / single-bundle. ${command}.\n\n${body}`;
  const written = recordRun({ marker: '<!-- bench:results -->', run, history: 'docs/history/first-load.md' });
  console.log(`written to ${written.join(', ')} (${date})`);
}

/** Lighthouse's figures (recorded, not targets): score, LCP, FCP, TBT, CLS, its JS and request counts. */
function lighthouseTable(runsOf: (key: string) => Figures[], kind: string, runs: number) {
  const med = (route: string, build: string, f: string) => median(runsOf(`${kind} ${route} ${build}`).map((m) => m[f]));
  const held = (route: string, build: string) => {
    const r = runsOf(`${kind} ${route} ${build}`);
    return `${r.filter((m) => m.held).length}/${r.length}`;
  };
  const rows = ROUTES.map((route) => {
    const c = (f: string) => med(route, 'composed', f);
    const s = (f: string) => med(route, 'single-bundle', f);
    return [
      route,
      `${c('score')} / ${s('score')}`,
      `${ms(c('lcp'))} / ${ms(s('lcp'))} ms (${ratio(c('lcp'), s('lcp'))})`,
      `${ms(c('fcp'))} / ${ms(s('fcp'))} ms`,
      `${ms(c('tbt'))} / ${ms(s('tbt'))} ms`,
      `${c('cls').toFixed(3)} / ${s('cls').toFixed(3)}`,
      `${kb(c('jsBytes'))} / ${kb(s('jsBytes'))} (${ratio(c('jsBytes'), s('jsBytes'))})`,
      `${c('jsRequests')} / ${s('jsRequests')}`,
      kind === 'simulated' ? `${held(route, 'composed')} / ${held(route, 'single-bundle')}` : '—',
    ];
  });
  const title =
    kind === 'simulated'
      ? `Lighthouse simulated (a model of slow 4G and CPU ×4; recorded, not a target), HTTP/1.1, median of ${runs}`
      : `Lighthouse devtools-throttled (recorded, not a target), HTTP/1.1, median of ${runs}`;
  return `${title}:\n\n${mdTable(
    ['route', 'score', 'LCP (ratio)', 'FCP', 'TBT', 'CLS', 'JS gzip (ratio)', 'JS requests', 'first frame held'],
    rows,
  )}`;
}

await main();
