// One job: the composed pages kept — by a key (the address and what of the visitor it depends on) with the versions
// of what each is made of — so a page whose inputs are the same is served again, not put together again.
import { LRUCache } from 'lru-cache';
import type { ComposedPage } from './compose-page.ts';

/**
 * The composed pages kept, in bytes: their HTML and the compressed forms site.ts keeps beside it (about half the HTML
 * again). ~50 MB: some 500 pages of the largest kind, every listed page of every remote several times over.
 */
export const COMPOSED_BYTES = 48 * 1024 * 1024;

type Kept = { versions: string; page: ComposedPage };

/** What a kept composed page weighs: its HTML at two bytes a character (UTF-16 at worst), and its compressed forms. */
const composedBytes = (kept: Kept) => 3 * kept.page.html.length || 1;

/** A number for each text in turn: the same while the text is. */
function versionOf() {
  let last = '';
  let version = 0;
  return (text: string) => {
    if (text !== last || version === 0) {
      last = text;
      version += 1;
    }
    return version;
  };
}

/**
 * Composed pages, by address and the one cookie read, with the versions of what each is made of — the shell's
 * template and manifest, the import map and the remote's part (the very object kept by fragment-cache.ts or the
 * renderer): while those are the same, the shell is not rendered again nor the page put together. lru-cache drops
 * the least recently used; its fetchMethod builds a page, so a burst of requests for a page not kept yet shares one
 * build, which goes on even if its entry is dropped meanwhile (`ignoreFetchAbort`).
 */
export function createKeptPages(maxBytes = COMPOSED_BYTES) {
  const pages = new LRUCache<string, Kept, { versions: string; build: () => Promise<ComposedPage> }>({
    maxSize: maxBytes,
    sizeCalculation: composedBytes,
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => ({ versions: context.versions, page: await context.build() }),
  });
  const templateVersion = versionOf();
  const sourceIds = new WeakMap<object, number>();
  let sourcesSeen = 0;
  const sourceId = (source: object | null) => {
    if (source === null) return 0; // no slice owns the address
    let id = sourceIds.get(source);
    if (id === undefined) {
      sourcesSeen += 1;
      id = sourcesSeen;
      sourceIds.set(source, id);
    }
    return id;
  };

  return {
    /**
     * The versions of a page's inputs: the template's text, the revision composed from, the import map's hash and,
     * when given, the remote's part (`source`: the object kept for it; null: no slice owns the address).
     */
    versions(
      { template, revision, mapHash }: { template: string; revision: number | null; mapHash: string },
      source?: object | null,
    ) {
      const inputs = `${templateVersion(template)}.${revision}.${mapHash}`;
      return source === undefined ? inputs : `${inputs}.${sourceId(source)}`;
    },
    /**
     * The page kept under `key`, built again once any of its inputs (`versions`) changed; a build of other inputs
     * still under way (a release switched meanwhile) is not this request's page.
     */
    async page(key: string, versions: string, build: () => Promise<ComposedPage>): Promise<ComposedPage> {
      const forceRefresh = pages.peek(key)?.versions !== versions;
      const kept = await pages.fetch(key, { context: { versions, build }, forceRefresh });
      return kept?.versions === versions ? kept.page : build();
    },
    /** How many pages are kept, and their bytes. */
    stats: () => ({ pages: pages.size, pageBytes: pages.calculatedSize }),
  };
}
