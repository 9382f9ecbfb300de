// The figures a layout server keeps in memory from its pages' beacons (packages/server/metrics.ts), as it hands them
// to the release tool and the operator page (`GET /_/figures` on its operator port): per remote, release and side, one
// row per minute with counts and the INP and LCP distributions. Several servers' figures add up (mergeFigures), and a
// distribution's p75 is read from its buckets (quantileOf) — the same arithmetic wherever it is read.
import * as v from 'valibot';
import { parseJsonWith } from './parse.ts';

/** The canary's side of a visitor, as metrics label it (`other`: a release the store does not know, a preview). */
export const SIDES = ['live', 'canary', 'other'] as const;

/** How far back a server keeps its minutes. */
export const FIGURES_KEEP_MS = 6 * 3600_000;

/**
 * Distributions are kept as counts per bucket: bucket i holds values around GROWTH^i milliseconds (bucket 0: under
 * 1 ms), so any quantile read from them is within 2.5 % of the value measured, at any scale.
 */
const GROWTH = 1.05;
const LOG_GROWTH = Math.log(GROWTH);
/** Never more buckets than this (GROWTH^400 is far past an hour). */
const MAX_BUCKET = 400;

/** The bucket a value (ms) falls in. */
export function bucketOf(ms: number) {
  if (!(ms >= 1)) return 0;
  return Math.min(MAX_BUCKET, Math.max(1, Math.round(Math.log(ms) / LOG_GROWTH)));
}
/** A bucket's value (ms). */
export const valueOfBucket = (bucket: number) => (bucket === 0 ? 0 : GROWTH ** bucket);

/** Counts per bucket (sparse: a bucket with none is absent). */
const Histogram = v.record(v.pipe(v.string(), v.regex(/^\d{1,3}$/)), v.pipe(v.number(), v.integer(), v.minValue(0)));

const Minute = v.object({
  /** The minute's start, ms since the epoch. */
  t: v.number(),
  views: v.number(),
  /** Page views with at least one uncaught error or unhandled rejection. */
  errorViews: v.number(),
  errors: v.number(),
  failed: v.number(),
  inp: Histogram,
  lcp: Histogram,
});

export const FiguresSchema = v.object({
  /** When the server answered (ms since the epoch). */
  at: v.number(),
  series: v.array(
    v.object({
      remote: v.string(),
      release: v.string(),
      side: v.picklist(SIDES),
      minutes: v.array(Minute),
    }),
  ),
});

export type Histogram = v.InferOutput<typeof Histogram>;
export type Minute = v.InferOutput<typeof Minute>;
export type Figures = v.InferOutput<typeof FiguresSchema>;
export type Series = Figures['series'][number];

export const parseFiguresJson = (text: string) => parseJsonWith(FiguresSchema, text, 'the figures');

/** Adds `from`'s counts into `into`. */
export function addHistogram(into: Histogram, from: Histogram) {
  for (const [bucket, count] of Object.entries(from)) into[bucket] = (into[bucket] ?? 0) + count;
  return into;
}

/** How many values a distribution holds. */
export const countOf = (histogram: Histogram) => Object.values(histogram).reduce((sum, n) => sum + n, 0);

/**
 * The q-quantile (0–1) of a distribution, in ms, or null when it holds nothing: the value of the bucket the q-th value
 * falls in (nearest rank).
 */
export function quantileOf(histogram: Histogram, q: number) {
  const buckets = Object.entries(histogram)
    .map(([bucket, count]): [number, number] => [Number(bucket), count])
    .sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= rank) return valueOfBucket(bucket);
  }
  return null;
}

export type Totals = {
  views: number;
  errorViews: number;
  errors: number;
  failed: number;
  inp: Histogram;
  lcp: Histogram;
  firstMs: number | null;
  lastMs: number | null;
};

/**
 * What one remote's release on one side added up to over a time: every minute that began at or after `sinceMs`, of every series
 * with that remote, release and side (several servers' too).
 */
export function totalsOf(
  series: readonly Series[],
  { remote, release, side, sinceMs = 0 }: { remote: string; release?: string; side: string; sinceMs?: number },
): Totals {
  const totals: Totals = {
    views: 0,
    errorViews: 0,
    errors: 0,
    failed: 0,
    inp: {},
    lcp: {},
    firstMs: null,
    lastMs: null,
  };
  for (const s of series) {
    if (s.remote !== remote || s.side !== side || (release !== undefined && s.release !== release)) continue;
    for (const m of s.minutes) {
      // Whole minutes that began at or after it: a step's own minute holds views of the step before.
      if (m.t < sinceMs) continue;
      totals.views += m.views;
      totals.errorViews += m.errorViews;
      totals.errors += m.errors;
      totals.failed += m.failed;
      addHistogram(totals.inp, m.inp);
      addHistogram(totals.lcp, m.lcp);
      if (m.views > 0) {
        totals.firstMs = Math.min(totals.firstMs ?? m.t, m.t);
        totals.lastMs = Math.max(totals.lastMs ?? m.t, m.t);
      }
    }
  }
  return totals;
}

