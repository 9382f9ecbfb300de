// The layout server's memory of remotes' pre-rendered pages (ssr/<address>.json) and hash lists (integrity.json), so that a page costs no request to a
// remote's host once that page of that release has been served, and a host that hangs or dies costs little:
//
// - Kept per file URL (the release's folder + the file): a new release is a new folder, so a new key.
// - Served from memory at once; once older than `freshMs` it is asked for again in the background (If-None-Match,
//   so an unchanged file is a 304), and the answer replaces it for the next request (stale while revalidated).
// - A cold miss waits at most `budgetMs`; the request it started goes on (up to `hangMs`) and fills the memory.
// - A fault (no answer, a 5xx, a file that is not a fragment) keeps the last good fragment; each fault and each
//   fallback is one structured log line.
// - A circuit breaker per host: after `failuresToOpen` faults in a row the host is not asked for `openMs`; then one
//   request tries it (half-open) and its answer closes or re-opens the circuit. While open, a cold miss falls back at
//   once instead of every request waiting out the budget.
// The memory is lru-cache's, the breaker cockatiel's.

import { type Fragment, parseFragment } from '@campus/contract/fragment';
import type { Parsed } from '@campus/contract/parse';
import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleAll,
  isBrokenCircuitError,
} from 'cockatiel';
import { LRUCache } from 'lru-cache';

export type { Fragment };
export type FragmentResult =
  | { state: 'html'; fragment: Fragment }
  | { state: 'missing'; reason: string }
  | { state: 'failed'; reason: string };

/** A time budget (see `budget`). */
export interface Budget {
  ms: number;
  within: <T, U>(work: () => Promise<T>, late: () => U) => Promise<T | U>;
}

/**
 * A time budget: `within(work, late)` is what `work` gives, or what `late` gives once `ms` have passed. The work is not
 * stopped: what it fetches or renders still fills a cache for the next request. The timer does not keep the process
 * alive. Written here rather than cockatiel's timeout: that costs ~20 µs a call against ~1 µs (docs/performance.md,
 * "Decisions and why"), and the page's budget (compose.ts) runs on every page.
 */
