// @vitest-environment node
import type { ReleaseState } from '@campus/contract/release-state';
import { describe, expect, it } from 'vitest';
import { KEPT_LINES, KEPT_LOG, trimHistory } from './document.mjs';

const line = (n: number) => ({
  name: 'mfe_menu',
  entry: `http://localhost:4174/releases/r${n}/remoteEntry.js`,
  routes: [],
});
const entry = (n: number) => ({
  at: new Date(n * 1000).toISOString(),
  remote: 'mfe_menu',
  action: 'release' as const,
  from: line(n - 1).entry,
  to: line(n).entry,
});
function state(lines: number, log: number): ReleaseState {
  return {
    manifest: { remotes: [line(lines)] },
    history: {
      releases: { mfe_menu: Array.from({ length: lines }, (_, i) => line(i + 1)), mfe_info: [] },
      log: Array.from({ length: log }, (_, i) => entry(i + 1)),
    },
    canary: {},
  };
}

describe('the live document’s history, cut to what it keeps', () => {
  it('within its bounds: the same state, nothing archived', () => {
    const small = state(KEPT_LINES, KEPT_LOG);
    expect(trimHistory(small)).toEqual({ state: small, archived: null });
  });

  it('past them: the newest lines and log entries kept, the rest archived oldest first, the input untouched', () => {
    const big = state(KEPT_LINES + 3, KEPT_LOG + 5);
    const copy = structuredClone(big);
    const { state: kept, archived } = trimHistory(big);
    expect(kept.history.releases.mfe_menu).toEqual(big.history.releases.mfe_menu?.slice(3));
    expect(kept.history.releases.mfe_menu?.at(-1)).toEqual(kept.manifest.remotes[0]);
    expect(kept.history.log).toHaveLength(KEPT_LOG);
    expect(kept.history.log[0]).toEqual(entry(6));
    expect(archived?.lines).toEqual({ mfe_menu: [line(1), line(2), line(3)] });
    expect(archived?.log).toEqual([1, 2, 3, 4, 5].map(entry));
    expect(big).toEqual(copy);
  });

  it('stays the same size however many switches: 2,000 releases keep ten lines and two hundred entries', () => {
    let current = state(1, 0);
    const sizes: number[] = [];
    for (let n = 2; n <= 2001; n++) {
      current.history.releases.mfe_menu?.push(line(n));
      current.history.log.push(entry(n));
      current = trimHistory(current).state;
      if (n % 500 === 1) sizes.push(JSON.stringify(current).length);
    }
    expect(current.history.releases.mfe_menu).toHaveLength(KEPT_LINES);
    expect(current.history.log).toHaveLength(KEPT_LOG);
    // Flat: only the releases' numbers grow a digit.
    expect(Math.max(...sizes) / Math.min(...sizes)).toBeLessThan(1.02);
  });
});
