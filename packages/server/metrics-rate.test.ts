// @vitest-environment node
// The beacons' rate limit: a token bucket per client.
import { describe, expect, it } from 'vitest';
import { createRateLimit } from './metrics-rate.ts';

describe('createRateLimit', () => {
  it('lets a client send its burst, then one per refill, never more than the burst saved up', () => {
    let now = 0;
    const limit = createRateLimit({ burst: 3, refillMs: 100, kept: 10, now: () => now });
    expect([1, 2, 3, 4].map(() => limit.allowed('a'))).toEqual([true, true, true, false]);
    expect(limit.allowed('b')).toBe(true);
    now += 250; // two refills
    expect([1, 2, 3].map(() => limit.allowed('a'))).toEqual([true, true, false]);
    now += 10_000;
    expect([1, 2, 3, 4].map(() => limit.allowed('a'))).toEqual([true, true, true, false]);
  });

  it('remembers at most `kept` clients: the least recent one forgotten gets a fresh allowance', () => {
    const limit = createRateLimit({ burst: 1, refillMs: 1000, kept: 2, now: () => 0 });
    expect(limit.allowed('a')).toBe(true);
    expect(limit.allowed('a')).toBe(false);
    limit.allowed('b');
    limit.allowed('c');
    expect(limit.size).toBe(2);
    expect(limit.allowed('a')).toBe(true);
  });
});
