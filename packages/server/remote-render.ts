// Renders a remote's page on request, for every address its build did not pre-render (a query state, an unknown or
// hostile id), with the server module its release carries (`server/render.mjs`, fragments.ts).
//
// Which module, and which bytes, is the release's word, not the remote host's: the manifest line the release tool
// wrote (on the layout server's side) names the module's URL and SHA-256 (`server`), and bytes with any other hash are
// refused, whatever the host's `ssr.json` says. The module then runs in processes of its own (a tinypool of
// child processes per module, render-worker.mjs) under Node's permission model: it reads only its own file, writes
// nothing, starts no process or worker, and sees no environment. A render over `budgetMs` leaves that page to the
// browser (as before server rendering) and still finishes into the cache for the next request; one over `hangMs`, or
// one that tries what it may not, ends its process, and the pool starts another for the next page.
//
// Its parts: the ssr.json of each folder (render-slice-info.ts), the verified modules and their pools of processes
// (render-modules.ts, render-pool.ts), the rendered pages and each module's queue (render-pages.ts).
import type { SliceInfo, SlicePage } from '@campus/contract/fragment';
import { budget } from './fragment-cache.ts';
import { createModulePools, type PinnedServer } from './render-modules.ts';
import { Busy, createRenderedPages } from './render-pages.ts';
import { createSliceInfos } from './render-slice-info.ts';

export type { SliceInfo, SlicePage } from '@campus/contract/fragment';
export type { PinnedServer } from './render-modules.ts';
export { pageBytes } from './render-pages.ts';

/** `busy`: more renders of that module waiting than its queue holds */
export type Rendered =
  | { state: 'html'; page: SlicePage }
  | { state: 'absent' }
  | { state: 'failed'; reason: string }
  | { state: 'busy'; reason: string };

/** How many renders may wait for one module's processes; past it a page is `busy` at once (the browser draws it). */
export const RENDER_QUEUE = 16;

/** The rendered pages kept, in bytes of their text (a page's HTML is 5–60 KB). */
export const RENDERED_BYTES = 16 * 1024 * 1024;

/**
 * Whether a release may be asked for a page it did not pre-render: some route of its own has a parameter, reads a query
 * or is not pre-rendered. False only when its ssr.json says none does (mfe-info: twelve fixed pages, no query read):
 * then no process is started for it ahead of a page (five render processes were ~60 MB each, one never used); an
 * address that still needs one (a listed path in other letter case, answered with a redirect) starts it then.
 */
export const rendersOnRequest = (info: SliceInfo) =>
  !info.queries ||
  Object.entries(info.queries).some(
    ([route, reads]) => reads.length > 0 || /[:*]/.test(route) || !info.pages.includes(route),
  );

/**
 * The module the release pinned for this folder, or why there is none to run.
 */
function moduleOf(
  slice: SliceInfo,
  pinned: PinnedServer | undefined,
): PinnedServer | { absent: true } | { refused: string } {
  if (pinned) return pinned;
  // A release built before server modules: the browser draws the page.
  if (!slice.server) return { absent: true };
  return { refused: 'the manifest line names no server module: the host’s word alone is not enough' };
}

export type RemoteRendererOptions = {
  budgetMs?: number;
  hangMs?: number;
  infoTtlMs?: number;
  cacheBytes?: number;
  queue?: number;
  fetchTimeoutMs?: number;
  processes?: number;
  log?: (line: Record<string, unknown>) => void;
};

export function createRemoteRenderer(options: RemoteRendererOptions = {}) {
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
  const modules = createModulePools({ fetchTimeoutMs, processes });
  const renderBudget = budget(budgetMs);
  const infos = createSliceInfos({ infoTtlMs, fetchTimeoutMs, log });
  const pages = createRenderedPages({ poolFor: modules.poolFor, processes, queue, cacheBytes, hangMs, log });

  return {
    /**
     * The remote's ssr.json (its pre-rendered pages, styles and scripts; never which code to run).
     */
    async info(base: URL): Promise<SliceInfo | null> {
      return infos.info(base);
    },

    /**
     * The remote's page at `address` (path and query as requested), rendered on this server.
     * @param base the remote's folder (its entry URL without remoteEntry.js)
     * @param pinned the manifest line's `server`
     */
    async render(base: URL, address: string, pinned?: PinnedServer): Promise<Rendered> {
      const slice = await this.info(base);
      if (!slice) return { state: 'failed', reason: `no ssr.json at ${base.href}` };
      const server = moduleOf(slice, pinned);
      if ('absent' in server) return { state: 'absent' };
      if ('refused' in server) {
        log({ event: 'render:refused', base: base.href, address, reason: server.refused });
        return { state: 'failed', reason: server.refused };
      }
      const started = Date.now();
      const page = pages.page(base, server, address);
      const outcome: Rendered | null = await renderBudget.within(
        () =>
          page.then(
            (p): Rendered => ({ state: 'html', page: p }),
            (error: unknown): Rendered =>
              error instanceof Busy
                ? { state: 'busy', reason: error.message }
                : { state: 'failed', reason: String((error as { message?: unknown } | null)?.message ?? error) },
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
     */
    async warm(base: URL, pinned?: PinnedServer): Promise<void> {
      const slice = await this.info(base);
      if (!slice || !rendersOnRequest(slice)) return;
      const server = moduleOf(slice, pinned);
      if (!server || 'absent' in server || 'refused' in server) return;
      try {
        const { pool, moduleUrl } = await modules.poolFor(base, server);
        await pool.run({ moduleUrl }, { name: 'load', signal: AbortSignal.timeout(hangMs) });
      } catch {
        // The first page's render says why, in its log line.
      }
    },

    async close() {
      await modules.close();
    },
  };
}

export type RemoteRenderer = ReturnType<typeof createRemoteRenderer>;
