// The beacons' rate limit (metrics.ts): a token bucket per client, the least recently seen clients forgotten.
import { LRUCache } from 'lru-cache';

/**
 * @param options `burst`: the beacons a client may send at once, then one per `refillMs`; `kept`: the clients
 *   remembered (the least recent forgotten: at worst, one gets a fresh allowance); `now`: the clock
 */
export function createRateLimit({
  burst,
  refillMs,
  kept,
  now,
}: {
  burst: number;
  refillMs: number;
  kept: number;
  now: () => number;
}) {
  /** Per client: the allowance left and when it was last refilled. */
  const clients = new LRUCache<string, { tokens: number; at: number }>({ max: kept });
  return {
    /** Whether `client` may send this beacon (one of its allowance taken if so). */
    allowed(client: string): boolean {
      const t = now();
      const bucket = clients.get(client) ?? { tokens: burst, at: t };
      const refill = Math.floor((t - bucket.at) / refillMs);
      if (refill > 0) {
        bucket.tokens = Math.min(burst, bucket.tokens + refill);
        bucket.at += refill * refillMs;
      }
      if (bucket.tokens >= burst) bucket.at = t;
      const ok = bucket.tokens > 0;
      if (ok) bucket.tokens -= 1;
      clients.set(client, bucket);
      return ok;
    },
    /** How many clients it remembers. */
    get size(): number {
      return clients.size;
    },
  };
}
