// What pages report (@campus/contract/beacon), counted: Prometheus metrics (prom-client, a registry of this server's
// own) for a fleet's Prometheus to scrape, and the same figures kept in memory per minute (@campus/contract/figures)
// for the release tool and the operator page when there is no Prometheus (`npm start`). Labels are only values the
// release store knows — a live or canary line's remote, its release, the visitor's side, one of its route patterns —
// anything else is `other`, so a page cannot make new series. A beacon that is too big, not the schema's, or one too
// many from its client is refused, counted by reason and logged (once per reason and minute).
import { BEACON_MAX_BYTES, parseBeaconJson, releaseIdOf } from '@campus/contract/beacon';
import { bucketOf, FIGURES_KEEP_MS } from '@campus/contract/figures';
import { LRUCache } from 'lru-cache';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * @typedef {import('@campus/contract/release-state').ReleaseState} ReleaseState
 * @typedef {import('@campus/contract/figures').Minute} Minute
 * @typedef {import('@campus/contract/figures').Figures} Figures
 */

export const OTHER = 'other';

/**
 * Each client may send this many beacons at once, then one per BEACON_REFILL_MS (a page sends one per visit). A
 * client is an address, and a campus network puts a lecture hall behind one (NAT): the allowance holds two page views
 * a second from one address — 20 then one per 3 s refused most of a busy hall's views, and a canary analysed on the
 * rest is judged late — and still stops a flood from one.
 */
export const BEACON_BURST = 60;
export const BEACON_REFILL_MS = 500;
/** Clients remembered for the rate limit (the least recent forgotten: at worst, one gets a fresh allowance). */
const CLIENTS_KEPT = 10_000;

/**
 * The labels a beacon's view is counted under: what the store knows, else `other`.
 * @param {ReleaseState | null | undefined} state
 * @param {{ remote: string, release: string, route: string }} view
 * @returns {{ remote: string, release: string, side: 'live' | 'canary' | 'other', route: string }}
 */
export function labelsOf(state, view) {
  const line = state?.manifest.remotes.find((r) => r.name === view.remote);
  if (!line) return { remote: OTHER, release: OTHER, side: OTHER, route: OTHER };
  const canary = state?.canary?.[line.name];
  /** @type {'live' | 'canary' | 'other'} */
  let side = OTHER;
  let routes = line.routes;
  if (canary && releaseIdOf(canary.line.entry) === view.release) {
    side = 'canary';
    routes = canary.line.routes;
  } else if (releaseIdOf(line.entry) === view.release) side = 'live';
  return {
    remote: line.name,
    release: side === OTHER ? OTHER : view.release,
    side,
    route: routes.includes(view.route) ? view.route : OTHER,
  };
}

/** Seconds from milliseconds. @param {number} ms */
const s = (ms) => ms / 1000;

/**
 * @param {{ state: () => ReleaseState | null | undefined, log?: (line: Record<string, unknown>) => void,
 *   now?: () => number }} options what is live now (the labels' source)
 */
