// One job: a page's import map — the hashes of the shell's module files and of every listed remote's (their
// integrity.json, kept per release folder), its JSON text and the CSP source that allows that text — made again only
// when one of those lists changed.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  INTEGRITY_FILE,
  type IntegrityList,
  parseIntegrityList,
  parseIntegrityListJson,
} from '@campus/contract/integrity';
import type { RemoteEntry } from '@campus/contract/manifest';
import { watchedText } from './compose-watched.ts';
import { createReleaseFileCache } from './fragment-cache.ts';

type ManifestEntry = RemoteEntry;

/**
 * A page's import map: its JSON `text`; `hash`, the CSP source of that text; `shell`, the shell's own hashes by path
 * on the page's origin (for the template's own scripts); `integrity`, every hash it lists, by URL (the module preloads').
 */
export type ImportMap = {
  text: string;
  hash: string;
  shell: Record<string, string>;
  integrity: Record<string, string>;
};

/** JSON inside <script type="application/json">: no `</script>` or `<!--` can end it early. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/** The hashes an import map lists, by URL (see importMapText). */
function integrityOf(shell: IntegrityList | null, remotes: { base: URL; list: IntegrityList }[]) {
  const integrity: Record<string, string> = {};
  for (const [path, hash] of Object.entries(shell ?? {})) integrity[`/${path}`] = hash;
  for (const { base, list } of remotes) {
    for (const [path, hash] of Object.entries(list)) integrity[new URL(path, base).href] = hash;
  }
  return integrity;
}

/**
 * The page's import map: `integrity` for every module file of the shell (by path on the page's own origin) and of
 * each listed remote (by absolute URL in its folder), so the browser refuses one whose bytes are not the built ones —
 * for `<script type=module>`, `import()` (the federation runtime's loads) and modulepreload alike.
 */
export function importMapText(shell: IntegrityList | null, remotes: { base: URL; list: IntegrityList }[]) {
  return scriptJson({ integrity: integrityOf(shell, remotes) });
}

/** The CSP source that allows exactly this inline script's text. */
export const scriptHashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The import maps of one shell folder: `mapFor(remotes)` for a page, `load(folders)` to fetch the remotes' lists
 * ahead of the first page (warming, without a page's budget). `budgetMs`, `freshMs`, `fetch` and `log` as the
 * fragments' (fragment-cache.ts).
 */
export function createImportMaps({
  shellDir,
  budgetMs,
  freshMs,
  log,
  fetch: fetchImpl,
}: {
  shellDir: string;
  budgetMs: number;
  freshMs: number;
  log: (line: Record<string, unknown>) => void;
  fetch?: typeof fetch | undefined;
}) {
  // Each listed remote's hash list, kept per release folder exactly like its fragments.
  const integrityLists = createReleaseFileCache({
    parse: parseIntegrityList,
    kind: 'integrity',
    noun: 'hash list',
    budgetMs,
    freshMs,
    log,
    fetch: fetchImpl,
  });
  const shellIntegrity = watchedText(join(shellDir, INTEGRITY_FILE));
  /** The shell's hash list, read once per version of its file. */
  let shellListRead: { text: string; list: IntegrityList | null } | null = null;
  /** The last import map, reused while the shell's list and every remote's list are the very same objects. */
  let lastMap: (ImportMap & { inputs: unknown[] }) | null = null;
  /** Why each remote's list was last not had (by folder), so a missing list is logged once, not on every page. */
  const listMissing = new Map<string, string>();

  /** A remote's list and folder, or null (no folder, or no list: logged once when it is not there). */
  async function listOf(remote: ManifestEntry) {
    let base: URL;
    try {
      base = new URL('./', remote.entry);
    } catch {
      return null;
    }
    const got = await integrityLists.get(new URL(INTEGRITY_FILE, base).href);
    if (got.state === 'found') {
      listMissing.delete(base.href);
      return { base, list: got.value };
    }
    // A fault is logged by the cache itself (integrity:error); a file that is not there, here, once.
    if (got.state === 'missing' && listMissing.get(base.href) !== got.reason) {
      log({ event: 'integrity:missing', remote: remote.name, url: base.href, reason: got.reason });
    }
    listMissing.set(base.href, got.reason);
    return null;
  }

  /**
   * The import map for a page: the shell's hashes and those of every remote the manifest lists (not only this page's
   * owner: a later client-side visit to another slice loads its files under this same map). A remote whose list
   * cannot be had has no entries (its files load unchecked, as before) and one log line.
   */
  async function mapFor(remotes: readonly ManifestEntry[]): Promise<ImportMap> {
    let shellList: IntegrityList | null = null;
    let shellText = '';
    try {
      shellText = shellIntegrity();
      if (shellListRead?.text !== shellText) {
        const parsed = parseIntegrityListJson(shellText);
        shellListRead = { text: shellText, list: parsed.ok ? parsed.value : null };
      }
      shellList = shellListRead.list;
    } catch {
      shellText = ''; // a shell built before hash lists: its own files unlisted
    }
    const found = await Promise.all(remotes.map(listOf));
    const inputs = [shellText, ...found.map((f) => f?.list ?? null), ...found.map((f) => f?.base.href)];
    if (lastMap && lastMap.inputs.length === inputs.length && lastMap.inputs.every((v, i) => v === inputs[i])) {
      return lastMap;
    }
    const integrity = integrityOf(
      shellList,
      found.flatMap((f) => (f ? [f] : [])),
    );
    const text = scriptJson({ integrity });
    const shell: Record<string, string> = {};
    for (const [path, hash] of Object.entries(shellList ?? {})) shell[`/${path}`] = hash;
    lastMap = { inputs, text, hash: scriptHashSource(text), shell, integrity };
    return lastMap;
  }

  return {
    mapFor,
    /** Each folder's hash list loaded into memory, however long its host takes (warming); null: no folder. */
    load: (folders: readonly (URL | null)[]) =>
      Promise.all(folders.map((base) => base && integrityLists.load(new URL(INTEGRITY_FILE, base).href))),
  };
}
