// Renders a remote's page on request, for every address its build did not pre-render (a query state, an unknown or
// hostile id): with the server module its release folder carries (`server/render.mjs`, named with its SHA-256 in
// `ssr.json`, fragments.mjs). The module is fetched from the remote's host once per release, checked against that
// hash, and run in a worker thread of its own; rendered pages are kept (per release and address, least recently used
// dropped first). A render that takes longer than the budget leaves that page to the browser (as before server
// rendering) and still finishes into the cache for the next request; a worker that does not answer at all is ended.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parseSliceInfo, parseSlicePage } from '@campus/contract/fragment';

const WORKER = new URL('./render-worker.mjs', import.meta.url);

/**
 * @typedef {import('@campus/contract/fragment').SlicePage} SlicePage
 * @typedef {import('@campus/contract/fragment').SliceInfo} SliceInfo
 * @typedef {{ state: 'html', page: SlicePage } | { state: 'absent' } | { state: 'failed', reason: string }} Rendered
 */

const timeout = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms, 'timeout').unref());

/** One worker running one release's server module. */
class SliceWorker {
  /** @param {string} file @param {number} hangMs */
  constructor(file, hangMs) {
    this.hangMs = hangMs;
    this.nextId = 1;
    /** @type {Map<number, { resolve: (v: SlicePage) => void, reject: (e: Error) => void, timer: NodeJS.Timeout }>} */
    this.pending = new Map();
    this.dead = false;
    this.worker = new Worker(WORKER, { workerData: { moduleUrl: pathToFileURL(file).href } });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('message', () => resolve(undefined));
      this.worker.once('error', reject);
      this.worker.once('exit', () => reject(new Error('the server module stopped while loading')));
    });
    this.ready.catch(() => undefined);
    this.worker.on('message', (/** @type {{ id?: number, page?: unknown, error?: string }} */ m) => {
      const call = m.id === undefined ? undefined : this.pending.get(m.id);
      if (!call || m.id === undefined) return;
      this.pending.delete(m.id);
      clearTimeout(call.timer);
      const page = m.error === undefined ? parseSlicePage(m.page) : null;
      if (page?.ok) call.resolve(page.value);
      else call.reject(new Error(m.error ?? page?.message ?? 'the server module returned no page'));
    });
    this.worker.on('error', (error) => this.end(error));
    this.worker.on('exit', () => this.end(new Error('the server module stopped')));
  }

  /** @param {string} address @returns {Promise<SlicePage>} */
  async render(address) {
    await this.ready;
    if (this.dead) throw new Error('the server module stopped');
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.end(new Error(`no answer in ${this.hangMs} ms: worker ended`)), this.hangMs);
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ id, address });
    });
  }

  /** @param {Error} error */
  end(error) {
    if (this.dead) return;
    this.dead = true;
    for (const call of this.pending.values()) {
      clearTimeout(call.timer);
      call.reject(error);
    }
    this.pending.clear();
    void this.worker.terminate();
  }
}

/**
 * @param {{ budgetMs?: number, hangMs?: number, infoTtlMs?: number, cacheSize?: number, cacheDir?: string,
 *   fetchTimeoutMs?: number, log?: (line: Record<string, unknown>) => void }} [options]
 */
