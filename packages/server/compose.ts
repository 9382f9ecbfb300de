// The layout server's one job (docs/server.md): for a page request, the shell's HTML with the owning remote's
// pre-rendered HTML in the slice's place — composed when the page is served, from what is live now: the release
// store's manifest (at one revision, which the page names) names the remote and its folder, that folder has the
// fragment. A new remote release is in the very next response after the server switched to its revision; the shell is
// not rebuilt. Anything missing degrades to the browser drawing
// that part (the page as it was before server rendering), never to an error page.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DISCLAIMER_COOKIE } from '@campus/contract/fragment';
import type { Manifest } from '@campus/contract/manifest';
import { remoteForPath } from '@campus/contract/routes';
import { createImportMaps } from './compose-import-map.ts';
import { createKeptPages } from './compose-kept.ts';
import { type ComposedPage, createPageAssembler, type ShellModule } from './compose-page.ts';
import { createPartReader, folderOf, type ManifestEntry } from './compose-part.ts';
import { watchedText } from './compose-watched.ts';
import { createFragmentCache } from './fragment-cache.ts';
import { previewBanner } from './page-template.ts';
import { linesKey, withLines } from './release-lines.ts';
import { createRemoteRenderer, type PinnedServer } from './remote-render.ts';

export { importMapText, scriptHashSource } from './compose-import-map.ts';
export { COMPOSED_BYTES } from './compose-kept.ts';
export type { ComposedPage } from './compose-page.ts';
export { type ReadPart, type SlicePart, WARMED_PAGES } from './compose-part.ts';

/** The longest a page waits for a remote's part (a pre-rendered page, or one rendered on request) before the browser draws it. */
export const PART_BUDGET_MS = 1500;

/** The one cookie a page depends on: the disclaimer dismissed (SPEC §4). */
const DISMISSED = new RegExp(`(?:^|;\\s*)${DISCLAIMER_COOKIE}=true(?:;|$)`);

/** what is live, at one revision of the store */
export type LiveManifest = { revision: number; manifest: Manifest };

/**
 * The shell's deployed folder (index.html, preload-route.js) and its server render (dist-server/render.mjs); what is
 * live (null until the release store has been read: the shell then draws its "didn't load" state); for a manifest line
 * without `server` (a build's own manifest, not a release's line), the module found on this machine's disk, if any
 * (serve.ts's embedded default); the remote's part's time budget; how long a kept fragment is served before it is
 * asked for again (in the background); one JSON line per fault and fallback; the share of visitors whose pages report
 * their visit (the boot data's `report`; none: no page reports)
 */
export type ComposerOptions = {
  shellDir: string;
  serverModule: string;
  live: () => LiveManifest | null;
  budgetMs?: number;
  freshMs?: number;
  localPin?: (entry: string) => PinnedServer | undefined;
  fetch?: typeof fetch;
  log?: (line: Record<string, unknown>) => void;
  beaconSample?: number;
};

/**
 * `at`: what is live to compose from (default `live()`: the snapshot the visitor's lines were chosen in); `lines`:
 * this visitor's lines in place of the live ones (release-lines.ts); `preview`: the banner to show
 */
export type ComposeRequest = {
  url: string;
  cookie?: string | undefined;
  at?: LiveManifest | null | undefined;
  lines?: Record<string, ManifestEntry>;
  preview?: { remote: string; release: string } | undefined;
};

/** The live manifest with a request's lines in it (a canary's, a preview's), one object per choice while it is live. */
function manifestsWithLines() {
  const chosen = new Map<string, { live: Manifest; manifest: Manifest }>();
  return (live: Manifest | null, lines: Record<string, ManifestEntry>, key: string) => {
    if (!live || !key) return live;
    const kept = chosen.get(key);
    if (kept?.live === live) return kept.manifest;
    if (chosen.size >= 50) chosen.clear();
    const manifest = withLines(live, lines);
    chosen.set(key, { live, manifest });
    return manifest;
  };
}

