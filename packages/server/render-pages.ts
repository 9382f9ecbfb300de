// The pages a renderer rendered (remote-render.ts): each one run in its module's pool (render-modules.ts) when there is
// room in its queue, ended at `hangMs`, and kept by module hash and address up to a number of bytes.
import { parseSlicePage, type SlicePage } from '@campus/contract/fragment';
import { LRUCache } from 'lru-cache';
import type { PinnedServer, StartedPool } from './render-modules.ts';

/** What a kept page weighs: its text, at two bytes a character (V8 keeps non-Latin-1 text as UTF-16). */
export const pageBytes = (page: SlicePage) =>
  2 * (page.html.length + page.title.length + page.description.length + page.headLinks.join('').length) || 1;

/** A render the permission model stopped (a file read, a process, a worker) or the network fence did. */
const isDenied = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_ACCESS_DENIED';

/** More renders of a module waiting than its queue holds: the page is left to the browser at once. */
export class Busy extends Error {
  constructor(queue: number) {
    super(`more than ${queue} renders waiting`);
    this.name = 'Busy';
  }
}

/**
 * @param options `poolFor`: the verified module's pool (render-modules.ts); `processes`, `queue`: how many renders of
 *   one module run, and wait, before a page is `Busy`; `cacheBytes`: the pages kept; `hangMs`: when a render's process
 *   is ended
 */
export function createRenderedPages({
  poolFor,
  processes,
  queue,
  cacheBytes,
  hangMs,
  log,
}: {
  poolFor: (base: URL, server: PinnedServer) => Promise<StartedPool>;
  processes: number;
  queue: number;
  cacheBytes: number;
  hangMs: number;
  log: (line: Record<string, unknown>) => void;
}) {
  async function renderNow(base: URL, server: PinnedServer, address: string): Promise<SlicePage> {
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
        log({ event: 'render:denied', base: base.href, address, reason: String((error as Error).message) });
      }
      throw error instanceof Error ? error : new Error(String((error as { message?: unknown } | null)?.message));
    } finally {
      started.inFlight -= 1;
    }
  }

  /**
   * Rendered pages, by module hash and address, least recently used dropped first once they weigh `cacheBytes`; a
   * burst for the same page is one render. A failed render is not kept.
   */
  const pages = new LRUCache<string, SlicePage, { base: URL; server: PinnedServer; address: string }>({
    maxSize: cacheBytes,
    sizeCalculation: pageBytes,
    fetchMethod: (_key, _stale, { context }) => renderNow(context.base, context.server, context.address),
  });

  return {
    /** The page of `server`'s module at `address`: the one kept, or rendered now (a `Busy` error: no room to wait). */
    page(base: URL, server: PinnedServer, address: string): Promise<SlicePage> {
      return pages.fetch(`${server.sha256} ${address}`, { context: { base, server, address } }) as Promise<SlicePage>;
    },
  };
}