export function createMetrics({ state, log = (line) => console.error(JSON.stringify(line)), now = Date.now }) {
  const registry = new Registry();
  // The process's own (memory, heap, event loop lag): what a flood of beacons must leave flat.
  collectDefaultMetrics({ register: registry });
  const viewLabels = ['remote', 'release', 'side', 'route'];
  const releaseLabels = ['remote', 'release', 'side'];
  const views = new Counter({
    name: 'campus_page_views_total',
    help: 'Page views reported by beacons',
    labelNames: viewLabels,
    registers: [registry],
  });
  const errorViews = new Counter({
    name: 'campus_error_page_views_total',
    help: 'Page views with at least one uncaught error or unhandled rejection',
    labelNames: viewLabels,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'campus_page_errors_total',
    help: 'Uncaught errors and unhandled rejections reported by pages',
    labelNames: viewLabels,
    registers: [registry],
  });
  const failed = new Counter({
    name: 'campus_failed_slices_total',
    help: "Page views whose slice's code did not load (Retry shown)",
    labelNames: viewLabels,
    registers: [registry],
  });
  const histogram = (/** @type {string} */ name, /** @type {string} */ help, /** @type {number[]} */ buckets) =>
    new Histogram({ name, help, buckets, labelNames: releaseLabels, registers: [registry] });
  const inp = histogram(
    'campus_inp_seconds',
    'Interaction to Next Paint per page view',
    [0.016, 0.032, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
  );
  const lcp = histogram(
    'campus_lcp_seconds',
    'Largest Contentful Paint per page view',
    [0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
  );
  const ttfb = histogram(
    'campus_ttfb_seconds',
    'Time to First Byte per page view',
    [0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4],
  );
  const cls = histogram('campus_cls', 'Cumulative Layout Shift per page view', [0.01, 0.05, 0.1, 0.25, 0.5, 1]);
  const held = histogram(
    'campus_held_tap_seconds',
    'How long a tap made before the code ran waited to be answered',
    [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
  );
  const refused = new Counter({
    name: 'campus_beacons_refused_total',
    help: 'Beacons refused, by reason (too big, malformed, rate-limited)',
    labelNames: ['reason'],
    registers: [registry],
  });
  const accepted = new Counter({
    name: 'campus_beacons_total',
    help: 'Beacons accepted',
    registers: [registry],
  });
  new Gauge({
    name: 'campus_beacon_clients',
    help: 'Clients the beacon rate limit remembers',
    registers: [registry],
    collect() {
      this.set(clients.size);
    },
  });

  /** Per client: the allowance left and when it was last refilled. */
  /** @type {LRUCache<string, { tokens: number, at: number }>} */
  const clients = new LRUCache({ max: CLIENTS_KEPT });
  /** @param {string} client */
  function allowed(client) {
    const t = now();
    const bucket = clients.get(client) ?? { tokens: BEACON_BURST, at: t };
    const refill = Math.floor((t - bucket.at) / BEACON_REFILL_MS);
    if (refill > 0) {
      bucket.tokens = Math.min(BEACON_BURST, bucket.tokens + refill);
      bucket.at += refill * BEACON_REFILL_MS;
    }
    if (bucket.tokens >= BEACON_BURST) bucket.at = t;
    const ok = bucket.tokens > 0;
    if (ok) bucket.tokens -= 1;
    clients.set(client, bucket);
    return ok;
  }

  /** The last minute each reason was logged in: one line per reason and minute, however many beacons. */
  /** @type {Map<string, number>} */
  const loggedAt = new Map();
  /** @param {string} reason @param {string} detail */
  function refuse(reason, detail) {
    refused.inc({ reason });
    const minute = Math.floor(now() / 60_000);
    if (loggedAt.get(reason) !== minute) {
      loggedAt.set(reason, minute);
      log({ event: 'beacon:refused', reason, detail: detail.slice(0, 200) });
    }
    return { status: reason === 'rate' ? 429 : 400, reason };
  }

  /** In memory: per remote, release and side, one row per minute (the last FIGURES_KEEP_MS). */
  /** @type {Map<string, { remote: string, release: string, side: 'live' | 'canary' | 'other', minutes: Minute[] }>} */
  const series = new Map();
  /** @param {{ remote: string, release: string, side: 'live' | 'canary' | 'other' }} labels */
  function minuteOf(labels) {
    const key = `${labels.remote}\0${labels.release}\0${labels.side}`;
    let kept = series.get(key);
    if (!kept) {
      kept = { remote: labels.remote, release: labels.release, side: labels.side, minutes: [] };
      series.set(key, kept);
    }
    const t = Math.floor(now() / 60_000) * 60_000;
    let last = kept.minutes.at(-1);
    if (last?.t !== t) {
      last = { t, views: 0, errorViews: 0, errors: 0, failed: 0, inp: {}, lcp: {} };
      kept.minutes.push(last);
      while ((kept.minutes[0]?.t ?? t) < t - FIGURES_KEEP_MS) kept.minutes.shift();
    }
    return last;
  }
  /** @param {Record<string, number>} histogram @param {number} ms */
  const add = (histogram, ms) => {
    const bucket = String(bucketOf(ms));
    histogram[bucket] = (histogram[bucket] ?? 0) + 1;
  };

  /**
   * Every series the live state can have, at zero: a counter Prometheus first sees at 4 would be read as no increase
   * (its `increase()` takes the first sample as the start), so a new canary's series exist before its first page.
   */
  /** Release label sets whose histograms exist (zeroed once, or observed): zero() again would wipe what they hold. */
  /** @type {Set<string>} */
  const primed = new Set();
  /** @param {{ remote: string, release: string, side: string }} labels */
  const primedKey = (labels) => `${labels.remote}\0${labels.release}\0${labels.side}`;
  function prime() {
    const current = state();
    if (!current) return;
    for (const line of current.manifest.remotes) {
      const sides = /** @type {const} */ ([
        ['live', line],
        ['canary', current.canary?.[line.name]?.line],
      ]);
      for (const [side, of] of sides) {
        if (!of) continue;
        const byRelease = { remote: line.name, release: releaseIdOf(of.entry), side };
        for (const route of of.routes) {
          for (const counter of [views, errorViews, errors, failed]) counter.inc({ ...byRelease, route }, 0);
        }
        if (primed.has(primedKey(byRelease))) continue;
        primed.add(primedKey(byRelease));
        for (const histogram of [inp, lcp, ttfb, cls, held]) histogram.zero(byRelease);
      }
    }
  }

  return {
    registry,
    /** The metrics' text for a scrape, every series of what is live in it (at zero if no page reported yet). */
    async scrape() {
      prime();
      return registry.metrics();
    },
    /**
     * One beacon, as it arrived: counted, or refused (why, and the status to answer).
     * @param {string | Buffer | null} body null: over the size cap (not read) @param {string} client who sent it
     * (their address) @param {number} [bytes] its size
     * @returns {{ status: number, reason?: string }}
     */
    ingest(body, client, bytes = body?.length ?? 0) {
      if (!allowed(client)) return refuse('rate', `client ${client}`);
      if (body === null || body.length > BEACON_MAX_BYTES) return refuse('size', `${bytes} bytes`);
      const read = parseBeaconJson(String(body));
      if (!read.ok) return refuse('malformed', read.message);
      accepted.inc();
      const current = state();
      for (const view of read.value.views) {
        const labels = labelsOf(current, view);
        const byRelease = { remote: labels.remote, release: labels.release, side: labels.side };
        const minute = minuteOf(byRelease);
        primed.add(primedKey(byRelease));
        // A view reported again (`more`) was counted as a page view, an error view and for its vitals already.
        const counted = !view.more;
        if (counted) {
          views.inc(labels);
          minute.views += 1;
          if (view.errors > 0) {
            errorViews.inc(labels);
            minute.errorViews += 1;
          }
          if (view.inp !== undefined) {
            inp.observe(byRelease, s(view.inp));
            add(minute.inp, view.inp);
          }
          if (view.lcp !== undefined) {
            lcp.observe(byRelease, s(view.lcp));
            add(minute.lcp, view.lcp);
          }
          if (view.ttfb !== undefined) ttfb.observe(byRelease, s(view.ttfb));
          if (view.cls !== undefined) cls.observe(byRelease, view.cls);
        }
        if (view.errors > 0) errors.inc(labels, view.errors);
        minute.errors += view.errors;
        if (view.failed) {
          failed.inc(labels);
          minute.failed += 1;
        }
        for (const ms of view.held) held.observe(byRelease, s(ms));
      }
      return { status: 204 };
    },
    /** The in-memory figures (@campus/contract/figures). @returns {Figures} */
    figures() {
      const since = now() - FIGURES_KEEP_MS;
      return {
        at: now(),
        series: [...series.values()].map((kept) => ({ ...kept, minutes: kept.minutes.filter((m) => m.t >= since) })),
      };
    },
    /** How many series of the beacons' metrics the registry holds (what a flood of made-up labels must leave flat). */
    async seriesCount() {
      const all = await registry.getMetricsAsJSON();
      return all.filter((m) => m.name.startsWith('campus_')).reduce((sum, metric) => sum + metric.values.length, 0);
    },
  };
}
/** @typedef {ReturnType<typeof createMetrics>} Metrics */
