#!/usr/bin/env node
/**
 * A repeat visit with the service worker warm (docs/offline.md), on a slowed phone, online
 * and offline:
 *   npm run bench:repeat                  measure the built site (npm run build first), write docs/performance.md
 *                                         (the run it replaces goes to docs/history/repeat-visit.md)
 *   npm run bench:repeat -- --runs=5 --no-write
 * Per route: one fresh browser profile visits it once online and waits until the worker has kept the site
 * (`<html data-offline-ready>`); then each run opens the route again in a new tab of that profile with the CPU slowed
 * ×4 and a slow-4G network (150 ms, 1.6 Mbps down, 750 kbps up — set over CDP on the page AND on the service worker,
 * whose own requests a page's throttling does not cover), or offline. Measured in the page: first contentful paint and
 * largest contentful paint (PerformanceObserver), and "live" — when the slice's code has committed and its controls
 * answer (the shell's `data-live` on the slice's container). Median of the runs.
 * Beside them: the same repeat visit without a worker (the browser's HTTP cache only), for the composed site and for
 * its single-bundle build (npm run build:mono), and Lighthouse's record of the repeat visit (a profile that visited
 * the route until the worker kept the site, then `disableStorageReset` so the worker and caches stay, devtools
 * throttling: CPU ×4 and slow 4G on the page; the worker's own requests are not slowed there). `--lighthouse-runs=N`.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import APPS from '../packages/contract/apps.json' with { type: 'json' };
import CHROMIUM from '../packages/vite/chromium.json' with { type: 'json' };
import { BENCH_ROUTES } from './bench-routes.ts';
import { recordRun } from './doc-runs.ts';
import { waitForServer } from './nginx-front.ts';
import { BUILDS, serveBoth } from './paint-trace.ts';

const ROOT = resolve(import.meta.dirname, '..');
const arg = <T>(name: string, fallback: T) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(arg('runs', 3));
const ROUTES = arg('routes', BENCH_ROUTES.join(',')).split(',');
const LIGHTHOUSE_RUNS = Number(arg('lighthouse-runs', RUNS));
const WRITE = !process.argv.includes('--no-write');
const SHELL = `http://localhost:${APPS.shell.prodPort}`;
const SINGLE = BUILDS.find((b) => b.name === 'single-bundle')?.origin ?? `http://localhost:${APPS.mono.prodPort}`;
const CPU_RATE = 4;
/** Lighthouse's "slow 4G" (its mobile default): 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A server of the bench answers: the nginx front's poll, with the bench's 30 s. */
const waitFor = (url: string) => waitForServer(url, 30_000);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** What `recordTimings` records in the page (`window.__repeatVisit`): null until seen. */
type Timings = { fcp: number | null; lcp: number | null; live: number | null };
/** The page's window, with what `recordTimings` put on it. */
type Observed = { __repeatVisit: Timings };
/** A route's median figures of one kind of visit (ms). */
type Three = { fcp: number; lcp: number; live: number };
/** Lighthouse's median figures of a route's repeat visit. */
type LighthouseFigures = { score: number; fcp: number; lcp: number; tbt: number };

/** In every page before its scripts: paints and the moment the slice is live, in ms since navigation start. */
function recordTimings() {
  const t: Timings = { fcp: null, lcp: null, live: null };
  (window as unknown as Observed).__repeatVisit = t;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') t.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) t.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (t.live === null && document.querySelector('main [data-remote][data-live]')) t.live = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, childList: true });
}

/**
 * CDP commands to the service worker's own target (its requests — the page itself, network first — are not the
 * page's, so the page's throttling leaves them alone), through the browser session.
 */
async function throttleServiceWorker(browserSession: CDPSession, conditions: typeof SLOW_4G) {
  const { targetInfos } = await browserSession.send('Target.getTargets');
  const workers = targetInfos.filter((t) => t.type === 'service_worker' && t.url.startsWith(SHELL));
  let id = 0;
  for (const worker of workers) {
    const { sessionId } = await browserSession.send('Target.attachToTarget', { targetId: worker.targetId });
    for (const [method, params] of [
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', conditions],
    ]) {
      id += 1;
      await browserSession.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
    }
  }
  return workers.length;
}

