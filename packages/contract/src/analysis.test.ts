// The canary analysis on known inputs: known decisions.
import { describe, expect, it } from 'vitest';
import { analyse, DEFAULT_ANALYSIS, twoProportionTest, upperTail } from './analysis.ts';
import { bucketOf, type Histogram, type Series } from './figures.ts';

const T0 = Date.UTC(2026, 10, 29, 10, 0);
/** A distribution of `n` values around `ms` (spread ±20 % evenly). */
function around(ms: number, n: number): Histogram {
  const histogram: Histogram = {};
  for (let i = 0; i < n; i++) {
    const bucket = String(bucketOf(ms * (0.8 + (0.4 * i) / n)));
    histogram[bucket] = (histogram[bucket] ?? 0) + 1;
  }
  return histogram;
}
function side(
  s: 'live' | 'canary',
  { views, errorViews = 0, inp = 100, lcp = 1500 }: { views: number; errorViews?: number; inp?: number; lcp?: number },
): Series {
  return {
    remote: 'mfe_menu',
    release: s === 'live' ? 'aaaa' : 'bbbb',
    side: s,
    minutes: [
      { t: T0, views, errorViews, errors: errorViews, failed: 0, inp: around(inp, views), lcp: around(lcp, views) },
    ],
  };
}
const which = { remote: 'mfe_menu', liveRelease: 'aaaa', canaryRelease: 'bbbb', sinceMs: T0, nowMs: T0 + 11 * 60_000 };

describe('the statistics', () => {
  it('has the normal tail right', () => {
    expect(upperTail(0)).toBeCloseTo(0.5, 6);
    expect(upperTail(1.6449)).toBeCloseTo(0.05, 4);
    expect(upperTail(2.3263)).toBeCloseTo(0.01, 4);
    expect(upperTail(-1.96)).toBeCloseTo(0.975, 4);
  });

  it('computes the two-proportion z of a textbook case', () => {
    // 30/200 vs 20/300: pooled 0.1, se = sqrt(0.1·0.9·(1/200 + 1/300)) = 0.02739; z = (0.15 − 0.0667)/0.02739 = 3.04
    const { z, p } = twoProportionTest({ hits: 30, n: 200 }, { hits: 20, n: 300 });
    expect(z).toBeCloseTo(3.04, 2);
    expect(p).toBeCloseTo(0.0012, 3);
    expect(twoProportionTest({ hits: 0, n: 50 }, { hits: 0, n: 500 })).toEqual({ z: 0, p: 1 });
  });
});

describe('analyse', () => {
  it('passes a canary like the live side', () => {
    const result = analyse(
      [side('live', { views: 4000, errorViews: 8 }), side('canary', { views: 250, errorViews: 1 })],
      which,
    );
    expect(result.verdict).toBe('pass');
    expect(result.signals.map((s) => s.ok)).toEqual([true, true, true]);
  });

  it('fails on errors the live side does not have, not on one error more by chance', () => {
    const bad = analyse(
      [side('live', { views: 4000, errorViews: 8 }), side('canary', { views: 250, errorViews: 12 })],
      which,
    );
    expect(bad.verdict).toBe('fail');
    expect(bad.signals[0]).toMatchObject({
      signal: 'error rate',
      ok: false,
      live: '0.20 % (8/4000)',
      canary: '4.80 % (12/250)',
    });
    // 2/250 against 8/4000: 0.8 % against 0.2 %, z ≈ 1.9 — chance alone does that more than 1 % of the time.
    const noise = analyse(
      [side('live', { views: 4000, errorViews: 8 }), side('canary', { views: 250, errorViews: 2 })],
      which,
    );
    expect(noise.verdict).toBe('pass');
  });

  it('fails a p75 INP over both bounds, passes one within either', () => {
    const slow = analyse([side('live', { views: 400, inp: 120 }), side('canary', { views: 400, inp: 450 })], which);
    expect(slow.verdict).toBe('fail');
    expect(slow.signals.find((s) => s.signal === 'p75 INP')?.ok).toBe(false);
    // +40 ms on 120 ms is +33 %, but under +50 ms: within the bound.
    const near = analyse([side('live', { views: 400, inp: 120 }), side('canary', { views: 400, inp: 160 })], which);
    expect(near.signals.find((s) => s.signal === 'p75 INP')?.ok).toBe(true);
    // +100 ms on 2,000 ms is +5 %: within the bound.
    const lcp = analyse([side('live', { views: 400, lcp: 2000 }), side('canary', { views: 400, lcp: 2100 })], which);
    expect(lcp.verdict).toBe('pass');
  });

  it('decides nothing before the minimum page views and minutes — not even on a clear regression', () => {
    const early = analyse([side('live', { views: 4000 }), side('canary', { views: 40, errorViews: 40 })], which);
    expect(early.verdict).toBe('wait');
    expect(early.waiting).toContain(`40 of ${DEFAULT_ANALYSIS.minViews} page views on the canary side`);
    const soon = analyse([side('live', { views: 4000 }), side('canary', { views: 400 })], {
      ...which,
      nowMs: T0 + 60_000,
    });
    expect(soon.verdict).toBe('wait');
    expect(soon.waiting[0]).toMatch(/1\.0 of 10 minutes/);
  });

  it('fails on errors before the vitals have their minimum; passes only once they have it', () => {
    const settings = { ...DEFAULT_ANALYSIS, minViews: 5, minMinutes: 0 };
    const noVitals = (s: Series) => ({ ...s, minutes: s.minutes.map((m) => ({ ...m, inp: {}, lcp: {} })) });
    const bad = [side('live', { views: 5 }), side('canary', { views: 5, errorViews: 5 })].map(noVitals);
    expect(analyse(bad, which, settings).verdict).toBe('fail');
    const good = [side('live', { views: 5 }), side('canary', { views: 5 })].map(noVitals);
    expect(analyse(good, which, settings)).toMatchObject({
      verdict: 'wait',
      waiting: ['0 of 50 INP values', '0 of 50 LCP values'],
    });
  });

  it('counts only the minutes since the step, and only the releases compared', () => {
    const old: Series = { ...side('canary', { views: 400, errorViews: 400 }), minutes: [] };
    old.minutes = [{ t: T0 - 10 * 60_000, views: 400, errorViews: 400, errors: 400, failed: 0, inp: {}, lcp: {} }];
    const other: Series = { ...side('canary', { views: 400, errorViews: 400 }), release: 'cccc' };
    const result = analyse([side('live', { views: 400 }), side('canary', { views: 400 }), old, other], which);
    expect(result.canary.errorViews).toBe(0);
    expect(result.verdict).toBe('pass');
  });
});