/** Several servers' figures as one (their series side by side: totalsOf adds them up). */
export function mergeFigures(all: Figures[]) {
  return { at: Math.max(0, ...all.map((f) => f.at)), series: all.flatMap((f) => f.series) };
}

/**
 * The same figures as Prometheus holds them for a fleet (deploy/prometheus.yml scrapes every layout server's
 * /metrics): the queries that read them — each series' increase over `window`, summed over the servers — and the fold
 * of their answers into figures. Pure: whoever asks Prometheus (the release tool, the operator page) does the asking.
 * @param window a Prometheus duration, e.g. `60s`
 */
export function prometheusQueries(window: string) {
  const increase = (metric: string, extra = '') =>
    `sum by (remote, release, side${extra}) (increase(${metric}[${window}]))`;
  return {
    views: increase('campus_page_views_total'),
    errorViews: increase('campus_error_page_views_total'),
    errors: increase('campus_page_errors_total'),
    failed: increase('campus_failed_slices_total'),
    inp: increase('campus_inp_seconds_bucket', ', le'),
    lcp: increase('campus_lcp_seconds_bucket', ', le'),
  };
}

/**
 * Every figure's answer, asked at once: `ask` puts one query to Prometheus (an instant or a range query, as its caller
 * reads them) and resolves to its series.
 */
export async function askPrometheus(
  window: string,
  ask: (query: string) => Promise<readonly PrometheusSeries[]>,
): Promise<PrometheusAnswers> {
  const queries = prometheusQueries(window);
  const fields = Object.keys(queries) as (keyof typeof queries)[];
  const answers = await Promise.all(fields.map((field) => ask(queries[field])));
  return Object.fromEntries(fields.map((field, i) => [field, answers[i] ?? []])) as PrometheusAnswers;
}

/**
 * One answer's series: its labels and its points ([seconds, value]): an instant query's one value, a range query's
 * values.
 */
export type PrometheusSeries = { metric: Record<string, string>; points: readonly (readonly [number, string])[] };
export type PrometheusAnswers = Record<keyof ReturnType<typeof prometheusQueries>, readonly PrometheusSeries[]>;

/**
 * Prometheus's answers to prometheusQueries as figures: one row per remote, release and side, a minute for each point
 * (`minuteOf` its time in seconds → the minute's start in ms); a histogram's cumulative buckets (by `le`, seconds)
 * turned into counts at each bucket's upper bound — a p75 read from them is one of the bounds either side of the true
 * value. Counts are rounded (Prometheus extrapolates an increase to its window's edges).
 */
export function figuresFromPrometheus(
  answers: PrometheusAnswers,
  minuteOf: (seconds: number) => number,
  at: number,
): Figures {
  const rows = new Map<string, Series & { byT: Map<number, Minute> }>();
  const minute = ({ remote = '', release = '', side = '' }: Record<string, string>, seconds: number) => {
    if (!(SIDES as readonly string[]).includes(side)) return null;
    const key = `${remote}\0${release}\0${side}`;
    let row = rows.get(key);
    if (!row) {
      row = { remote, release, side: side as Series['side'], minutes: [], byT: new Map() };
      rows.set(key, row);
    }
    const t = minuteOf(seconds);
    let m = row.byT.get(t);
    if (!m) {
      m = { t, views: 0, errorViews: 0, errors: 0, failed: 0, inp: {}, lcp: {} };
      row.byT.set(t, m);
    }
    return m;
  };
  for (const field of ['views', 'errorViews', 'errors', 'failed'] as const) {
    for (const series of answers[field]) {
      for (const [seconds, value] of series.points) {
        const m = minute(series.metric, seconds);
        if (m) m[field] += Math.round(Number(value)) || 0;
      }
    }
  }
  for (const field of ['inp', 'lcp'] as const) {
    const cumulative = new Map<Minute, { le: number; n: number }[]>();
    for (const series of answers[field]) {
      const le = series.metric.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(series.metric.le);
      for (const [seconds, value] of series.points) {
        const m = minute(series.metric, seconds);
        if (m) cumulative.set(m, [...(cumulative.get(m) ?? []), { le, n: Number(value) || 0 }]);
      }
    }
    for (const [m, buckets] of cumulative) {
      buckets.sort((a, b) => a.le - b.le);
      const histogram: Histogram = {};
      let below = 0;
      let lastLe = 0;
      for (const { le, n } of buckets) {
        const here = Math.round(n - below);
        below = Math.max(below, n);
        const bucket = String(bucketOf((Number.isFinite(le) ? le : lastLe * 2) * 1000));
        if (Number.isFinite(le)) lastLe = le;
        if (here > 0) histogram[bucket] = (histogram[bucket] ?? 0) + here;
      }
      m[field] = histogram;
    }
  }
  return {
    at,
    series: [...rows.values()].map(({ byT, ...row }) => ({
      ...row,
      minutes: [...byT.values()].sort((a, b) => a.t - b.t),
    })),
  };
}
