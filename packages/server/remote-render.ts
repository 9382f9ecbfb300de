// Renders a remote's page on request, for every address its build did not pre-render (a query state, an unknown or
// hostile id), with the server module its release carries (`server/render.mjs`, fragments.ts).
//
// Which module, and which bytes, is the release's word, not the remote host's: the manifest line the release tool
// wrote (on the layout server's side) names the module's URL and SHA-256 (`server`), and bytes with any other hash are
// refused, whatever the host's `ssr.json` says. The module then runs in processes of its own (a tinypool of
// child processes per module, render-worker.ts) under Node's permission model: it reads only its own file, writes
// nothing, starts no process or worker, and sees no environment. A render over `budgetMs` leaves that page to the
// browser (as before server rendering) and still finishes into the cache for the next request; one over `hangMs`, or
// one that tries what it may not, ends its process, and the pool starts another for the next page.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSliceInfo, parseSlicePage } from '@campus/contract/fragment';
import { LRUCache } from 'lru-cache';
import Tinypool from 'tinypool';
import { budget } from './fragment-cache.ts';

const WORKER = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
// What a render process must read besides its module: tinypool's process entry (and its package.json) and the worker.
const POOL_DIR = dirname(dirname(createRequire(import.meta.url).resolve('tinypool')));

/**
 * @typedef {import('@campus/contract/fragment').SlicePage} SlicePage
 * @typedef {import('@campus/contract/fragment').SliceInfo} SliceInfo
 * @typedef {{ module: string, sha256: string }} PinnedServer the manifest line's `server`: the module's URL, its hash
 * @typedef {{ state: 'html', page: SlicePage } | { state: 'absent' } | { state: 'failed', reason: string }
 *   | { state: 'busy', reason: string }} Rendered `busy`: more renders of that module waiting than its queue holds
 */

/** How many renders may wait for one module's processes; past it a page is `busy` at once (the browser draws it). */
export const RENDER_QUEUE = 16;

/** The rendered pages kept, in bytes of their text (a page's HTML is 5–60 KB). */
export const RENDERED_BYTES = 16 * 1024 * 1024;

/** A render process's heap past which it is replaced after its task (its memory never follows the addresses asked). */
const PROCESS_HEAP_BYTES = 48 * 1024 * 1024;

/** What a kept page weighs: its text, at two bytes a character (V8 keeps non-Latin-1 text as UTF-16). */
export const pageBytes = (/** @type {SlicePage} */ page) =>
  2 * (page.html.length + page.title.length + page.description.length + page.headLinks.join('').length) || 1;

/** A render the permission model stopped (a file read, a process, a worker) or the network fence did. */
const isDenied = (/** @type {unknown} */ error) =>
  typeof error === 'object' && error !== null && /** @type {{ code?: unknown }} */ (error).code === 'ERR_ACCESS_DENIED';

/**
 * A pool of processes running one module file, each with only the rights a render needs and a small heap (replaced
 * once it holds more than PROCESS_HEAP_BYTES after a render). How many renders may wait is counted by the renderer, not
 * by tinypool's `maxQueue`: tinypool 2.2 registers a task's abort listener before refusing it for a full queue, and
 * when that signal (our hang deadline) fires later it asserts the task is queued — an uncaught throw in a timer, which
 * ended the layout server under a flood of renders (seen here; the docs name it).
 * @param {string} file @param {number} processes
 */
function renderPool(file, processes) {
  return new Tinypool({
    runtime: 'child_process',
    filename: WORKER,
    minThreads: 1,
    maxThreads: processes,
    maxMemoryLimitBeforeRecycle: PROCESS_HEAP_BYTES,
    // Nothing of the layout server's environment (secrets, tokens) reaches the module.
    env: {},
    // Node's permission model (stable since Node 23.5): no other file, no writes, no child process or worker.
    execArgv: [
      '--permission',
      ...[WORKER, `${POOL_DIR}/*`, file].map((path) => `--allow-fs-read=${path}`),
      // A render's garbage is collected young: small semi-spaces keep each process's memory small (a render needs
      // ~1–3 MB); the old space is capped above the recycling limit.
      '--max-semi-space-size=2',
      '--max-old-space-size=96',
    ],
  });
}

/**
 * Whether a release may be asked for a page it did not pre-render: some route of its own has a parameter, reads a query
 * or is not pre-rendered. False only when its ssr.json says none does (mfe-info: twelve fixed pages, no query read):
 * then no process is started for it ahead of a page (five render processes were ~60 MB each, one never used); an
 * address that still needs one (a listed path in other letter case, answered with a redirect) starts it then.
 * @param {SliceInfo} info
 */
