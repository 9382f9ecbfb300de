// What pages report (@campus/contract/beacon), counted: Prometheus metrics (prom-client, a registry of this server's
// own) for a fleet's Prometheus to scrape, and the same figures kept in memory per minute (@campus/contract/figures)
// for the release tool and the operator page when there is no Prometheus (`npm start`). Labels are only values the
// release store knows — a live or canary line's remote, its release, the visitor's side, one of its route patterns —
// anything else is `other`, so a page cannot make new series. A beacon that is too big, not the schema's, or one too
// many from its client is refused, counted by reason and logged (once per reason and minute).
//
// Its parts: the Prometheus registry (metrics-registry.ts), the in-memory figures (metrics-figures.ts), the rate limit
// per client (metrics-rate.ts).
import { BEACON_MAX_BYTES, parseBeaconJson, releaseIdOf } from '@campus/contract/beacon';
import type { Figures } from '@campus/contract/figures';
import type { ReleaseState } from '@campus/contract/release-state';
import { createMinuteFigures } from './metrics-figures.ts';
import { createRateLimit } from './metrics-rate.ts';
import { createBeaconRegistry, type Side, type ViewLabels } from './metrics-registry.ts';

export type { Figures, Minute } from '@campus/contract/figures';
export type { ReleaseState } from '@campus/contract/release-state';

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
 */
export function labelsOf(
  state: ReleaseState | null | undefined,
  view: { remote: string; release: string; route: string },
): ViewLabels {
  const line = state?.manifest.remotes.find((r) => r.name === view.remote);
  if (!line) return { remote: OTHER, release: OTHER, side: OTHER, route: OTHER };
  const canary = state?.canary?.[line.name];
  let side: Side = OTHER;
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

/**
 * @param options what is live now (the labels' source)
 */
export function createMetrics({
  state,
  log = (line) => console.error(JSON.stringify(line)),
  now = Date.now,
}: {
  state: () => ReleaseState | null | undefined;
  log?: (line: Record<string, unknown>) => void;
  now?: () => number;
}) {
  const limit = createRateLimit({ burst: BEACON_BURST, refillMs: BEACON_REFILL_MS, kept: CLIENTS_KEPT, now });
  const prometheus = createBeaconRegistry({ clients: () => limit.size });
  const minutes = createMinuteFigures(now);

  /** The last minute each reason was logged in: one line per reason and minute, however many beacons. */
  const loggedAt = new Map<string, number>();
  function refuse(reason: string, detail: string) {
    prometheus.refused(reason);
    const minute = Math.floor(now() / 60_000);
    if (loggedAt.get(reason) !== minute) {
      loggedAt.set(reason, minute);
      log({ event: 'beacon:refused', reason, detail: detail.slice(0, 200) });
    }
    return { status: reason === 'rate' ? 429 : 400, reason };
  }

  return {
    registry: prometheus.registry,
    /** The metrics' text for a scrape, every series of what is live in it (at zero if no page reported yet). */
    async scrape() {
      prometheus.prime(state());
      return prometheus.registry.metrics();
    },
    /**
     * One beacon, as it arrived: counted, or refused (why, and the status to answer).
     * @param body null: over the size cap (not read) @param client who sent it (their address) @param bytes its size
     */
    ingest(
      body: string | Buffer | null,
      client: string,
      bytes: number = body?.length ?? 0,
    ): { status: number; reason?: string } {
      if (!limit.allowed(client)) return refuse('rate', `client ${client}`);
      if (body === null || body.length > BEACON_MAX_BYTES) return refuse('size', `${bytes} bytes`);
      const read = parseBeaconJson(String(body));
      if (!read.ok) return refuse('malformed', read.message);
      prometheus.accepted();
      const current = state();
      for (const view of read.value.views) {
        const labels = labelsOf(current, view);
        minutes.count({ remote: labels.remote, release: labels.release, side: labels.side }, view);
        prometheus.count(labels, view);
      }
      return { status: 204 };
    },
    /** The in-memory figures (@campus/contract/figures). */
    figures(): Figures {
      return minutes.figures();
    },
    /** How many series of the beacons' metrics the registry holds (what a flood of made-up labels must leave flat). */
    async seriesCount() {
      return prometheus.seriesCount();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
