/**
 * A page's module requests the way customers get them (issue #24): the composed site loaded in Chromium, slowed like
 * a phone (CPU ×4; 1.6 Mbps down, 750 kbps up, 150 ms round trip), once from `npm start`'s servers (HTTP/1.1, one
 * origin per app) and once through nginx with deploy/nginx.conf (HTTP/2 over TLS), alternately, median of N loads.
 * Per load: first and largest paint, the page's JavaScript files (how many, over which protocol, when the last one
 * arrived) and when the slice's code was running (`data-live`). Used by `npm run bench:server` (its last section).
 */
import { type Browser, chromium } from 'playwright-core';
import CHROMIUM from '../packages/vite/chromium.json' with { type: 'json' };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] as number) : Number.NaN;
};

/** What `observe` records in the page (`window.__bench`). */
type Marks = { fcp: number; lcp: number; live: number };
/** The page's window, with what `observe` put on it. */
type Observed = { __bench: Marks };

/** Records paints and the moment a slice is live, from the first byte of the document on. */
function observe() {
  const w = window as unknown as Observed;
  w.__bench = { fcp: 0, lcp: 0, live: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) w.__bench.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, mo) => {
    if (document.querySelector('[data-remote][data-live]')) {
      w.__bench.live = performance.now();
      mo.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'], childList: true });
}

async function loadOnce(browser: Browser, url: string) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = new Map<string, { url: string; start: number; end?: number; protocol?: string }>();
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!t0 && e.type === 'Document') t0 = e.timestamp;
    requests.set(e.requestId, { url: e.request.url, start: e.timestamp });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.protocol = e.response.protocol;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as Observed).__bench.live > 0, null, { timeout: 120_000 });
  // The largest paint is final once the page has been still for a moment (no input here to end it).
  await page.waitForTimeout(500);
  const marks = await page.evaluate(() => (window as unknown as Observed).__bench);
  const scripts = [...requests.values()].filter((r) => new URL(r.url).pathname.endsWith('.js') && r.end);
  await context.close();
  return {
    fcp: marks.fcp,
    lcp: marks.lcp,
    live: marks.live,
    scripts: scripts.length,
    lastScript: scripts.length ? (Math.max(...scripts.map((r) => r.end ?? 0)) - t0) * 1000 : Number.NaN,
    protocols: [...new Set(scripts.map((r) => r.protocol ?? '?'))].join('+'),
  };
}

export async function benchFronts(fronts: { name: string; origin: string }[], routes: string[], runs = 3) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM.debianPath,
    args: [...CHROMIUM.args.filter((a) => !a.startsWith('--headless')), '--ignore-certificate-errors'],
  });
  const rows = [];
  try {
    for (const route of routes) {
      const samples: Record<string, Awaited<ReturnType<typeof loadOnce>>[]> = Object.fromEntries(
        fronts.map((f) => [f.name, []]),
      );
      for (let i = 0; i < runs; i++) {
        for (const f of i % 2 ? [...fronts].reverse() : fronts) {
          const sample = await loadOnce(browser, f.origin + route);
          samples[f.name]?.push(sample);
        }
      }
      for (const f of fronts) {
        const s = samples[f.name] ?? [];
        const row = {
          route,
          front: f.name,
          fcp: Math.round(median(s.map((x) => x.fcp))),
          lcp: Math.round(median(s.map((x) => x.lcp))),
          live: Math.round(median(s.map((x) => x.live))),
          scripts: median(s.map((x) => x.scripts)),
          lastScript: Math.round(median(s.map((x) => x.lastScript))),
          protocols: [...new Set(s.map((x) => x.protocols))].join(', '),
        };
        console.log(
          `[bench:front] ${route} ${f.name}: FCP ${row.fcp} ms, LCP ${row.lcp}, ${row.scripts} scripts (${row.protocols}) all in by ${row.lastScript} ms, live ${row.live} ms`,
        );
        rows.push(row);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
