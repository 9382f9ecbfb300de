// @vitest-environment node
// The beacons' figures in memory: a row a minute per release and side, the last hours only.
import { FIGURES_KEEP_MS } from '@campus/contract/figures';
import { describe, expect, it } from 'vitest';
import { createMinuteFigures } from './metrics-figures.ts';
import { view } from './metrics-test-view.ts';

const live = { remote: 'mfe_menu', release: 'aaaaaaaaaaaaaaaa', side: 'live' } as const;

describe('createMinuteFigures', () => {
  it('counts a view once, and what a view reported again adds (its errors, a failure) in its minute', () => {
    let now = 10 * 60_000 + 5;
    const figures = createMinuteFigures(() => now);
    figures.count(live, view({ inp: 100, lcp: 1000, errors: 1 }));
    figures.count(live, view({ more: true, errors: 2, failed: true, inp: 100 }));
    now += 60_000;
    figures.count(live, view());
    expect(figures.figures()).toEqual({
      at: now,
      series: [
        {
          ...live,
          minutes: [
            { t: 10 * 60_000, views: 1, errorViews: 1, errors: 3, failed: 1, inp: { 94: 1 }, lcp: { 142: 1 } },
            { t: 11 * 60_000, views: 1, errorViews: 0, errors: 0, failed: 0, inp: {}, lcp: {} },
          ],
        },
      ],
    });
  });

  it('keeps the last hours only', () => {
    let now = 60_000;
    const figures = createMinuteFigures(() => now);
    figures.count(live, view());
    now += FIGURES_KEEP_MS + 60_000;
    expect(figures.figures().series[0]?.minutes).toEqual([]);
    figures.count(live, view());
    expect(figures.figures().series[0]?.minutes.map((m) => m.t)).toEqual([now]);
  });
});
