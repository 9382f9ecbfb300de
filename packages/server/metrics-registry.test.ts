// @vitest-environment node
// The beacons' Prometheus registry: what a view adds to which series, and the refusals by reason.
import { describe, expect, it } from 'vitest';
import { createBeaconRegistry } from './metrics-registry.ts';
import { view } from './metrics-test-view.ts';

const labels = { remote: 'mfe_menu', release: 'aaaaaaaaaaaaaaaa', side: 'live', route: '/menu/*' } as const;
const byRelease = 'remote="mfe_menu",release="aaaaaaaaaaaaaaaa",side="live"';

describe('createBeaconRegistry', () => {
  it('counts a view reported again for its errors, failure and held taps only', async () => {
    const prometheus = createBeaconRegistry({ clients: () => 7 });
    prometheus.count(labels, view({ ttfb: 300, cls: 0.2, held: [2000] }));
    prometheus.count(labels, view({ more: true, errors: 2, failed: true, inp: 50, held: [100] }));
    const text = await prometheus.registry.metrics();
    expect(text).toContain(`campus_page_views_total{${byRelease},route="/menu/*"} 1`);
    expect(text).toContain(`campus_page_errors_total{${byRelease},route="/menu/*"} 2`);
    expect(text).not.toContain('campus_error_page_views_total{');
    expect(text).toContain(`campus_failed_slices_total{${byRelease},route="/menu/*"} 1`);
    expect(text).not.toContain('campus_inp_seconds_count{');
    expect(text).toContain(`campus_ttfb_seconds_count{${byRelease}} 1`);
    expect(text).toContain(`campus_held_tap_seconds_count{${byRelease}} 2`);
    expect(text).toContain('campus_beacon_clients 7');
  });

  it('counts beacons accepted and refused by reason', async () => {
    const prometheus = createBeaconRegistry({ clients: () => 0 });
    prometheus.accepted();
    prometheus.refused('rate');
    prometheus.refused('rate');
    const text = await prometheus.registry.metrics();
    expect(text).toContain('campus_beacons_total 1');
    expect(text).toContain('campus_beacons_refused_total{reason="rate"} 2');
  });
});