export function createRemoteRenderer(options = {}) {
  const {
    budgetMs = 1500,
    hangMs = 15_000,
    infoTtlMs = 1000,
    cacheSize = 1000,
    cacheDir = join(tmpdir(), 'campus-layout-server'),
    fetchTimeoutMs = 5000,
    log = (line) => console.warn(JSON.stringify(line)),
  } = options;

  /** @type {Map<string, { at: number, info: Promise<SliceInfo | null>, refreshing?: boolean }>} by folder URL */
  const infos = new Map();
  /** @type {Map<string, Promise<SliceWorker>>} by module hash */
  const workers = new Map();
  /** @type {Map<string, Promise<SlicePage>>} by module hash + address, oldest use first */
  const pages = new Map();

  /**
   * The remote's ssr.json, read again at most once per `infoTtlMs` (in the background: the one known answers at once,
   * as the layout server's fragments do); while its host does not answer, the last good one stands (its pre-rendered list and its module are still right for that folder: releases are never edited).
   * @param {URL} base the remote's folder
   * @returns {Promise<SliceInfo | null>}
   */
  function info(base) {
    const key = base.href;
    const known = infos.get(key);
    if (known && (Date.now() - known.at < infoTtlMs || known.refreshing)) return known.info;
    const read = fetch(new URL('ssr.json', base), { signal: AbortSignal.timeout(fetchTimeoutMs) })
      .then((res) => (res.ok ? res.json() : null))
      .then((json) => {
        const read = parseSliceInfo(json);
        if (!read.ok) log({ event: 'render:bad-info', url: base.href, reason: read.message });
        return read.ok ? read.value : null;
      })
      .catch(() => null)
      .then(async (fresh) => fresh ?? (known ? await known.info : null));
    if (!known) {
      infos.set(key, { at: Date.now(), info: read });
      return read;
    }
    // Stale: the one we have answers now; the fresh one (or, if the host fails, the same) takes its place when it comes.
    known.refreshing = true;
    void read.then(() => infos.set(key, { at: Date.now(), info: read }));
    return known.info;
  }

  /** @param {URL} base @param {{ module: string, sha256: string }} server @returns {Promise<SliceWorker>} */
  function workerFor(base, server) {
    let started = workers.get(server.sha256);
    if (!started) {
      started = (async () => {
        const url = new URL(server.module, base);
        const res = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
        if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
        const code = Buffer.from(await res.arrayBuffer());
        const sha256 = createHash('sha256').update(code).digest('hex');
        if (sha256 !== server.sha256) throw new Error(`${url} is not the file ssr.json names (SHA-256 ${sha256})`);
        mkdirSync(cacheDir, { recursive: true });
        const file = join(cacheDir, `${sha256}.mjs`);
        writeFileSync(file, code);
        const worker = new SliceWorker(file, hangMs);
        await worker.ready;
        return worker;
      })();
      workers.set(server.sha256, started);
      // A module that failed to come or to load is asked for again by a later request, not by every one at once.
      started.catch(() => setTimeout(() => workers.delete(server.sha256), 1000).unref());
    }
    return started.then((worker) => {
      if (worker.dead) {
        workers.delete(server.sha256);
        return workerFor(base, server);
      }
      return worker;
    });
  }

  /** @param {string} key @param {() => Promise<SlicePage>} make */
  function cached(key, make) {
    const hit = pages.get(key);
    if (hit) {
      pages.delete(key);
      pages.set(key, hit);
      return hit;
    }
    const made = make();
    pages.set(key, made);
    made.catch(() => pages.delete(key));
    while (pages.size > cacheSize) pages.delete(pages.keys().next().value ?? '');
    return made;
  }

  return {
    info,

    /**
     * The remote's page at `address` (path and query as requested), rendered on this server.
     * @param {URL} base the remote's folder (its entry URL without remoteEntry.js)
     * @param {string} address
     * @returns {Promise<Rendered>}
     */
    async render(base, address) {
      const slice = await info(base);
      if (!slice) return { state: 'failed', reason: `no ssr.json at ${base.href}` };
      const { server } = slice;
      if (!server) return { state: 'absent' }; // a release built before server modules: the browser draws it
      const started = Date.now();
      const page = cached(`${server.sha256} ${address}`, () =>
        workerFor(base, server).then((worker) => worker.render(address)),
      );
      const outcome = await Promise.race([
        page.then(
          (p) => ({ state: /** @type {const} */ ('html'), page: p }),
          (error) => ({ state: /** @type {const} */ ('failed'), reason: String(error?.message ?? error) }),
        ),
        timeout(budgetMs),
      ]);
      if (outcome === 'timeout') {
        log({ event: 'render:over-budget', base: base.href, address, budgetMs });
        return { state: 'failed', reason: `not rendered within ${budgetMs} ms` };
      }
      if (outcome.state === 'failed') log({ event: 'render:error', base: base.href, address, reason: outcome.reason });
      else if (Date.now() - started > budgetMs / 2) {
        log({ event: 'render:slow', base: base.href, address, ms: Date.now() - started });
      }
      return outcome;
    },

    /** Loads a remote's module ahead of its first page (the layout server's start). @param {URL} base */
    async warm(base) {
      const slice = await info(base);
      if (slice?.server) await workerFor(base, slice.server).catch(() => undefined);
    },

    async close() {
      for (const started of workers.values()) {
        const worker = await started.catch(() => undefined);
        worker?.end(new Error('closed'));
      }
      workers.clear();
    },
  };
}
