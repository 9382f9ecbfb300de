// @vitest-environment node
import type { ReleaseState } from '@campus/contract/release-state';
import { describe, expect, it } from 'vitest';
import { promotedState } from './canary';
import { claimedByOthers, routeCollisions } from './checks';

const menu = { name: 'mfe_menu', entry: 'http://a/releases/1/remoteEntry.js', routes: ['/menu/*', '/smart-value'] };
const info = { name: 'mfe_info', entry: 'http://b/releases/1/remoteEntry.js', routes: ['/', '/about'] };
const canaryLine = {
  ...menu,
  entry: 'http://a/releases/2/remoteEntry.js',
  routes: ['/menu/*', '/smart-value', '/deals'],
};

const running = (): ReleaseState => ({
  manifest: { remotes: [menu, info] },
  history: { releases: {}, log: [] },
  canary: { mfe_menu: { line: canaryLine, percent: 5, release: 'r2', at: '2026-11-28T09:00:00.000Z' } },
});

describe('--promote swap (promotedState)', () => {
  it('makes the canary line live, on the history after the line it replaced, logged; the canary ends', () => {
    const before = running();
    const swap = promotedState(before, 'mfe_menu', canaryLine.entry);
    if (!swap || 'collisions' in swap) throw new Error(`not promoted: ${JSON.stringify(swap)}`);
    expect(swap.previous).toEqual(menu);
    expect(swap.state.manifest.remotes).toEqual([canaryLine, info]);
    expect(swap.state.history.releases.mfe_menu).toEqual([menu, canaryLine]);
    expect(swap.state.canary).toEqual({});
    expect(swap.state.history.log).toEqual([
      expect.objectContaining({ remote: 'mfe_menu', action: 'promote', from: menu.entry, to: canaryLine.entry }),
    ]);
    // The state it was given is left as it was (the store may hand it to another attempt).
    expect(before).toEqual(running());
  });

  it('promotes nothing when the canary is another release now, or gone', () => {
    expect(promotedState(running(), 'mfe_menu', 'http://a/releases/3/remoteEntry.js')).toBeNull();
    expect(promotedState({ ...running(), canary: {} }, 'mfe_menu', canaryLine.entry)).toBeNull();
  });

  it("is refused when another team's release claimed one of its paths while it ran", () => {
    const state = running();
    state.manifest.remotes[1] = { ...info, routes: ['/', '/about', '/deals'] };
    expect(promotedState(state, 'mfe_menu', canaryLine.entry)).toEqual({
      collisions: ['colliding route: /deals overlaps /deals, owned by mfe_info'],
    });
  });
});

describe("another remote's canary claims its paths too (claimedByOthers)", () => {
  const infoCanary = {
    line: { ...info, entry: 'http://b/releases/2/remoteEntry.js', routes: ['/', '/about', '/deals'] },
    percent: 10,
    release: 'i2',
    at: '2026-11-28T09:30:00.000Z',
  };

  it("names the canary as the owner; the remote's own canary is not in its way", () => {
    const state = { ...running(), canary: { ...running().canary, mfe_info: infoCanary } };
    const others = claimedByOthers(state.manifest, state.canary, 'mfe_menu');
    expect(routeCollisions(['/menu/*', '/deals'], 'mfe_menu', others)).toEqual([
      "colliding route: /deals overlaps /deals, owned by mfe_info's canary i2",
    ]);
    // mfe_menu's own canary (which claims /deals) is left out for mfe_menu; counted for anyone else.
    expect(routeCollisions(['/deals'], 'mfe_info', claimedByOthers(state.manifest, state.canary, 'mfe_info'))).toEqual([
      "colliding route: /deals overlaps /deals, owned by mfe_menu's canary r2",
    ]);
  });

  it('--promote is refused while another canary claims one of its paths', () => {
    const state = { ...running(), canary: { ...running().canary, mfe_info: infoCanary } };
    expect(promotedState(state, 'mfe_menu', canaryLine.entry)).toEqual({
      collisions: ["colliding route: /deals overlaps /deals, owned by mfe_info's canary i2"],
    });
  });
});
