/**
 * A customer's first visit, as a real slowed Chromium sees it (issue #43): a fresh context (no cache, no service
 * worker), a phone over CDP (CPU ×N; 150 ms, 1.6 Mbps down, 750 kbps up), and from the page's own observers and the
 * browser's network events:
 *   fcp     first contentful paint
 *   lcp     largest contentful paint (the last candidate)
 *   live    the page's slice is live: its code committed, its controls answer (`data-live` on `main [data-remote]`,
 *           which the composed shell and the single bundle both set — shell/src/components/slice-frame.tsx)
 *   quiet   the main thread quiet for good: the end of the last long task (0 when there was none)
 *   jsBytes, jsRequests   the page's scripts on the wire (encoded bytes with headers, as the browser counts them), until
 *           the page is at rest
 *   depth   round trips the slice waited for: the longest chain of requests, each started by the one before it (the
 *           document, then what it names, then what those import…), among the scripts fetched before `live`
 *   chain   that chain's files
 *   reactToLive, reactAll   the main thread's time in React's scheduler (its MessageChannel tasks: hydration in slices,
 *           effects, the renders after): until `live`, and in all until the page is at rest; reactTasks how many
 * Used by scripts/bench.ts (`npm run bench`). All times in ms from the start of navigation.
 */
import { type Browser, type BrowserContextOptions, devices } from 'playwright';

export const SLOW_PHONE = { downKbps: 1600, upKbps: 750, latencyMs: 150 };

/** Runs in the page before its own scripts (a string: no bundler here). */
const OBSERVE = `(() => {
  const t = (window.__firstVisit = { fcp: 0, lcp: 0, live: 0, longTasks: [], react: [] });
  // React's scheduler works in MessageChannel tasks (port1.onmessage): each one timed, to see what hydration costs.
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  Object.defineProperty(MessagePort.prototype, 'onmessage', { ...onmessage, set(fn) {
    // Named, so a trace finds these tasks too (scripts/first-visit-ab.ts reads their CPU time there).
    onmessage.set.call(this, typeof fn !== 'function' ? fn : function campusReactTask(e) {
      const start = performance.now();
      try { return fn.call(this, e); } finally { t.react.push([start, performance.now()]); }
    });
  } });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') t.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) t.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) t.longTasks.push([e.startTime, e.startTime + e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const check = (_, mo) => {
    if (document.querySelector('main [data-remote][data-live]')) {
      t.live = performance.now();
      mo.disconnect();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-live'] });
})();`;

/** What OBSERVE records in the page (`window.__firstVisit`): [start, end] pairs for the long tasks and React's. */
type Seen = { fcp: number; lcp: number; live: number; longTasks: [number, number][]; react: [number, number][] };
/** The page's window, with what OBSERVE put on it. */
type Observed = { __firstVisit: Seen };

/** A request of the page, from the browser's network events. */
export type VisitRequest = {
  url: string;
  type?: string;
  start: number;
  end?: number;
  bytes: number;
  initiator?: string;
  protocol?: string;
};

/** How long the page must stay without a long task and without a request of its own to count as at rest (ms). */
const REST_MS = 2500;

/**
 * A fresh context (no cache, no service worker) on a slowed phone, applied for real over CDP: a Pixel 7, its CPU
 * ×`cpuRate`, the SLOW_PHONE network, the cache off. `context` options go over the Pixel 7's. The caller closes the
 * context; the CDP session is the page's, network events on.
 */