/** A fresh phone profile that has visited the route once; with the worker, once it has kept the site. */
async function visitedProfile(browser: Browser, route: string, serviceWorkers: 'allow' | 'block', origin = SHELL) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });
  await context.addCookies([{ name: 'disclaimer-dismissed', value: 'true', url: origin }]);
  await context.addInitScript(recordTimings);
  const first = await context.newPage();
  await first.goto(`${origin}${route}`);
  if (serviceWorkers === 'allow') {
    await first.locator('html[data-offline-ready]').waitFor({ state: 'attached', timeout: 120_000 });
  } else {
    await first.waitForLoadState('networkidle');
  }
  await first.close();
  return context;
}

async function visit(
  browserSession: CDPSession,
  context: BrowserContext,
  route: string,
  offline: boolean,
  expectWorker = true,
  origin = SHELL,
) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await cdp.send('Network.enable');
  if (offline) await context.setOffline(true);
  else {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await throttleServiceWorker(browserSession, SLOW_4G);
  }
  await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(
    () => {
      const seen = (window as unknown as Observed).__repeatVisit;
      return seen.live !== null && seen.lcp !== null;
    },
    null,
    { timeout: 60_000 },
  );
  // LCP settles once the page is live and has painted again.
  await page.waitForTimeout(500);
  const t = await page.evaluate(() => (window as unknown as Observed).__repeatVisit);
  const controlled = await page.evaluate(() => navigator.serviceWorker?.controller != null);
  if (offline) await context.setOffline(false);
  await page.close();
  if (controlled !== expectWorker) throw new Error(`${route}: service worker ${controlled ? 'present' : 'missing'}`);
  return t;
}