export function createComposer({
  shellDir,
  serverModule,
  live,
  localPin,
  budgetMs = PART_BUDGET_MS,
  freshMs = 1000,
  beaconSample,
  fetch: fetchImpl,
  log = (line) => console.warn(JSON.stringify(line)),
}: ComposerOptions) {
  const template = watchedText(join(shellDir, 'index.html'));
  // Any address of a remote its build did not pre-render, rendered now by that release's server module.
  const renderer = createRemoteRenderer({ budgetMs, log });
  const fragments = createFragmentCache({ budgetMs, freshMs, log, fetch: fetchImpl });
  const parts = createPartReader({ renderer, fragments, budgetMs, localPin });
  const importMaps = createImportMaps({ shellDir, budgetMs, freshMs, log, fetch: fetchImpl });
  const kept = createKeptPages();
  const assemble = createPageAssembler();
  // The shell's server render.
  const shellCode = import(pathToFileURL(serverModule).href) as Promise<ShellModule>;
  const manifestWith = manifestsWithLines();
  /** Pages drawn by the browser because their render would have waited too long (`busy`), since the start. */
  let busyPages = 0;

  /** @returns the same object for the same page (serve.ts keeps its compressed forms on it) */
  async function compose({ url, cookie, at, lines = {}, preview }: ComposeRequest): Promise<ComposedPage> {
    const { renderShell, shellRenderKey } = await shellCode;
    const { pathname, search: given } = new URL(url, 'http://localhost');
    const templateNow = template();
    // One snapshot for the whole page: a switch while it is composed is the next page's.
    const snapshot = at === undefined ? live() : at;
    const revision = snapshot?.revision ?? null;
    const disclaimerDismissed = DISMISSED.test(cookie ?? '');
    const chosenKey = linesKey(lines);
    const manifest = manifestWith(snapshot?.manifest ?? null, lines, chosenKey);
    const banner = preview ? previewBanner(preview) : '';
    const remotes = manifest?.remotes ?? [];
    const owner = remoteForPath(remotes, pathname);
    // The remote's part within one budget in all (its ssr.json, its fragment or its render on request), and meanwhile
    // the hash lists (each within the same budget).
    const mapAsked = importMaps.mapFor(remotes);
    const partAsked = parts.read(owner, pathname, given);
    const got = partAsked && (await partAsked);
    // The address as its page reads it (its query parameters no route reads dropped): the key of the kept page, and
    // what the shell is rendered at. A path no slice owns reads no query.
    const search = got ? got.search : '';
    const importMap = await mapAsked;
    if (got?.state === 'failed') {
      log({ event: 'page:fallback', remote: owner?.name, address: pathname + search, reason: got.reason });
    }
    // Too many renders waiting: the browser draws this page (a flood is counted, never logged line by line).
    if (got?.state === 'busy') busyPages += 1;
    const part = got?.state === 'html' ? got : null;
    const source = part ? part.source : got ? undefined : null;
    const visitor = `${disclaimerDismissed ? 1 : 0}${chosenKey}${banner ? `|${preview?.remote} ${preview?.release}` : ''}`;
    const build = () =>
      assemble({
        renderShell,
        template: templateNow,
        url: pathname + search,
        manifest,
        owner,
        got,
        revision,
        disclaimerDismissed,
        banner,
        importMap,
        beaconSample,
      });
    const inputs = { template: templateNow, revision, mapHash: importMap.hash };
    // The page a browser draws while the remote's renders are queued full holds no part and nothing of its address
    // but the shell's: one page for every address that draws the same shell (a flood of addresses, one build).
    const busyKey =
      got?.state === 'busy' && shellRenderKey?.({ url: pathname + search, manifest, slot: null, disclaimerDismissed });
    if (busyKey) return kept.page(`busy|${visitor}|${busyKey}`, kept.versions(inputs), build);
    // A page drawn without its remote's part (a fault), or with a part rendered because its pre-rendered page failed,
    // is not kept: the next request tries again.
    if (source === undefined || part?.note) return build();
    return kept.page(`${visitor}|${pathname}${search}`, kept.versions(inputs, source), build);
  }

  /** What is kept and how busy it was: the composed pages (count and bytes) and the pages left to the browser. */
  compose.stats = () => ({ ...kept.stats(), busyPages });
  /**
   * Loads every remote's server module, hash list and `ssr.json` ahead of its first page, and the pre-rendered pages of
   * each line that differs from `before` (every line at a server's start: `before` null) — however long their hosts
   * take, not within a page's budget: a switch is warmed before it is served, and a server that has just started says
   * `warmed` in /healthz only once its first pages will come from memory.
   * @param manifest default: what is live now
   */
  compose.warm = async (manifest: Manifest | null = live()?.manifest ?? null, before: Manifest | null = null) => {
    if (!manifest) return;
    const listed = manifest.remotes;
    const changed = listed.filter((line) => !before?.remotes.some((old) => old.entry === line.entry));
    await Promise.all([importMaps.load(listed.map(folderOf)), parts.warm(listed, changed)]);
    // The page's import map, made once from the lists now in memory.
    await importMaps.mapFor(listed);
  };
  /** Ends the render processes and removes the verified modules' directory (serve.ts, at exit). */
  compose.close = () => renderer.close();
  return compose;
}

/** What createComposer makes: its type is the function's own. */
export type Composer = ReturnType<typeof createComposer>;
