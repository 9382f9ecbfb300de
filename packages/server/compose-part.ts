// One job: the owning remote's part of a page — its HTML for the address, from the page its build pre-rendered
// (fragment-cache.ts) or rendered on request by its release's server module (remote-render.ts), within a page's
// budget — and a release's pages loaded ahead of its first visitor (warming).
import { addressKey, fragmentFile } from '@campus/contract/fragment';
import type { RemoteEntry } from '@campus/contract/manifest';
import { readAddress } from '@campus/contract/routes';
import { budget, type createFragmentCache, type Fragment } from './fragment-cache.ts';
import type { createRemoteRenderer, PinnedServer } from './remote-render.ts';

/** How many of a new release's pre-rendered pages are fetched before it is served (its main pages are listed first). */
export const WARMED_PAGES = 40;

/** How many of one release's pages are fetched at a time while warming. */
const WARM_AT_ONCE = 4;

export type ManifestEntry = RemoteEntry;
/** `busy`: its render would wait behind more than its module's queue holds (remote-render.ts) */
export type SlicePart =
  | { state: 'html'; fragment: Fragment; base: URL; source: object; note?: string | undefined }
  | { state: 'failed'; reason: string }
  | { state: 'absent' }
  | { state: 'busy'; reason: string };
/** the part, and the query its page reads (readAddress) */
export type ReadPart = SlicePart & { search: string };

/** Where a part comes from: the release's server module, and its pre-rendered pages kept in memory. */
export type PartSources = {
  renderer: ReturnType<typeof createRemoteRenderer>;
  fragments: ReturnType<typeof createFragmentCache>;
};

/** The folder a manifest line's remote is served from (its entry's), or null. */
export function folderOf(line: ManifestEntry): URL | null {
  try {
    return typeof line?.entry === 'string' ? new URL('./', line.entry) : null;
  } catch {
    return null;
  }
}

/**
 * The server module a manifest line's release names (written by the release tool), else the one this machine has
 * on its own disk for that folder (`localPin`); never the remote host's word alone (remote-render.ts).
 */
export function pinOf(
  line: ManifestEntry,
  localPin?: (entry: string) => PinnedServer | undefined,
): PinnedServer | undefined {
  const server: { module?: unknown; sha256?: unknown } | undefined = line.server;
  if (typeof server?.module === 'string' && typeof server.sha256 === 'string') {
    return { module: server.module, sha256: server.sha256 };
  }
  return typeof line.entry === 'string' ? localPin?.(line.entry) : undefined;
}

/**
 * The owning remote's HTML for this address, from the folder its manifest entry names: the page its build
 * pre-rendered when it is listed in its `ssr.json` (kept in memory per release: fragment-cache.ts), else (or when
 * that file is lost) the page rendered now by its release's server module. `absent`: a release without a server
 * module, for an address it did not pre-render. The address is first read as its page reads it (`ssr.json`'s
 * `queries`): a query parameter no route reads is dropped, so it makes no new render or cache entry.
 * @param pinned the server module its release names
 * @param given the query as requested
 */
export async function slicePage(
  { renderer, fragments }: PartSources,
  entry: string,
  pinned: PinnedServer | undefined,
  pathname: string,
  given: string,
): Promise<ReadPart> {
  let base: URL;
  try {
    base = new URL('./', entry);
  } catch {
    return { state: 'failed', reason: `bad entry ${entry}`, search: given };
  }
  const info = await renderer.info(base);
  const search = readAddress(info?.queries, pathname, given);
  const key = addressKey(pathname, search);
  let listedFailure: string | undefined;
  if (key && info?.pages.includes(key)) {
    const got = await fragments.get(new URL(fragmentFile(key), base).href);
    if (got.state === 'html') return { ...got, base, source: got.fragment, search };
    listedFailure = got.reason;
  }
  if (!info) return { state: 'failed', reason: `no ssr.json at ${base.href}`, search };
  const drawn = await renderer.render(base, pathname + search, pinned);
  if (drawn.state !== 'html') {
    return listedFailure ? { state: 'failed', reason: listedFailure, search } : { ...drawn, search };
  }
  const fragment: Fragment = {
    release: info.release,
    address: key ?? pathname,
    ...drawn.page,
    styles: info.styles,
    scripts: info.scripts,
  };
  return {
    state: 'html',
    fragment,
    base,
    source: drawn.page,
    note: listedFailure && `${listedFailure}: rendered on request`,
    search,
  };
}

/**
 * The parts of one composer: `read` a page's part within `budgetMs` (its ssr.json, its fragment or its render on
 * request, in all), `warm` releases ahead of their first page. `localPin` as pinOf's.
 */
export function createPartReader({
  renderer,
  fragments,
  budgetMs,
  localPin,
}: PartSources & { budgetMs: number; localPin?: ((entry: string) => PinnedServer | undefined) | undefined }) {
  const parts = { renderer, fragments };
  const partBudget = budget(budgetMs);

  /**
   * A release's pre-rendered pages, loaded into the fragment cache (its first WARMED_PAGES, as ssr.json lists them),
   * WARM_AT_ONCE at a time: a server starting warms every remote at once, and a flood of requests would make its
   * host slow enough to time out — and open its circuit — before the first customer.
   */
  async function warmPages(base: URL) {
    const info = await renderer.info(base);
    const pages = (info?.pages ?? []).slice(0, WARMED_PAGES);
    for (let i = 0; i < pages.length; i += WARM_AT_ONCE) {
      await Promise.all(
        pages.slice(i, i + WARM_AT_ONCE).map((key) => fragments.load(new URL(fragmentFile(key), base).href)),
      );
    }
  }

  return {
    /**
     * The owner's part for the address within the budget (a `failed` part once it has passed); null, without waiting,
     * when no slice owns the address.
     */
    read(owner: ManifestEntry | undefined, pathname: string, given: string): Promise<ReadPart> | null {
      if (!owner || typeof owner.entry !== 'string') return null;
      const entry = owner.entry;
      return partBudget.within(
        () => slicePage(parts, entry, pinOf(owner, localPin), pathname, given),
        (): ReadPart => ({ state: 'failed', reason: `no part within ${budgetMs} ms`, search: given }),
      );
    },
    /** Every listed remote's server module and `ssr.json` loaded, and the pre-rendered pages of the `changed` ones. */
    warm: (listed: readonly ManifestEntry[], changed: readonly ManifestEntry[]) =>
      Promise.all([
        ...listed.map((line) => {
          const base = folderOf(line);
          return base && renderer.warm(base, pinOf(line, localPin));
        }),
        ...changed.map((line) => {
          const base = folderOf(line);
          return base && warmPages(base);
        }),
      ]),
  };
}