async function main() {
  if (!existsSync(resolve(ROOT, 'shell/dist/sw.js'))) throw new Error('shell/dist/sw.js missing: run npm run build');
  if (!existsSync(resolve(ROOT, 'mono/dist/index.html'))) throw new Error('mono/dist missing: run npm run build:mono');
  const stopServers = await serveBoth(ROOT);
  const executablePath = existsSync(CHROMIUM.debianPath) ? CHROMIUM.debianPath : undefined;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM.args });
  const version = browser.version();
  const rows: {
    route: string;
    online: Three;
    offline: Three;
    httpCache: Three;
    single: Three;
    lighthouse?: LighthouseFigures;
  }[] = [];
  try {
    await waitFor(`${SHELL}/sw.js`);
    const browserSession = await browser.newBrowserCDPSession();
    for (const route of ROUTES) {
      const context = await visitedProfile(browser, route, 'allow');
      // The same repeat visit without a worker: only the browser's HTTP cache (hashed files are immutable).
      const plain = await visitedProfile(browser, route, 'block');
      // And the single-bundle build's repeat visit (it has no worker): what the same pages cost without federation.
      const single = await visitedProfile(browser, route, 'block', SINGLE);
      const online: Timings[] = [];
      const offline: Timings[] = [];
      const httpCache: Timings[] = [];
      const singleBundle: Timings[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        online.push(await visit(browserSession, context, route, false));
        offline.push(await visit(browserSession, context, route, true));
        httpCache.push(await visit(browserSession, plain, route, false, false));
        singleBundle.push(await visit(browserSession, single, route, false, false, SINGLE));
      }
      // Each visit waited until live and LCP were seen (FCP comes before them).
      const pick = (runs: Timings[], key: keyof Timings) => Math.round(median(runs.map((r) => r[key] as number)));
      const row = {
        route,
        online: { fcp: pick(online, 'fcp'), lcp: pick(online, 'lcp'), live: pick(online, 'live') },
        offline: { fcp: pick(offline, 'fcp'), lcp: pick(offline, 'lcp'), live: pick(offline, 'live') },
        httpCache: { fcp: pick(httpCache, 'fcp'), lcp: pick(httpCache, 'lcp'), live: pick(httpCache, 'live') },
        single: { fcp: pick(singleBundle, 'fcp'), lcp: pick(singleBundle, 'lcp'), live: pick(singleBundle, 'live') },
      };
      console.log(JSON.stringify(row));
      rows.push(row);
      await context.close();
      await plain.close();
      await single.close();
    }
    await browser.close();
    if (LIGHTHOUSE_RUNS > 0) {
      for (const row of rows) row.lighthouse = await lighthouseRepeatVisit(row.route);
    }
  } finally {
    await browser.close().catch(() => undefined);
    stopServers();
  }
  const ms = (n: number) => `${n} ms`;
  const three = (x: Three) => [x.fcp, x.lcp, x.live].map(ms).join(' / ');
  const lh = (x: LighthouseFigures | undefined) =>
    x ? `${x.score} / ${ms(x.fcp)} / ${ms(x.lcp)} / ${ms(x.tbt)}` : '—';
  const table = [
    '| route | worker, online: FCP / LCP / live | worker, offline: FCP / LCP / live | no worker (HTTP cache), online: FCP / LCP / live | single bundle (HTTP cache), online: FCP / LCP / live | Lighthouse, worker, devtools-throttled: score / FCP / LCP / TBT |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.route}\` | ${three(r.online)} | ${three(r.offline)} | ${three(r.httpCache)} | ${three(r.single)} | ${lh(r.lighthouse)} |`,
    ),
  ].join('\n');
  console.log(table);
  if (!WRITE) return;
  // The load average at the end: on a shared machine, how many others wanted its cores meanwhile.
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${load} (1/5/15 min); Node ${process.version}; Chromium ${version}`;
  const run = `### ${new Date().toISOString().slice(0, 10)}\n\nMachine: ${machine}. CPU ×${CPU_RATE}; online: slow 4G (150 ms, 1.6 Mbps down, 750 kbps up) on the page and on its service worker; offline: no network. Median of ${RUNS} runs per route (Lighthouse: ${LIGHTHOUSE_RUNS}), each a new tab of a profile that visited the route once (\`npm run bench:repeat\`). "live": the slice's code committed, its controls answer (\`data-live\`). "No worker": the same repeat visit with service workers blocked, only the browser's HTTP cache (hashed files immutable, pages and entries revalidated); "single bundle": the same for \`npm run build:mono\`.\n\n${table}\n`;
  const written = recordRun({ marker: '<!-- bench:repeat -->', run, history: 'docs/history/repeat-visit.md' });
  console.log(`written to ${written.join(', ')}`);
}

/**
 * Lighthouse's record of a repeat visit: a Chromium that visited the route once and waited until the worker kept the
 * site, then Lighthouse with `disableStorageReset` (the worker, its caches and the HTTP cache stay) and devtools
 * throttling (CPU ×4 and slow 4G applied to the page while it loads). Median of the runs.
 */
async function lighthouseRepeatVisit(route: string): Promise<LighthouseFigures> {
  const chromePath = existsSync(CHROMIUM.debianPath) ? CHROMIUM.debianPath : undefined;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM.args });
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const first = await (cdp.contexts()[0] as BrowserContext).newPage();
    await first.goto(`${SHELL}${route}`);
    await first.locator('html[data-offline-ready]').waitFor({ state: 'attached', timeout: 120_000 });
    await first.close();
    const runs: { score: number; fcp?: number; lcp?: number; tbt?: number }[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
      const result = await lighthouse(`${SHELL}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: 'devtools',
        disableStorageReset: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${SHELL}${route}`);
      const { lhr } = result;
      const a = lhr.audits;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: a['first-contentful-paint']?.numericValue,
        lcp: a['largest-contentful-paint']?.numericValue,
        tbt: a['total-blocking-time']?.numericValue,
      });
      process.stderr.write(`lighthouse ${route} run ${i + 1}: ${JSON.stringify(runs.at(-1))}\n`);
    }
    // Lighthouse gives each of these audits its value.
    const pick = (key: keyof (typeof runs)[number]) => Math.round(median(runs.map((r) => r[key] as number)));
    return { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt') };
  } finally {
    await chrome.kill();
  }
}

await main();
