#!/usr/bin/env node
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium } from 'playwright';
/**
 * First and largest paint as a real, slowed Chromium sees them — not Lighthouse's model of a slow phone, but the phone
 * applied for real over CDP (the slow-phone Playwright project's settings: CPU ×N, 1.6 Mbps down, 750 kbps up, 150 ms)
 * and the paints read from the page's own PerformanceObserver (`paint`, `largest-contentful-paint`), with the element
 * the largest paint was of.
 *
 *   node scripts/paint-trace.ts                       serve both builds (as npm start / start:mono), trace the bench
 *                                                      routes at CPU ×4 and ×6, print a table
 *   node scripts/paint-trace.ts --runs=3 --rates=4,6 --routes=/,/menu --builds=composed,single-bundle
 *   node scripts/paint-trace.ts --no-serve            the servers are already up
 *   node scripts/paint-trace.ts --root=/other/checkout   serve another checkout's builds (its own serve.ts)
 *   node scripts/paint-trace.ts --trace=/tmp/dir      also write a Chrome trace per run (for chrome://tracing)
 *
 * Runs in a private network namespace like everything that listens (see README): `unshare --net …`.
 * `scripts/bench.ts` uses `paintTrace` for its real-trace column.
 */
import APPS from '../packages/contract/apps.json' with { type: 'json' };
import CHROMIUM from '../packages/vite/chromium.json' with { type: 'json' };
import { BENCH_ROUTES } from './bench-routes.ts';
import { slowPhonePage } from './first-visit.ts';
import { waitForServer } from './nginx-front.ts';

export const BUILDS = [
  { name: 'composed', origin: `http://localhost:${APPS.shell.prodPort}` },
  { name: 'single-bundle', origin: `http://localhost:${APPS.mono.prodPort}` },
] as const;

/** An element as the page described it (OBSERVE's `who`): which part of the page, its tag, text or picture. */
export type PaintElement = {
  tag: string;
  id?: string;
  cls?: string;
  text?: string;
  src?: string;
  part: string | null;
};

/** What OBSERVE records in the page (`window.__paintTrace`). */
type Seen = {
  paints: { name: string; t: number }[];
  lcps: { t: number; renderTime: number; loadTime: number; size: number; url?: string; el: PaintElement | null }[];
};

/** What the page itself saw, read after it came to rest. Runs in the page (as a string: no bundler here). */
const OBSERVE = `(() => {
  const seen = (window.__paintTrace = { paints: [], lcps: [] });
  const who = (el) => {
    if (!el) return null;
    const text = (el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 60);
    const slice = el.closest('[data-remote]');
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id || undefined,
      cls: (el.getAttribute('class') || '').slice(0, 80) || undefined,
      text: text || undefined,
      src: el.currentSrc || el.src || undefined,
      part: slice ? slice.getAttribute('data-remote') : el.closest('header') ? 'header' : el.closest('aside') ? 'banner' : 'page',
    };
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.paints.push({ name: e.name, t: e.startTime });
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      seen.lcps.push({ t: e.startTime, renderTime: e.renderTime, loadTime: e.loadTime, size: e.size, url: e.url || undefined, el: who(e.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/**
 * Load `url` in a fresh context on a slowed phone and return its first and largest paint.
 */
export async function paintTrace(
  browser: Browser,
  url: string,
  { cpuRate, tracePath, settleMs = 60_000 }: { cpuRate: number; tracePath?: string | undefined; settleMs?: number },
) {
  const { context, page } = await slowPhonePage(browser, {
    cpuRate,
    context: { viewport: { width: 390, height: 844 } },
  });
  try {
    await page.addInitScript(OBSERVE);
    if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: true });
    await page.goto(url, { waitUntil: 'load', timeout: settleMs });
    // The page at rest: the composed site's slice committed (`data-live`; the single bundle has no such mark), the
    // network quiet, then two frames so the last paint's entries are delivered.
    await page
      .waitForFunction(
        () => !document.querySelector('[data-remote]') || !!document.querySelector('[data-live]'),
        null,
        {
          timeout: settleMs,
        },
      )
      .catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: settleMs }).catch(() => undefined);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    if (tracePath) await browser.stopTracing();
    const seen = await page.evaluate(() => (window as unknown as { __paintTrace: Seen }).__paintTrace);
    const fcp = seen.paints.find((p) => p.name === 'first-contentful-paint')?.t;
    const last = seen.lcps.at(-1);
    return {
      fcp,
      lcp: last?.t,
      gap: last && fcp !== undefined ? last.t - fcp : undefined,
      element: last?.el ?? null,
      candidates: seen.lcps.map((e) => ({ t: Math.round(e.t), size: e.size, el: e.el })),
    };
  } finally {
    await context.close();
  }
}

/** `part:tag "text…"` — which element the largest paint was of, short. */
export function describe(element: PaintElement | null | undefined) {
  if (!element) return '—';
  const what = element.text
    ? `"${element.text.slice(0, 28)}${element.text.length > 28 ? '…' : ''}"`
    : element.src
      ? element.src.split('/').pop()
      : '';
  return `${element.part} ${element.tag} ${what}`.trim();
}

export function launchChromium() {
  const executablePath = process.env.CHROME_PATH ?? (existsSync(CHROMIUM.debianPath) ? CHROMIUM.debianPath : undefined);
  return chromium.launch({ executablePath, args: CHROMIUM.args });
}

/** A server of the bench answers: the nginx front's poll, with the bench's 30 s. */
const waitFor = (url: string) => waitForServer(url, 30_000);

/** Both builds served as `npm start` and `npm run start:mono` serve them, from `root`'s builds. Returns a stop(). */
export async function serveBoth(root: string) {
  const servers = [
    spawn(process.execPath, ['packages/server/serve.ts'], { cwd: root, stdio: 'ignore' }),
    spawn(process.execPath, ['packages/server/serve.ts', '--mono'], { cwd: root, stdio: 'ignore' }),
  ];
  const stop = () => {
    for (const s of servers) s.kill();
  };
  process.on('exit', stop);
  await Promise.all(Object.values(APPS.remotes).map((r) => waitFor(`http://localhost:${r.prodPort}/remoteEntry.js`)));
  await waitFor(`${BUILDS[0].origin}/`);
  await waitFor(`${BUILDS[1].origin}/`);
  return stop;
}

