// The beacons' figures kept in memory (metrics.ts): per remote, release and side, one row per minute
// (@campus/contract/figures), for the release tool and the operator page when there is no Prometheus.
import type { BeaconView } from '@campus/contract/beacon';
import { bucketOf, FIGURES_KEEP_MS, type Figures, type Minute } from '@campus/contract/figures';
import type { ReleaseLabels } from './metrics-registry.ts';

const add = (histogram: Record<string, number>, ms: number) => {
  const bucket = String(bucketOf(ms));
  histogram[bucket] = (histogram[bucket] ?? 0) + 1;
};

/** @param now the clock (ms since the epoch) */
export function createMinuteFigures(now: () => number) {
  /** In memory: per remote, release and side, one row per minute (the last FIGURES_KEEP_MS). */
  const series = new Map<string, ReleaseLabels & { minutes: Minute[] }>();
  function minuteOf(labels: ReleaseLabels): Minute {
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

  return {
    /** One view of a beacon, in this minute's row of its release's series. */
    count(byRelease: ReleaseLabels, view: BeaconView) {
      const minute = minuteOf(byRelease);
      // A view reported again (`more`) was counted as a page view, an error view and for its vitals already.
      if (!view.more) {
        minute.views += 1;
        if (view.errors > 0) minute.errorViews += 1;
        if (view.inp !== undefined) add(minute.inp, view.inp);
        if (view.lcp !== undefined) add(minute.lcp, view.lcp);
      }
      minute.errors += view.errors;
      if (view.failed) minute.failed += 1;
    },

    /** The in-memory figures (@campus/contract/figures). */
    figures(): Figures {
      const since = now() - FIGURES_KEEP_MS;
      return {
        at: now(),
        series: [...series.values()].map((kept) => ({ ...kept, minutes: kept.minutes.filter((m) => m.t >= since) })),
      };
    },
  };
}
