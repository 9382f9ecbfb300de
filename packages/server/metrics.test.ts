// @vitest-environment node
// What pages report, counted under labels the release store knows — and what hostile beacons cannot do: an oversized,
// malformed or made-up one is refused (or counted as `other`), a flood from one client is cut off, and none of them
// adds a series or keeps memory.
import { BEACON_MAX_BYTES } from '@campus/contract/beacon';
import { quantileOf, totalsOf } from '@campus/contract/figures';
import type { ReleaseState } from '@campus/contract/release-state';
import { describe, expect, it } from 'vitest';
import { BEACON_BURST, BEACON_REFILL_MS, createMetrics, labelsOf } from './metrics.ts';
import { view } from './metrics-test-view.ts';

const LIVE = 'https://menu.example/releases/aaaaaaaaaaaaaaaa/remoteEntry.js';
const CANARY = 'https://menu.example/releases/bbbbbbbbbbbbbbbb/remoteEntry.js';
const state: ReleaseState = {
  manifest: { remotes: [{ name: 'mfe_menu', entry: LIVE, routes: ['/menu/*', '/bowl/*'] }] },
  history: { releases: {}, log: [] },
  canary: {
    mfe_menu: {
      line: { name: 'mfe_menu', entry: CANARY, routes: ['/menu/*', '/bowl/*'] },
      percent: 5,
      release: 'mfe-menu-b',
      at: '2026-11-29T10:00:00.000Z',
    },
  },
};
const beacon = (...views: Record<string, unknown>[]) => JSON.stringify({ v: 1, views });

describe('labelsOf', () => {
  it('names the side by the release the store has live or in the canary, anything else `other`', () => {
    expect(labelsOf(state, view())).toEqual({
      remote: 'mfe_menu',
      release: 'aaaaaaaaaaaaaaaa',
      side: 'live',
      route: '/menu/*',
    });
    expect(labelsOf(state, view({ release: 'bbbbbbbbbbbbbbbb' })).side).toBe('canary');
    expect(labelsOf(state, view({ release: 'cccccccccccccccc' }))).toMatchObject({ release: 'other', side: 'other' });
    expect(labelsOf(state, view({ route: '/cart' })).route).toBe('other');
    expect(labelsOf(state, view({ remote: 'mfe_evil' }))).toEqual({
      remote: 'other',
      release: 'other',
      side: 'other',
      route: 'other',
    });
  });
});

describe('createMetrics', () => {
  it('counts page views, error views, failures and vitals per side, in Prometheus and in memory', async () => {
    const metrics = createMetrics({ state: () => state, log: () => undefined });
    expect(
      metrics.ingest(beacon(view({ inp: 80, lcp: 1200 }), view({ release: 'bbbbbbbbbbbbbbbb', errors: 2 })), 'a'),
    ).toEqual({ status: 204 });
    // The same view again after the page was shown again: its new error only, not a second page view.
    metrics.ingest(beacon(view({ errors: 1, more: true })), 'a');
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      'campus_page_views_total{remote="mfe_menu",release="aaaaaaaaaaaaaaaa",side="live",route="/menu/*"} 1',
    );
    expect(text).toContain(
      'campus_error_page_views_total{remote="mfe_menu",release="bbbbbbbbbbbbbbbb",side="canary",route="/menu/*"} 1',
    );
    const { series } = metrics.figures();
    const live = totalsOf(series, { remote: 'mfe_menu', side: 'live' });
    expect(live).toMatchObject({ views: 1, errorViews: 0, errors: 1 });
    expect(quantileOf(live.inp, 0.75)).toBeCloseTo(80, -1);
    expect(totalsOf(series, { remote: 'mfe_menu', side: 'canary' })).toMatchObject({ views: 1, errorViews: 1 });
  });

  it('scrapes every live series at zero first, and never wipes what a histogram holds', async () => {
    const metrics = createMetrics({ state: () => state, log: () => undefined });
    const first = await metrics.scrape();
    expect(first).toContain(
      'campus_page_views_total{remote="mfe_menu",release="bbbbbbbbbbbbbbbb",side="canary",route="/bowl/*"} 0',
    );
    metrics.ingest(beacon(view({ release: 'bbbbbbbbbbbbbbbb', inp: 400 })), 'a');
    await metrics.scrape();
    expect(await metrics.scrape()).toContain(
      'campus_inp_seconds_count{remote="mfe_menu",release="bbbbbbbbbbbbbbbb",side="canary"} 1',
    );
  });

  it('refuses oversized, malformed and out-of-schema beacons, with one log line per reason and minute', () => {
    const lines: Record<string, unknown>[] = [];
    const metrics = createMetrics({ state: () => state, log: (line) => lines.push(line) });
    expect(metrics.ingest(null, 'a', 1_000_000).status).toBe(400);
    expect(metrics.ingest('x'.repeat(BEACON_MAX_BYTES + 1), 'b').status).toBe(400);
    expect(metrics.ingest('{"v":1,', 'c').status).toBe(400);
    expect(metrics.ingest(beacon(view({ inp: -5 })), 'd').status).toBe(400);
    expect(metrics.ingest(beacon(view({ route: '<script>' })), 'e').status).toBe(400);
    expect(metrics.ingest(beacon(view({ extra: 'field' })), 'f').status).toBe(400);
    expect(metrics.ingest(JSON.stringify({ v: 1, views: [] }), 'g').status).toBe(400);
    expect(lines.map((line) => line.reason)).toEqual(['size', 'malformed']);
    expect(metrics.figures().series).toEqual([]);
  });

  it('cuts off a flood from one client, not the others, and lets it in again with time', () => {
    let now = 1_000_000;
    const metrics = createMetrics({ state: () => state, log: () => undefined, now: () => now });
    const statuses = Array.from({ length: BEACON_BURST + 30 }, () => metrics.ingest(beacon(view()), 'flood').status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(BEACON_BURST);
    expect(statuses.at(-1)).toBe(429);
    expect(metrics.ingest(beacon(view()), 'someone else').status).toBe(204);
    now += BEACON_REFILL_MS;
    expect(metrics.ingest(beacon(view()), 'flood').status).toBe(204);
  });

  it('keeps the number of series flat under made-up labels', async () => {
    const metrics = createMetrics({ state: () => state, log: () => undefined });
    // Every metric once under the labels a made-up value maps to (`other` everywhere, or an unknown release of a
    // known remote), so what follows could only add series with labels of its own.
    const full = { inp: 1, lcp: 1, ttfb: 1, cls: 0.1, errors: 1, failed: true, held: [5] };
    metrics.ingest(beacon(view({ remote: 'x', release: 'y', route: '/z', ...full })), 'warm');
    metrics.ingest(beacon(view({ release: 'r', route: '/menu/1', ...full })), 'warm');
    const before = await metrics.seriesCount();
    for (let i = 0; i < 2000; i++) {
      const made = view({ remote: `mfe_${i}`, release: `${i}`.padStart(16, 'f'), route: `/r${i}`, inp: i, errors: 1 });
      metrics.ingest(beacon(made, view({ release: `r${i}`, route: `/menu/${i}`, lcp: i, held: [i] })), `client-${i}`);
    }
    expect(await metrics.seriesCount()).toBe(before);
    expect(metrics.figures().series.length).toBeLessThanOrEqual(2);
  });
});
