/**
 * The least the federation adds to a page's first load (issue #43), from the built apps (`npm run build` first):
 * - the federation's own files each page downloads, gzip as `npm start` sends them: the shell's (its runtime with its
 *   own container, the host's init, the shared-module helpers, the entry's facades) and the page's remote's (its
 *   container, its loading proxies, its entry facades). The shell's loading proxies for React & co. are left out, so
 *   this is a floor;
 * - the runtime alone, bundled on its own with the settings the shell builds it with (no snapshots, the web), minified:
 *   what no configuration of this plugin removes.
 * Set beside the single bundle's script bytes in the bench's table (docs/performance.md), it says how far the script
 * bytes target (≤ 1.15 × the single bundle's) is from what the federation itself weighs.
 *
 *   node scripts/federation-floor.ts
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import APPS from '../packages/contract/apps.json' with { type: 'json' };
import { parseJsonWith } from '../packages/contract/src/parse.ts';
import { PreloadListSchema } from '../packages/contract/src/preload-list.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** The federation's own files: its runtime and containers, its start-up facades, the loading proxies' helpers. */
const FEDERATION_FILE =
  /(?:^|\/)(?:federation|remoteEntry|hostInit|pendingShares|mf-entry-bootstrap)[-.]|__loadShare__shared-/;

const gzipOf = (dir: string, file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The shell page's module files (its `modulepreload` links and its entry script). */
function shellFiles() {
  const html = readFileSync(join(ROOT, 'shell/dist/index.html'), 'utf8');
  const hrefs = [
    ...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*?(?:href|src)="\/([^"]+\.js)"/g),
  ];
  return [...new Set(hrefs.map((m) => m[1] ?? ''))];
}

/** The runtime bundled alone (the calls the shell and the plugin's entries make), minified: [gzip, brotli] bytes. */
async function runtimeAlone(): Promise<[number, number]> {
  const entry = '\0federation-runtime-alone';
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    define: { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true', ENV_TARGET: '"web"', FEDERATION_HAS_EXPOSES: 'false' },
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) =>
          id === entry
            ? `export { init, loadRemote, loadShare, registerRemotes } from '@module-federation/runtime';`
            : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      rolldownOptions: { input: entry, preserveEntrySignatures: 'strict' },
    },
  });
  // A build that does not write (write: false, no watch) resolves to its output, never a watcher; it has its entry chunk.
  const outputs = out as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(outputs) ? outputs : [outputs])
    .flatMap((o) => o.output)
    .find((c) => c.type === 'chunk') as Rolldown.OutputChunk;
  const code = chunk.code;
  return [gzipSync(code, { level: 9 }).length, brotliCompressSync(code).length];
}

const shellDir = join(ROOT, 'shell/dist');
const shell = shellFiles().filter((f) => FEDERATION_FILE.test(f));
const shellBytes = shell.reduce((sum, f) => sum + gzipOf(shellDir, f), 0);
const [runtimeGzip, runtimeBrotli] = await runtimeAlone();

console.log(`The runtime alone (minified, no snapshots, web): ${kb(runtimeGzip)} gzip, ${kb(runtimeBrotli)} brotli`);
console.log(`The shell's federation files on every page: ${kb(shellBytes)} gzip (${shell.join(', ')})\n`);
console.log("| remote | its federation files, gzip | the page's federation files, gzip |");
console.log('|---|---|---|');
for (const workspace of Object.keys(APPS.remotes)) {
  const dir = join(ROOT, workspace, 'dist');
  const list = parseJsonWith(
    PreloadListSchema,
    readFileSync(join(dir, 'preload.json'), 'utf8'),
    `${workspace}'s preload.json`,
  );
  if (!list.ok) throw new Error(list.message);
  const { js } = list.value;
  const bytes = js.filter((f) => FEDERATION_FILE.test(f)).reduce((sum, f) => sum + gzipOf(dir, f), 0);
  console.log(`| ${workspace} | ${kb(bytes)} | ${kb(shellBytes + bytes)} |`);
}
