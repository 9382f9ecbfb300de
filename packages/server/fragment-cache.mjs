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

import { parseFragment } from '@campus/contract/fragment';

/**
 * @typedef {import('@campus/contract/fragment').Fragment} Fragment
 * @typedef {{ state: 'html', fragment: Fragment } | { state: 'missing', reason: string }
 *   | { state: 'failed', reason: string }} FragmentResult
 */

/** Resolves to 'timeout' after `ms`, without keeping the process alive. @param {number} ms */
export const budget = (ms) =>
  new Promise((resolve) => setTimeout(resolve, ms, /** @type {const} */ ('timeout')).unref());

/**
 * @param {{ failuresToOpen?: number, openMs?: number, now?: () => number,
 *   log?: (line: Record<string, unknown>) => void }} [options]
 */
export function createBreaker(options = {}) {
  const { failuresToOpen = 3, openMs = 5000, now = Date.now, log = () => undefined } = options;
  /** @typedef {{ failures: number, openedAt?: number, trial?: boolean }} HostState */
  /** @type {Map<string, HostState>} */
  const hosts = new Map();
  const of = (/** @type {string} */ host) => {
    const known = hosts.get(host);
    if (known) return known;
    /** @type {HostState} */
    const h = { failures: 0 };
    hosts.set(host, h);
    return h;
  };
  return {
    /** Whether a request to `host` may go now (closed, or the one trial of a half-open circuit). @param {string} host */
    allow(host) {
      const h = of(host);
      if (h.openedAt === undefined) return true;
      if (now() - h.openedAt < openMs || h.trial) return false;
      h.trial = true;
      return true;
    },
    /** @param {string} host */
    isOpen(host) {
      const h = hosts.get(host);
      return h?.openedAt !== undefined && (now() - h.openedAt < openMs || h.trial === true);
    },
    /** @param {string} host */
    success(host) {
      const h = of(host);
      if (h.openedAt !== undefined) log({ event: 'breaker:closed', host });
      hosts.set(host, { failures: 0 });
    },
    /** @param {string} host @param {string} reason */
    failure(host, reason) {
      const h = of(host);
      h.failures += 1;
      if (h.trial || (h.openedAt === undefined && h.failures >= failuresToOpen)) {
        h.openedAt = now();
        h.trial = false;
        log({ event: 'breaker:open', host, failures: h.failures, openMs, reason });
      }
    },
  };
}

/**
 * A cache of one kind of JSON file of remotes' releases (their pre-rendered pages; their hash lists), with the policy
 * above. `parse` reads a file of this kind (its contract schema, @campus/contract) and says what is wrong with anything else; `kind` names it in the log lines (`<kind>:error`,
 * `<kind>:fallback`), `noun` (default: `kind`) in the reason of a file that is not one.
 * @template T
 * @param {{ parse: (value: unknown) => import('@campus/contract/parse').Parsed<T>, kind: string, noun?: string, budgetMs?: number, freshMs?: number, hangMs?: number,
 *   maxEntries?: number, breaker?: ReturnType<typeof createBreaker>, fetch?: typeof fetch, now?: () => number,
 *   log?: (line: Record<string, unknown>) => void }} options
 */
