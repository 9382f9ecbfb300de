// The beacons' Prometheus metrics (metrics.ts): a registry of this server's own (prom-client) with the process's
// metrics, the counters and histograms of what pages report, and every series the live state can have, at zero.
import type { BeaconView } from '@campus/contract/beacon';
import { releaseIdOf } from '@campus/contract/beacon';
import type { ReleaseState } from '@campus/contract/release-state';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The canary's side of a visitor (`other`: a release the store does not know, a preview). */
export type Side = 'live' | 'canary' | 'other';
/** The labels of a release's series: histograms and the in-memory figures. */
export type ReleaseLabels = { remote: string; release: string; side: Side };
/** The labels of a page view's counters. */
export type ViewLabels = ReleaseLabels & { route: string };

/** Seconds from milliseconds. */
const s = (ms: number) => ms / 1000;

/** The beacons' counters, histograms and gauge, in `registry`. */
function beaconMetrics(registry: Registry, clients: () => number) {
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
  const histogram = (name: string, help: string, buckets: number[]) =>
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
      this.set(clients());
    },
  });
  return { views, errorViews, errors, failed, inp, lcp, ttfb, cls, held, refused, accepted };
}

/**
 * @param options `clients`: how many clients the beacon rate limit remembers now (a gauge of it)
 */
export function createBeaconRegistry({ clients }: { clients: () => number }) {
  const registry = new Registry();
  // The process's own (memory, heap, event loop lag): what a flood of beacons must leave flat.
  collectDefaultMetrics({ register: registry });
  const { views, errorViews, errors, failed, inp, lcp, ttfb, cls, held, refused, accepted } = beaconMetrics(
    registry,
    clients,
  );

  /**
   * Every series the live state can have, at zero: a counter Prometheus first sees at 4 would be read as no increase
   * (its `increase()` takes the first sample as the start), so a new canary's series exist before its first page.
   */
  /** Release label sets whose histograms exist (zeroed once, or observed): zero() again would wipe what they hold. */
  const primed = new Set<string>();
  const primedKey = (labels: { remote: string; release: string; side: string }) =>
    `${labels.remote}\0${labels.release}\0${labels.side}`;

  return {
    registry,

    /** Every series of what is live in `current` at zero, unless it has one already. */
    prime(current: ReleaseState | null | undefined) {
      if (!current) return;
      for (const line of current.manifest.remotes) {
        const sides = [
          ['live', line],
          ['canary', current.canary?.[line.name]?.line],
        ] as const;
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
    },

    /** A beacon accepted. */
    accepted() {
      accepted.inc();
    },

    /** A beacon refused, for `reason`. */
    refused(reason: string) {
      refused.inc({ reason });
    },

    /** One view of a beacon, under its labels (labelsOf). */
    count(labels: ViewLabels, view: BeaconView) {
      const byRelease = { remote: labels.remote, release: labels.release, side: labels.side };
      primed.add(primedKey(byRelease));
      // A view reported again (`more`) was counted as a page view, an error view and for its vitals already.
      if (!view.more) {
        views.inc(labels);
        if (view.errors > 0) errorViews.inc(labels);
        if (view.inp !== undefined) inp.observe(byRelease, s(view.inp));
        if (view.lcp !== undefined) lcp.observe(byRelease, s(view.lcp));
        if (view.ttfb !== undefined) ttfb.observe(byRelease, s(view.ttfb));
        if (view.cls !== undefined) cls.observe(byRelease, view.cls);
      }
      if (view.errors > 0) errors.inc(labels, view.errors);
      if (view.failed) failed.inc(labels);
      for (const ms of view.held) held.observe(byRelease, s(ms));
    },

    /** How many series of the beacons' metrics the registry holds (what a flood of made-up labels must leave flat). */
    async seriesCount() {
      const all = await registry.getMetricsAsJSON();
      return all.filter((m) => m.name.startsWith('campus_')).reduce((sum, metric) => sum + metric.values.length, 0);
    },
  };
}

export type BeaconRegistry = ReturnType<typeof createBeaconRegistry>;
