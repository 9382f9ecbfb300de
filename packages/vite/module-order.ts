// The order and grouping of a page's module files: fewer files on a first load, asked for in the order that ends soonest.
import { statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterClientBuild } from './after-client-build';
import { fillPage, takeModulePreloads } from './html-edit';

/** A module file this small costs a round trip and next to no bandwidth (a facade, the bundler's runtime helpers). */
export const TINY_FILE_BYTES = 2048;

/**
 * A page's module files in the order to ask for them. They are all wanted before the slice can run; over HTTP/1.1 the
 * browser sends six at a time per origin and queues the rest:
 * - the tiny ones first (TINY_FILE_BYTES, smallest first): each is one round trip in the first wave, out of the way,
 *   and they are the start of the chain (the federation's entry facades) — asked for last, they came in last and held
 *   the start of the evaluation after every byte was in;
 * - then the largest first: a large file asked for last starts last and finishes last (the makespan of a queue is
 *   shortest with the longest jobs first).
 * Ties by name, so a build's list is stable.
 */
export function requestOrder(files: string[], size: (file: string) => number): string[] {
  const tiny = (file: string) => size(file) <= TINY_FILE_BYTES;
  const bySize = (a: string, b: string) => (tiny(a) ? size(a) - size(b) : size(b) - size(a));
  return files.sort((a, b) => Number(tiny(b)) - Number(tiny(a)) || bySize(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The shell page's `<link rel="modulepreload">`s (Vite's, the federation's, shellBootPreloads') as one list in the
 * order to ask for them (requestOrder). Once the build is written, before the steps that read the page (the
 * pre-rendering, the compression): several plugins add links, the last of them after every `generateBundle` of ours.
 */
export function modulePreloadOrder(): Plugin {
  return afterClientBuild(
    'campus-module-preload-order',
    async ({ outDir }) => {
      const page = join(outDir, 'index.html');
      const { html, hrefs } = takeModulePreloads(await readFile(page, 'utf8'));
      const size = (href: string) => statSync(join(outDir, href), { throwIfNoEntry: false })?.size ?? 0;
      const links = requestOrder(hrefs, size)
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      await writeFile(page, fillPage(html, { head: links }));
    },
    'pre',
  );
}

/** A module of the federation's own start-up: its runtime and the modules the plugin writes, but not a shared module's. */
const federationStart = (id: string) =>
  /@module-federation|virtual:mf/.test(id) && !/__prebuild__|__loadShare__/.test(id);

/**
 * Fewer, larger module files on a page's first load (issue #43): each file is a request, and over HTTP/1.1 a browser
 * sends six at a time per origin, so ~30 files queued behind each other cost round trips a single bundle does not pay.
 * - the federation's start-up (its runtime, the host's init, the share map, the remote's entry): ~8 small files, one;
 * - a remote: every module its `./routes` needs at once (`$initial`), one file beside its entry.
 * Never a shared module's own code or its loading proxy (`__prebuild__`, `__loadShare__`): a remote's copy of React is
 * a fallback the page must not download, and the proxies wait (top-level await) for what the runtime chooses.
 */
export function fewerModuleFiles(app: 'shell' | 'remote') {
  return {
    groups: [
      { name: 'federation', test: federationStart, priority: 2 },
      ...(app === 'remote' ? [{ name: 'routes-start', tags: ['$initial' as const], priority: 1 }] : []),
    ],
  };
}