export const rendersOnRequest = (info) =>
  !info.queries ||
  Object.entries(info.queries).some(
    ([route, reads]) => reads.length > 0 || /[:*]/.test(route) || !info.pages.includes(route),
  );

/** More renders of a module waiting than its queue holds: the page is left to the browser at once. */
class Busy extends Error {
  /** @param {number} queue */
  constructor(queue) {
    super(`more than ${queue} renders waiting`);
    this.name = 'Busy';
  }
}

/**
 * @param {{ budgetMs?: number, hangMs?: number, infoTtlMs?: number, cacheBytes?: number, queue?: number,
 *   fetchTimeoutMs?: number, processes?: number, log?: (line: Record<string, unknown>) => void }} [options]
 */
export function createRemoteRenderer(options = {}) {
  const {
    budgetMs = 1500,
    hangMs = 15_000,
    infoTtlMs = 1000,
    cacheBytes = RENDERED_BYTES,
    queue = RENDER_QUEUE,
    fetchTimeoutMs = 5000,
    processes = 1,
    log = (line) => console.warn(JSON.stringify(line)),
  } = options;
  // The verified modules: in a directory of this renderer's own (mode 700, not a fixed path in the shared /tmp that
  // another user could have made first), removed when it closes.
  const cacheDir = mkdtempSync(join(tmpdir(), 'campus-render-'));
  const renderBudget = budget(budgetMs);

  /**
   * Each remote folder's ssr.json, by folder URL: read again once older than `infoTtlMs`, in the background (the one
   * known answers at once, as the layout server's fragments do); while its host does not answer, the last good one
   * stands (releases are never edited). One request per folder at a time.
   * @type {LRUCache<string, SliceInfo>}
   */
  const infos = new LRUCache({
    max: 500,
    ttl: Math.max(infoTtlMs, 1),
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (url, stale) => {
      const json = await fetch(new URL('ssr.json', url), { signal: AbortSignal.timeout(fetchTimeoutMs) })
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null);
      if (json === null) return stale;
      const read = parseSliceInfo(json);
      if (!read.ok) log({ event: 'render:bad-info', url, reason: read.message });
      return read.ok ? read.value : stale;
    },
  });

  /** @type {Set<Promise<void>>} pools being ended */
  const ending = new Set();
  /**
   * One pool per module, by its hash: started once its bytes are the ones pinned, ended when dropped; `inFlight`, its
   * renders running or waiting.
   * @type {LRUCache<string, { pool: Tinypool, moduleUrl: string, inFlight: number }, URL>}
   */
  const pools = new LRUCache({
    max: 32,
    dispose: (started) => {
      const ended = started.pool.destroy().finally(() => ending.delete(ended));
      ending.add(ended);
    },
    fetchMethod: async (sha256, _stale, { context: url }) => {
      const res = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
      if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
      const code = Buffer.from(await res.arrayBuffer());
      const got = createHash('sha256').update(code).digest('hex');
      if (got !== sha256) throw new Error(`${url} is not the module the release names (SHA-256 ${got})`);
      const file = join(cacheDir, `${sha256}.mjs`);
      writeFileSync(file, code, { mode: 0o600 });
      return { pool: renderPool(file, processes), moduleUrl: pathToFileURL(file).href, inFlight: 0 };
    },
  });
  /**
   * Modules that failed to come, by hash: asked for again by a later request, not by every one at once.
   * @type {LRUCache<string, Error>}
   */
  const failedModules = new LRUCache({ max: 100, ttl: 1000 });

  /** @param {URL} base @param {PinnedServer} server */
  async function poolFor(base, server) {
    const failed = failedModules.get(server.sha256);
    if (failed) throw failed;
    try {
      const started = await pools.fetch(server.sha256, { context: new URL(server.module, base) });
      if (!started) throw new Error('no render pool');
      return started;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      failedModules.set(server.sha256, failure);
      throw failure;
    }
  }

  /**
   * @param {URL} base @param {PinnedServer} server @param {string} address
   * @returns {Promise<SlicePage>}
   */
  async function renderNow(base, server, address) {
    const started = await poolFor(base, server);
    const { pool, moduleUrl } = started;
    // Its processes busy and `queue` renders waiting already: this page is left to the browser at once.
    if (started.inFlight >= processes + queue) throw new Busy(queue);
    started.inFlight += 1;
    try {
      // The signal makes the task abortable: tinypool then ends that process (and only that one) when it fires.
      const read = parseSlicePage(await pool.run({ moduleUrl, address }, { signal: AbortSignal.timeout(hangMs) }));
      if (!read.ok) throw new Error(`the server module returned no page: ${read.message}`);
      return read.value;
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') {
        throw new Error(`no answer in ${hangMs} ms: its process ended`);
      }
      if (isDenied(error)) {
        // A module caught trying what it may not has every process of its pool ended (its next page, a fresh one).
        void pool.recycleWorkers();
        log({ event: 'render:denied', base: base.href, address, reason: String(/** @type {Error} */ (error).message) });
      }
      throw error instanceof Error ? error : new Error(String(/** @type {{ message?: unknown }} */ (error)?.message));
    } finally {
      started.inFlight -= 1;
    }
  }

  /**
   * Rendered pages, by module hash and address, least recently used dropped first once they weigh `cacheBytes`; a
   * burst for the same page is one render. A failed render is not kept.
   * @type {LRUCache<string, SlicePage, { base: URL, server: PinnedServer, address: string }>}
   */
  const pages = new LRUCache({
    maxSize: cacheBytes,
    sizeCalculation: pageBytes,
    fetchMethod: (_key, _stale, { context }) => renderNow(context.base, context.server, context.address),
  });

  /**
   * The module the release pinned for this folder, or why there is none to run.
   * @param {SliceInfo} slice @param {PinnedServer | undefined} pinned
   * @returns {PinnedServer | { absent: true } | { refused: string }}
   */
  function moduleOf(slice, pinned) {
    if (pinned) return pinned;
    // A release built before server modules: the browser draws the page.
    if (!slice.server) return { absent: true };
    return { refused: 'the manifest line names no server module: the host’s word alone is not enough' };
  }

  return {
    /**
     * The remote's ssr.json (its pre-rendered pages, styles and scripts; never which code to run).
     * @param {URL} base @returns {Promise<SliceInfo | null>}
     */
    async info(base) {
      return (await infos.fetch(base.href)) ?? null;
    },

    /**
     * The remote's page at `address` (path and query as requested), rendered on this server.
     * @param {URL} base the remote's folder (its entry URL without remoteEntry.js)
     * @param {string} address
     * @param {PinnedServer} [pinned] the manifest line's `server`
     * @returns {Promise<Rendered>}
     */
    async render(base, address, pinned) {
      const slice = await this.info(base);
      if (!slice) return { state: 'failed', reason: `no ssr.json at ${base.href}` };
      const server = moduleOf(slice, pinned);
      if ('absent' in server) return { state: 'absent' };
      if ('refused' in server) {
        log({ event: 'render:refused', base: base.href, address, reason: server.refused });
        return { state: 'failed', reason: server.refused };
      }
      const started = Date.now();
      const page = /** @type {Promise<SlicePage>} */ (
        pages.fetch(`${server.sha256} ${address}`, { context: { base, server, address } })
      );
      /** @type {Rendered | null} */
      const outcome = await renderBudget.within(
        () =>
          page.then(
            (p) => ({ state: /** @type {const} */ ('html'), page: p }),
            (error) =>
              error instanceof Busy
                ? { state: /** @type {const} */ ('busy'), reason: error.message }
                : { state: /** @type {const} */ ('failed'), reason: String(error?.message ?? error) },
          ),
        () => null,
      );
      if (!outcome) {
        log({ event: 'render:over-budget', base: base.href, address, budgetMs });
        return { state: 'failed', reason: `not rendered within ${budgetMs} ms` };
      }
      if (outcome.state === 'busy') return outcome; // counted by the caller, never one log line each
      if (outcome.state === 'failed') log({ event: 'render:error', base: base.href, address, reason: outcome.reason });
      else if (Date.now() - started > budgetMs / 2) {
        log({ event: 'render:slow', base: base.href, address, ms: Date.now() - started });
      }
      return outcome;
    },

    /**
     * Loads a remote's module ahead of its first page (the layout server's start), when it may render one on request
     * (rendersOnRequest).
     * @param {URL} base @param {PinnedServer} [pinned]
     */
    async warm(base, pinned) {
      const slice = await this.info(base);
      if (!slice || !rendersOnRequest(slice)) return;
      const server = moduleOf(slice, pinned);
      if (!server || 'absent' in server || 'refused' in server) return;
      try {
        const { pool, moduleUrl } = await poolFor(base, server);
        await pool.run({ moduleUrl }, { name: 'load', signal: AbortSignal.timeout(hangMs) });
      } catch {
        // The first page's render says why, in its log line.
      }
    },

    async close() {
      // The directory first (its modules are loaded already): a process ended before its pools are, leaves nothing.
      rmSync(cacheDir, { recursive: true, force: true });
      pools.clear();
      await Promise.all(ending);
    },
  };
}