export function budget(ms: number): Budget {
  return {
    ms,
    within: <T, U>(work: () => Promise<T>, late: () => U) =>
      new Promise<T | U>((resolve, reject) => {
        const timer = setTimeout(() => resolve(late()), ms).unref();
        work().then(
          (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          (error) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      }),
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A circuit breaker per host (cockatiel's, one policy per host): after `failuresToOpen` faults in a row the host is
 * not asked for `openMs`; then one request tries it (half-open) and its answer closes or re-opens the circuit.
 */
export function createBreaker(
  options: { failuresToOpen?: number; openMs?: number; log?: (line: Record<string, unknown>) => void } = {},
) {
  const { failuresToOpen = 3, openMs = 5000, log = () => undefined } = options;
  const hosts = new Map<string, CircuitBreakerPolicy>();
  const of = (host: string) => {
    const known = hosts.get(host);
    if (known) return known;
    const policy = circuitBreaker(handleAll, {
      halfOpenAfter: openMs,
      breaker: new ConsecutiveBreaker(failuresToOpen),
    });
    // Faults in a row and the last one's reason, for the log line when the circuit opens.
    let failures = 0;
    let reason = '';
    policy.onSuccess(() => {
      failures = 0;
    });
    policy.onFailure((failure) => {
      failures += 1;
      reason = 'error' in failure.reason ? messageOf(failure.reason.error) : String(failure.reason.value);
    });
    policy.onBreak(() => log({ event: 'breaker:open', host, failures, openMs, reason }));
    policy.onReset(() => log({ event: 'breaker:closed', host }));
    hosts.set(host, policy);
    return policy;
  };
  return {
    /**
     * `ask()` through `host`'s circuit; a throw counts as a fault. While the circuit is open, or its one trial is out,
     * rejects at once with cockatiel's BrokenCircuitError (cockatiel would have a request wait for the trial).
     */
    execute<T>(host: string, ask: () => Promise<T>): Promise<T> {
      const policy = of(host);
      if (policy.state === CircuitState.HalfOpen) return Promise.reject(new BrokenCircuitError());
      return policy.execute(() => ask());
    },
    /** Whether `host`'s circuit is open (or its one trial is out). */
    isOpen(host: string) {
      const state = hosts.get(host)?.state;
      return state === CircuitState.Open || state === CircuitState.HalfOpen;
    },
  };
}

/**
 * A cache of one kind of JSON file of remotes' releases (their pre-rendered pages; their hash lists), with the policy
 * above, on lru-cache: its `fetchMethod` asks the host, `allowStale` serves a kept file at once while it is asked
 * again, and one request per file is in flight however many pages want it. `parse` reads a file of this kind (its contract schema,
 * @campus/contract) and says what is wrong with anything else; `kind` names it in the log lines (`<kind>:error`, `<kind>:fallback`), `noun` (default: `kind`) in the
 * reason of a file that is not one. `now`: the clock of `freshMs` (tests).
 * `weigh`: a kept file's bytes (default: 1 KB each); `maxBytes`: how many bytes of files are kept, least recently used
 * dropped first.
 */
export function createReleaseFileCache<T>(options: {
  parse: (value: unknown) => Parsed<T>;
  kind: string;
  noun?: string;
  budgetMs?: number;
  freshMs?: number;
  hangMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  weigh?: (value: T) => number;
  breaker?: ReturnType<typeof createBreaker>;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (line: Record<string, unknown>) => void;
}) {
  const {
    parse,
    kind,
    noun = kind,
    budgetMs = 1500,
    freshMs = 1000,
    hangMs = 5000,
    maxEntries = 5000,
    maxBytes = 8 * 1024 * 1024,
    weigh = () => 1024,
    now,
    log = (line) => console.warn(JSON.stringify(line)),
    breaker = createBreaker({ log }),
  } = options;
  const fetchImpl = options.fetch ?? fetch;
  const coldBudget = budget(budgetMs);
  type Result =
    | { state: 'found'; value: T }
    | { state: 'missing'; reason: string }
    | { state: 'failed'; reason: string };
  type Kept = { result: Result; etag?: string };

  /**
   * The host's answer for `url` (a fault throws): the kept file again (304), a file it does not have (404, 410), or
   * the JSON it sent.
   */
  async function askHost(url: string, kept: Kept | undefined): Promise<Kept | { json: unknown; etag?: string }> {
    // With If-None-Match, fetch (as the Fetch standard says) adds `Cache-Control: no-cache` unless the request names
    // one, and a server using `fresh` (ours, site.ts) then answers 200 with the whole file, never 304: a kept file
    // would come back as a new object each time, and every page made from it be put together again.
    const headers: Record<string, string> = kept?.etag
      ? { 'If-None-Match': kept.etag, 'Cache-Control': 'max-age=0' }
      : {};
    let res: Response;
    try {
      res = await fetchImpl(url, { headers, signal: AbortSignal.timeout(hangMs) });
    } catch (error) {
      throw new Error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
    if (res.status === 304 && kept) return kept;
    if (res.status === 404 || res.status === 410) {
      return { result: { state: 'missing', reason: `HTTP ${res.status} for ${url}` } };
    }
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    try {
      return { json: await res.json(), etag: res.headers.get('etag') ?? undefined };
    } catch (error) {
      throw new Error(`unreadable: ${messageOf(error)}`);
    }
  }

  /** least recently used dropped first */
  const files = new LRUCache<string, Kept>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (kept) => (kept.result.state === 'found' ? Math.max(1, weigh(kept.result.value)) : 64),
    ttl: Math.max(freshMs, 1),
    // The clock read on every look-up (not once a millisecond), so a test's clock moves the files' age at once.
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
    allowStale: true,
    noDeleteOnStaleGet: true,
    /**
     * A file asked for (again): what it is now, or — on a fault, or while the host's circuit is open — `undefined`,
     * which keeps the last good one as it was (still stale: the next request asks again). A file never had rejects.
     */
    fetchMethod: async (url, kept) => {
      const fault = (reason: string) => {
        log({ event: `${kind}:error`, url, reason, kept: kept?.result.state === 'found' });
        if (kept) return undefined;
        throw new Error(reason);
      };
      let answer: Awaited<ReturnType<typeof askHost>>;
      try {
        answer = await breaker.execute(new URL(url).host, () => askHost(url, kept));
      } catch (error) {
        if (isBrokenCircuitError(error)) {
          if (kept) return undefined;
          throw error;
        }
        return fault(messageOf(error));
      }
      if ('result' in answer) return answer;
      // The host answered (a success for its circuit); what it sent may still not be a file of this kind.
      const read = parse(answer.json);
      if (!read.ok) return fault(`not a ${noun}: ${read.message}`);
      return { result: { state: 'found', value: read.value }, etag: answer.etag };
    },
  });

  return {
    /**
     * The file at `url`: from memory when there is one (asked again in the background once stale), else asked for now
     * and waited on at most `budgetMs`. The same object as long as the file is unchanged.
     */
    async get(url: string): Promise<Result> {
      const kept = files.peek(url, { allowStale: true });
      if (kept) {
        void files.fetch(url); // marks it used; once stale, asks again in the background
        return kept.result;
      }
      try {
        const got = await coldBudget.within(
          () => files.fetch(url),
          () => null,
        );
        if (got) return got.result;
        log({ event: `${kind}:fallback`, url, reason: `no answer within ${budgetMs} ms` });
        return { state: 'failed', reason: `no answer within ${budgetMs} ms` };
      } catch (error) {
        if (!isBrokenCircuitError(error)) return { state: 'failed', reason: messageOf(error) };
        log({ event: `${kind}:fallback`, url, reason: 'circuit open' });
        return { state: 'failed', reason: `circuit open for ${new URL(url).host}` };
      }
    },
    /**
     * The file at `url` loaded into memory however long its host takes (up to `hangMs`), for warming: the budget of a
     * page's request does not apply. Resolves to its result, or to a failure's reason; never rejects.
     */
    async load(url: string): Promise<Result> {
      try {
        const got = await files.fetch(url);
        return got ? got.result : { state: 'failed', reason: 'not kept' };
      } catch (error) {
        return { state: 'failed', reason: messageOf(error) };
      }
    },
    /** How many files are kept (tests, the load bench). */
    get size() {
      return files.size;
    },
  };
}

/** The pre-rendered pages kept, in bytes: every listed page of a few releases of every remote. */
export const FRAGMENT_BYTES = 32 * 1024 * 1024;

/**
 * Remotes' pre-rendered pages (ssr/<address>.json), kept as above.
 */
export function createFragmentCache(
  options: {
    budgetMs?: number;
    freshMs?: number;
    hangMs?: number;
    maxEntries?: number;
    maxBytes?: number;
    breaker?: ReturnType<typeof createBreaker>;
    fetch?: typeof fetch;
    now?: () => number;
    log?: (line: Record<string, unknown>) => void;
  } = {},
) {
  const cache = createReleaseFileCache<Fragment>({
    maxBytes: FRAGMENT_BYTES,
    ...options,
    parse: parseFragment,
    kind: 'fragment',
    // Its HTML at two bytes a character (UTF-16 at worst).
    weigh: (fragment) => 2 * fragment.html.length,
  });
  return {
    /**
     * The fragment at `url` (see createReleaseFileCache's get); `fragment` is the same object while it is unchanged.
     */
    async get(url: string): Promise<FragmentResult> {
      const got = await cache.get(url);
      return got.state === 'found' ? { state: 'html', fragment: got.value } : got;
    },
    /** The fragment at `url` loaded into memory without a page's budget (warming). */
    load: (url: string) => cache.load(url),
    /** How many fragments are kept (tests, the load bench). */
    get size() {
      return cache.size;
    },
  };
}
