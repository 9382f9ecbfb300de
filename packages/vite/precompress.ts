import { readFile, stat, writeFile } from 'node:fs/promises';
import { extname, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterClientBuild, browserFiles } from './after-client-build';

/** Files a browser downloads as text: what the layout server (and nginx's gzip_static) may send precompressed. */
export const PRECOMPRESSED_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The shell's manifest is what is live now, not what was built: the layout server answers `/remotes.json` from the
 * release store, compressed per request. A copy of the build's file compressed here would be a stale second answer
 * wherever a server sent files from the folder (nginx's gzip_static sends it whatever its age: browsers read an old
 * manifest, and the service worker, seeing a release other than the page's, reloaded it).
 */
const LIVE_DOCUMENTS = new Set(['remotes.json']);

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of `dir` of at least
 * 1 KB, so no server compresses them per request; returns how many files and bytes.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const total = { files: 0, bytes: 0, br: 0, gz: 0 };
  const work: Promise<void>[] = [];
  for await (const file of browserFiles(dir)) {
    if (!PRECOMPRESSED_EXTENSIONS.has(extname(file))) continue;
    if (LIVE_DOCUMENTS.has(relative(dir, file))) continue;
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
  return afterClientBuild(
    'campus-precompress',
    async ({ outDir }) => {
      const done = await precompressDir(outDir);
      const kb = (n: number) => `${Math.round(n / 1024)} KB`;
      console.log(
        `[precompress] ${done.files} files, ${kb(done.bytes)} → brotli ${kb(done.br)}, gzip ${kb(done.gz)} (${outDir})`,
      );
    },
    'post',
  );
}