export function createReleaseFileCache(options) {
  const {
    parse,
    kind,
    noun = kind,
    budgetMs = 1500,
    freshMs = 1000,
    hangMs = 5000,
    maxEntries = 5000,
    now = Date.now,
    log = (line) => console.warn(JSON.stringify(line)),
    breaker = createBreaker({ log, now }),
  } = options;
  const fetchImpl = options.fetch ?? fetch;
  /**
   * @typedef {{ state: 'found', value: T } | { state: 'missing', reason: string } | { state: 'failed', reason: string }} Result
   * @typedef {{ value?: Result, at: number, etag?: string, pending?: Promise<Result> }} Entry
   */
  /** @type {Map<string, Entry>} oldest use first */
  const entries = new Map();

  /** @param {string} url @param {Entry} entry @returns {Promise<Result>} */
  function ask(url, entry) {
    const host = new URL(url).host;
    const fault = (/** @type {string} */ reason) => {
      breaker.failure(host, reason);
      log({ event: `${kind}:error`, url, reason, kept: entry.value?.state === 'found' });
      return entry.value ?? { state: /** @type {const} */ ('failed'), reason };
    };
    const asked = (async () => {
      /** @type {Record<string, string>} */
      const headers = entry.etag && entry.value ? { 'If-None-Match': entry.etag } : {};
      let res;
      try {
        res = await fetchImpl(url, { headers, signal: AbortSignal.timeout(hangMs) });
      } catch (error) {
        return fault(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      }
      if (res.status === 304 && entry.value) {
        breaker.success(host);
        entry.at = now();
        return entry.value;
      }
      if (res.status === 404 || res.status === 410) {
        breaker.success(host);
        entry.value = { state: 'missing', reason: `HTTP ${res.status} for ${url}` };
        entry.etag = undefined;
        entry.at = now();
        return entry.value;
      }
      if (!res.ok) return fault(`HTTP ${res.status}`);
      let json;
      try {
        json = await res.json();
      } catch (error) {
        return fault(`unreadable: ${error instanceof Error ? error.message : error}`);
      }
      breaker.success(host);
      const read = parse(json);
      if (!read.ok) return fault(`not a ${noun}: ${read.message}`);
      entry.value = { state: 'found', value: read.value };
      entry.etag = res.headers.get('etag') ?? undefined;
      entry.at = now();
      return entry.value;
    })().finally(() => {
      entry.pending = undefined;
    });
    entry.pending = asked;
    return asked;
  }

  /** @param {string} url */
  function entryOf(url) {
    let entry = entries.get(url);
    if (entry) entries.delete(url);
    else entry = { at: 0 };
    entries.set(url, entry); // most recently used last
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? '');
    return entry;
  }

  return {
    /**
     * The file at `url`: from memory when there is one (asked again in the background once stale), else asked for now
     * and waited on at most `budgetMs`. The same object as long as the file is unchanged.
     * @param {string} url
     * @returns {Promise<Result>}
     */
    async get(url) {
      const entry = entryOf(url);
      const host = new URL(url).host;
      if (entry.value) {
        if (now() - entry.at > freshMs && !entry.pending && breaker.allow(host)) void ask(url, entry);
        return entry.value;
      }
      if (!entry.pending && !breaker.allow(host)) {
        log({ event: `${kind}:fallback`, url, reason: 'circuit open' });
        return { state: 'failed', reason: `circuit open for ${host}` };
      }
      const outcome = await Promise.race([entry.pending ?? ask(url, entry), budget(budgetMs)]);
      if (outcome === 'timeout') {
        log({ event: `${kind}:fallback`, url, reason: `no answer within ${budgetMs} ms` });
        return { state: 'failed', reason: `no answer within ${budgetMs} ms` };
      }
      return outcome;
    },
    /** How many files are kept (tests, the load bench). */
    get size() {
      return entries.size;
    },
  };
}

/**
 * Remotes' pre-rendered pages (ssr/<address>.json), kept as above.
 * @param {{ budgetMs?: number, freshMs?: number, hangMs?: number, maxEntries?: number,
 *   breaker?: ReturnType<typeof createBreaker>, fetch?: typeof fetch, now?: () => number,
 *   log?: (line: Record<string, unknown>) => void }} [options]
 */
export function createFragmentCache(options = {}) {
  const cache = createReleaseFileCache({ ...options, parse: parseFragment, kind: 'fragment' });
  return {
    /**
     * The fragment at `url` (see createReleaseFileCache's get); `fragment` is the same object while it is unchanged.
     * @param {string} url
     * @returns {Promise<FragmentResult>}
     */
    async get(url) {
      const got = await cache.get(url);
      return got.state === 'found' ? { state: 'html', fragment: got.value } : got;
    },
    /** How many fragments are kept (tests, the load bench). */
    get size() {
      return cache.size;
    },
  };
}
