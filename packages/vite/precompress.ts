import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files a browser downloads as text: what the layout server (and nginx's gzip_static) may send precompressed. */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A remote's server module (`server/`, fragments.mjs) is fetched by the layout server once per release, not by browsers. */
const SKIPPED_DIRS = new Set(['server']);

/**
 * The shell's live manifest is rewritten in place by every release (packages/release, one line switched), so a copy
 * compressed at build time goes stale at the first release: nginx's gzip_static sends the stale copy whatever the
 * file's age, so browsers read the old manifest (the service worker saw a release other than the page's and reloaded
 * it). Compressed per request instead.
 */
const REWRITTEN_IN_PLACE = new Set(['remotes.json']);

async function* files(dir: string, top = true): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(top && SKIPPED_DIRS.has(entry.name))) yield* files(path, false);
    } else if (entry.isFile() && !(top && REWRITTEN_IN_PLACE.has(entry.name))) yield path;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of `dir` of at least
 * 1 KB, so no server compresses them per request; returns how many files and bytes.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const total = { files: 0, bytes: 0, br: 0, gz: 0 };
  const work: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!PRECOMPRESSED_EXTENSIONS.has(extname(file))) continue;
    const { size } = await stat(file);
    if (size < MIN_BYTES) continue;
    work.push(
      (async () => {
        const raw = await readFile(file);
        const [b, g] = await Promise.all([
          brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
          gz(raw, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
        total.files += 1;
        total.bytes += size;
        total.br += b.length;
        total.gz += g.length;
      })(),
    );
  }
  await Promise.all(work);
  return total;
}

/** The app's build output precompressed, after every other step of the client build (pre-rendered pages included). */
export function precompress(): Plugin {
  let outDir = '';
  let isServerBuild = false;
  return {
    name: 'campus-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (isServerBuild) return;
        const done = await precompressDir(outDir);
        const kb = (n: number) => `${Math.round(n / 1024)} KB`;
        console.log(
          `[precompress] ${done.files} files, ${kb(done.bytes)} → brotli ${kb(done.br)}, gzip ${kb(done.gz)} (${outDir})`,
        );
      },
    },
  };
}