export async function slowPhonePage(
  browser: Browser,
  { cpuRate, context: options = {} }: { cpuRate: number; context?: BrowserContextOptions },
) {
  const context = await browser.newContext({ ...devices['Pixel 7'], ...options });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: (SLOW_PHONE.downKbps * 1000) / 8,
      uploadThroughput: (SLOW_PHONE.upKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * `traceCategories`: a lighter trace than Playwright's default (no screenshots, no sampling profiler), for reading
 * tasks' CPU time without the tracing's own cost in them
 */
export async function firstVisit(
  browser: Browser,
  url: string,
  {
    cpuRate,
    tracePath,
    traceCategories,
    timeoutMs = 60_000,
  }: { cpuRate: number; tracePath?: string | undefined; traceCategories?: string[]; timeoutMs?: number },
) {
  const { context, page, cdp } = await slowPhonePage(browser, {
    cpuRate,
    context: { viewport: { width: 412, height: 823 }, ignoreHTTPSErrors: true },
  });
  try {
    await page.addInitScript(OBSERVE);
    const requests = new Map<string, VisitRequest>();
    let inFlight = 0;
    let lastNetwork = Date.now();
    let t0 = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!t0 && e.type === 'Document') t0 = e.timestamp;
      const frame = e.initiator?.stack?.callFrames?.[0] ?? e.initiator?.stack?.parent?.callFrames?.[0];
      if (!requests.has(e.requestId)) inFlight++;
      requests.set(e.requestId, {
        url: e.request.url,
        type: e.type,
        start: e.timestamp,
        bytes: 0,
        initiator: e.initiator?.url ?? frame?.url,
      });
      lastNetwork = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.protocol = e.response.protocol;
    });
    const done = (e: { requestId: string; timestamp: number; encodedDataLength?: number }, ok: boolean) => {
      const r = requests.get(e.requestId);
      if (!r || r.end !== undefined) return;
      r.end = e.timestamp;
      if (ok && e.encodedDataLength !== undefined) r.bytes = e.encodedDataLength;
      inFlight--;
      lastNetwork = Date.now();
    };
    cdp.on('Network.loadingFinished', (e) => done(e, true));
    cdp.on('Network.loadingFailed', (e) => done(e, false));
    if (tracePath)
      await browser.startTracing(page, {
        path: tracePath,
        ...(traceCategories ? { categories: traceCategories } : { screenshots: true }),
      });
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForFunction(() => (window as unknown as Observed).__firstVisit.live > 0, null, {
      timeout: timeoutMs,
    });
    // At rest: no request of the page's own and no new long task for REST_MS.
    const until = Date.now() + timeoutMs;
    let tasks = -1;
    let still = Date.now();
    while (Date.now() < until) {
      await page.waitForTimeout(250);
      const n = await page.evaluate(() => (window as unknown as Observed).__firstVisit.longTasks.length);
      if (n !== tasks || inFlight > 0) {
        tasks = n;
        still = Date.now();
      }
      if (Date.now() - Math.max(still, lastNetwork) >= REST_MS) break;
    }
    if (tracePath) await browser.stopTracing();
    const seen = await page.evaluate(() => (window as unknown as Observed).__firstVisit);
    const all = [...requests.values()].map((r) => ({
      ...r,
      start: (r.start - t0) * 1000,
      end: r.end === undefined ? undefined : (r.end - t0) * 1000,
    }));
    const scripts = all.filter((r) => r.type === 'Script' || /\.m?js(?:$|\?)/.test(new URL(r.url).pathname));
    const { depth, chain } = criticalChain(all, seen.live);
    return {
      fcp: seen.fcp,
      lcp: seen.lcp,
      live: seen.live,
      quiet: Math.max(0, ...seen.longTasks.map(([, end]) => end)),
      ...reactWork(seen.react, seen.live),
      jsBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
      jsRequests: scripts.length,
      origins: new Set(scripts.map((r) => new URL(r.url).origin)).size,
      protocols: [...new Set(scripts.map((r) => r.protocol ?? '?'))].join('+'),
      depth,
      chain,
      requests: all,
    };
  } finally {
    await context.close();
  }
}

/**
 * React's scheduler tasks, [start, end] in ms: their time until `live` (a task running then counts up to it), in all,
 * and how many.
 */
export function reactWork(tasks: [number, number][], live: number) {
  let reactToLive = 0;
  let reactAll = 0;
  for (const [start, end] of tasks) {
    reactAll += end - start;
    if (start < live) reactToLive += Math.min(end, live) - start;
  }
  return { reactToLive, reactAll, reactTasks: tasks.length };
}

/**
 * The longest chain of requests, each started by a file that came before it (its initiator: the document for what
 * the HTML names, a script for what it imports or hints), among the scripts that finished before `live`. Its length
 * is the number of round trips the slice waited for, one after the other (the document is the first).
 */
export function criticalChain(
  requests: { url: string; start: number; end?: number | undefined; initiator?: string; type?: string }[],
  live: number,
) {
  const byUrl = new Map(requests.map((r) => [r.url.split('#')[0], r]));
  const memo = new Map<string, string[]>();
  const chainOf = (r: (typeof requests)[number], seen: Set<string>): string[] => {
    const known = memo.get(r.url);
    if (known) return known;
    const parent = r.initiator ? byUrl.get(r.initiator.split('#')[0]) : undefined;
    const chain =
      parent && parent !== r && !seen.has(parent.url)
        ? [...chainOf(parent, new Set([...seen, r.url])), r.url]
        : [r.url];
    memo.set(r.url, chain);
    return chain;
  };
  let best: string[] = [];
  for (const r of requests) {
    if (r.end === undefined || r.end > live) continue;
    if (r.type !== 'Script' && r.type !== 'Document') continue;
    const chain = chainOf(r, new Set());
    if (chain.length > best.length) best = chain;
  }
  return { depth: best.length, chain: best };
}

/** A waterfall of one load, for reading: start–end, initiator's file, url (shortened). */
export function waterfall(
  requests: { url: string; start: number; end?: number | undefined; initiator?: string; type?: string }[],
) {
  const short = (u: string | undefined) => (u ? u.replace(/^https?:\/\/[^/]+/, '').slice(-70) : '');
  return [...requests]
    .sort((a, b) => a.start - b.start)
    .map(
      (r) =>
        `${String(Math.round(r.start)).padStart(6)}–${String(r.end === undefined ? '?' : Math.round(r.end)).padStart(6)} ms  ${(r.type ?? '').padEnd(10)} ${short(r.url)}  ← ${short(r.initiator)}`,
    )
    .join('\n');
}
