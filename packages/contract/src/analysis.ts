// Is a canary as good as what is live, for the people who got it? The comparison the release tool's `--auto` steps
// by, `--promote` prints first, and the operator page shows: the canary's side of one remote against its live side,
// over the same minutes (since the canary's last step), on what its visitors' pages reported
// (@campus/contract/figures):
//   - the error rate per page view (views with an uncaught error or unhandled rejection), by a one-sided
//     two-proportion z-test: a difference chance alone would make less than `alpha` of the time fails;
//   - p75 INP and p75 LCP, each within a bound: no more than `ratio` × the live side's AND `slackMs` above it
//     (a change must be both relatively and absolutely large to fail: +10 % of 40 ms is noise).
// Nothing is decided before both sides have `minViews` page views and the step has run `minMinutes`; a p75 is judged
// once both sides have `minVitals` values of it (a pass waits for it, a failed error rate does not).
import { countOf, quantileOf, type Series, type Totals, totalsOf } from './figures.ts';

export type AnalysisSettings = {
  minViews: number;
  minMinutes: number;
  alpha: number;
  minVitals: number;
  inp: { ratio: number; slackMs: number };
  lcp: { ratio: number; slackMs: number };
};

export const DEFAULT_ANALYSIS: AnalysisSettings = {
  minViews: 200,
  minMinutes: 10,
  alpha: 0.01,
  minVitals: 50,
  inp: { ratio: 1.1, slackMs: 50 },
  lcp: { ratio: 1.1, slackMs: 100 },
};

/** The canary's share at each step of `--auto`, before it is promoted. */
export const AUTO_STEPS = [5, 25, 50];

/**
 * The standard normal distribution's upper tail, P(Z > z) (Abramowitz–Stegun 26.2.17, error under 7.5e-8).
 */
export function upperTail(z: number): number {
  if (z < 0) return 1 - upperTail(-z);
  const t = 1 / (1 + 0.2316419 * z);
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return density * poly;
}

/**
 * The one-sided two-proportion z-test that the canary's rate is higher than the live side's: z and its p-value
 * (pooled standard error; 0 and 1 when neither side has any).
 */
export function twoProportionTest(canary: { hits: number; n: number }, live: { hits: number; n: number }) {
  const pooled = (canary.hits + live.hits) / (canary.n + live.n);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / canary.n + 1 / live.n));
  if (!(se > 0)) return { z: 0, p: 1 };
  const z = (canary.hits / canary.n - live.hits / live.n) / se;
  return { z, p: upperTail(z) };
}

export type Signal = {
  signal: 'error rate' | 'p75 INP' | 'p75 LCP';
  live: string;
  canary: string;
  /** null: not enough figures yet */
  ok: boolean | null;
  why: string;
};
export type Analysis = {
  verdict: 'pass' | 'fail' | 'wait';
  signals: Signal[];
  waiting: string[];
  live: Totals;
  canary: Totals;
};

const pct = (hits: number, n: number) => `${n === 0 ? '–' : `${((100 * hits) / n).toFixed(2)} %`} (${hits}/${n})`;
const ms = (value: number | null, n: number) =>
  value === null ? `– (0 values)` : `${Math.round(value)} ms (${n} values)`;

/**
 * The canary's side of `remote` against its live side over the minutes since `sinceMs`.
 * @param series every server's (mergeFigures)
 */
export function analyse(
  series: readonly Series[],
  {
    remote,
    liveRelease,
    canaryRelease,
    sinceMs,
    nowMs,
  }: { remote: string; liveRelease: string; canaryRelease: string; sinceMs: number; nowMs: number },
  settings: AnalysisSettings = DEFAULT_ANALYSIS,
): Analysis {
  const live = totalsOf(series, { remote, release: liveRelease, side: 'live', sinceMs });
  const canary = totalsOf(series, { remote, release: canaryRelease, side: 'canary', sinceMs });
  const waiting: string[] = [];
  /** What a pass waits for (a signal without its figures cannot pass, nor fail). */
  const vitalsWaiting: string[] = [];
  const minutes = (nowMs - sinceMs) / 60_000;
  if (minutes < settings.minMinutes) {
    waiting.push(`${minutes.toFixed(1)} of ${settings.minMinutes} minutes since the step`);
  }
  for (const [side, totals] of [
    ['live', live],
    ['canary', canary],
  ] as const) {
    if (totals.views < settings.minViews) {
      waiting.push(`${totals.views} of ${settings.minViews} page views on the ${side} side`);
    }
  }
  const signals: Signal[] = [];
  const test = twoProportionTest(
    { hits: canary.errorViews, n: canary.views },
    { hits: live.errorViews, n: live.views },
  );
  const errorsBad = canary.views > 0 && live.views > 0 && test.p < settings.alpha;
  signals.push({
    signal: 'error rate',
    live: pct(live.errorViews, live.views),
    canary: pct(canary.errorViews, canary.views),
    ok: canary.views === 0 || live.views === 0 ? null : !errorsBad,
    why: `z = ${test.z.toFixed(2)}, p = ${test.p < 0.0001 ? test.p.toExponential(1) : test.p.toFixed(4)} (fails below ${settings.alpha})`,
  });
  for (const [signal, key] of [
    ['p75 INP', 'inp'],
    ['p75 LCP', 'lcp'],
  ] as const) {
    const bound = settings[key];
    const nLive = countOf(live[key]);
    const nCanary = countOf(canary[key]);
    const pLive = quantileOf(live[key], 0.75);
    const pCanary = quantileOf(canary[key], 0.75);
    const enough = nLive >= settings.minVitals && nCanary >= settings.minVitals && pLive !== null && pCanary !== null;
    const limit = pLive === null ? null : Math.max(pLive * bound.ratio, pLive + bound.slackMs);
    signals.push({
      signal,
      live: ms(pLive, nLive),
      canary: ms(pCanary, nCanary),
      ok: enough && limit !== null && pCanary !== null ? pCanary <= limit : null,
      why:
        limit === null
          ? 'no live figures'
          : `bound ${Math.round(limit)} ms (+${Math.round((bound.ratio - 1) * 100)} % and +${bound.slackMs} ms)`,
    });
    if (!enough) vitalsWaiting.push(`${Math.min(nLive, nCanary)} of ${settings.minVitals} ${signal.slice(4)} values`);
  }
  // Nothing is decided before the page views and minutes; then a signal that fails fails the canary, and it passes
  // once every signal has its figures and holds.
  const ready = waiting.length === 0;
  const failed = ready && signals.some((s) => s.ok === false);
  const verdict = failed ? 'fail' : ready && vitalsWaiting.length === 0 ? 'pass' : 'wait';
  return { verdict, signals, waiting: [...waiting, ...vitalsWaiting], live, canary };
}

/**
 * The comparison as lines to print: each signal with both sides' figures, and what it decided.
 */
export function comparisonLines({ verdict, signals, waiting }: Analysis) {
  const width = Math.max(...signals.map((s) => s.live.length), 'live'.length);
  const lines = [`  ${'signal'.padEnd(11)}${'live'.padEnd(width + 2)}canary`];
  for (const s of signals) {
    const mark = s.ok === null ? '…' : s.ok ? 'ok' : 'FAILED';
    lines.push(`  ${s.signal.padEnd(11)}${s.live.padEnd(width + 2)}${s.canary}   ${mark}: ${s.why}`);
  }
  if (verdict === 'wait') lines.push(`  waiting for: ${waiting.join('; ')}`);
  return lines;
}