/** The median of the finite numbers among `xs` (NaN when there is none). */
const median = (xs: unknown[]) => {
  const s = xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export { median };

async function main() {
  const arg = <T>(name: string, fallback: T) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const runs = Number(arg('runs', 3));
  const rates = arg('rates', '4,6').split(',').map(Number);
  const routes = arg('routes', BENCH_ROUTES.join(',')).split(',');
  const builds = BUILDS.filter((b) => arg('builds', 'composed,single-bundle').split(',').includes(b.name));
  const traceDir = arg('trace', undefined);
  const json = arg('json', undefined);
  const root = resolve(arg('root', resolve(import.meta.dirname, '..')));
  const stop = process.argv.includes('--no-serve') ? () => undefined : await serveBoth(root);
  const browser = await launchChromium();
  const results = [];
  try {
    for (const rate of rates) {
      for (const route of routes) {
        for (let i = 0; i < runs; i++) {
          const order = i % 2 === 0 ? builds : [...builds].reverse();
          for (const b of order) {
            const tracePath = traceDir
              ? `${traceDir}/${b.name}${route.replaceAll('/', '_')}-x${rate}-${i + 1}.json`
              : undefined;
            const r = await paintTrace(browser, `${b.origin}${route}`, { cpuRate: rate, tracePath });
            results.push({ rate, route, build: b.name, run: i + 1, ...r });
            process.stderr.write(
              `×${rate} ${route.padEnd(18)} ${b.name.padEnd(13)} run ${i + 1}: FCP ${Math.round(r.fcp ?? Number.NaN)} LCP ${Math.round(r.lcp ?? Number.NaN)} gap ${Math.round(r.gap ?? Number.NaN)} ms  ${describe(r.element)}\n`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    stop();
  }
  if (json) writeFileSync(json, JSON.stringify(results, null, 2));
  console.log(`\nMedian of ${runs}; FCP / LCP / LCP − FCP in ms; the LCP element of the last run.\n`);
  console.log('| CPU | route | build | FCP | LCP | gap (max) | LCP element |\n|---|---|---|---|---|---|---|');
  for (const rate of rates)
    for (const route of routes)
      for (const b of builds) {
        const rs = results.filter((r) => r.rate === rate && r.route === route && r.build === b.name);
        const m = (f: 'fcp' | 'lcp' | 'gap') => Math.round(median(rs.map((r) => r[f])));
        const max = Math.round(Math.max(...rs.map((r) => r.gap ?? Number.NaN)));
        console.log(
          `| ×${rate} | ${route} | ${b.name} | ${m('fcp')} | ${m('lcp')} | ${m('gap')} (${max}) | ${describe(rs.at(-1)?.element)} |`,
        );
      }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
