// @vitest-environment node
// Prometheus's answers folded into figures: the same rows, minutes and p75s whoever reads them.
import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  figuresFromPrometheus,
  type PrometheusAnswers,
  prometheusQueries,
  quantileOf,
  totalsOf,
} from './figures.ts';

const labels = (side: string, extra: Record<string, string> = {}) => ({
  remote: 'mfe_menu',
  release: side === 'live' ? 'aaaaaaaaaaaaaaaa' : 'bbbbbbbbbbbbbbbb',
  side,
  ...extra,
});
const none = { views: [], errorViews: [], errors: [], failed: [], inp: [], lcp: [] };

describe('prometheusQueries', () => {
  it('asks each figure’s increase over the window, summed by remote, release and side (and le for a histogram)', () => {
    const q = prometheusQueries('300s');
    expect(q.views).toBe('sum by (remote, release, side) (increase(campus_page_views_total[300s]))');
    expect(q.inp).toBe('sum by (remote, release, side, le) (increase(campus_inp_seconds_bucket[300s]))');
    expect(Object.keys(q)).toEqual(['views', 'errorViews', 'errors', 'failed', 'inp', 'lcp']);
  });
});

describe('figuresFromPrometheus', () => {
  it('an instant answer: one minute per row, counts rounded (Prometheus extrapolates an increase)', () => {
    const answers: PrometheusAnswers = {
      ...none,
      views: [
        { metric: labels('live'), points: [[1000, '12.4']] },
        { metric: labels('canary'), points: [[1000, '3.6']] },
        { metric: labels('preview'), points: [[1000, '9']] },
      ],
      errorViews: [{ metric: labels('canary'), points: [[1000, '4']] }],
    };
    const figures = figuresFromPrometheus(answers, () => 5_000, 7_000);
    expect(figures.at).toBe(7_000);
    // A side the store does not have (here `preview`) is no row.
    expect(figures.series.map((s) => [s.side, s.minutes.map((m) => [m.t, m.views, m.errorViews])])).toEqual([
      ['live', [[5_000, 12, 0]]],
      ['canary', [[5_000, 4, 4]]],
    ]);
  });

  it('a range answer: a minute per point, so what began at or after a time adds up', () => {
    const answers: PrometheusAnswers = {
      ...none,
      views: [
        {
          metric: labels('live'),
          points: [
            [120, '5'],
            [180, '7'],
            [240, '0'],
          ],
        },
      ],
    };
    const figures = figuresFromPrometheus(answers, (s) => s * 1000 - 60_000, 300_000);
    expect(figures.series[0]?.minutes.map((m) => [m.t, m.views])).toEqual([
      [60_000, 5],
      [120_000, 7],
      [180_000, 0],
    ]);
    expect(totalsOf(figures.series, { remote: 'mfe_menu', side: 'live', sinceMs: 120_000 }).views).toBe(7);
  });

  it('cumulative buckets by le (seconds) become counts at each bound, and the p75 is a bound', () => {
    const bucket = (le: string, n: string) => ({
      metric: labels('live', { le }),
      points: [[60, n]] as [number, string][],
    });
    const answers: PrometheusAnswers = {
      ...none,
      inp: [bucket('0.1', '2'), bucket('0.2', '6'), bucket('0.5', '8'), bucket('+Inf', '8')],
    };
    const minute = figuresFromPrometheus(answers, () => 0, 0).series[0]?.minutes[0];
    expect(minute?.inp).toEqual({
      [String(bucketOf(100))]: 2,
      [String(bucketOf(200))]: 4,
      [String(bucketOf(500))]: 2,
    });
    expect(quantileOf(minute?.inp ?? {}, 0.75)).toBeCloseTo(200, -1);
  });
});
