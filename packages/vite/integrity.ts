import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { INTEGRITY_FILE } from '@campus/contract/integrity';
import type { Plugin } from 'vite';
import { afterClientBuild, browserFiles } from './after-client-build';

/** Files a browser loads as JavaScript modules (entries, chunks, the shell's public module scripts). */
const MODULE_EXTENSIONS = new Set(['.js', '.mjs']);

/** Subresource Integrity metadata of these bytes: `sha384-<base64>` (what `integrity` attributes and import maps take). */
export function sriHash(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The hash of every JS module file under `distDir`, as the files are on disk now, keyed by their path relative to
 * `distDir` with `/` separators, sorted (so the same build gives the same text).
 */
export async function integrityList(distDir: string): Promise<Record<string, string>> {
  const entries: [string, string][] = [];
  for await (const file of browserFiles(distDir)) {
    if (!MODULE_EXTENSIONS.has(extname(file))) continue;
    entries.push([relative(distDir, file).split(sep).join('/'), sriHash(await readFile(file))]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

/**
 * Writes `integrity.json` (fragments.ts: INTEGRITY_FILE) into the app's build output, hashing the files on disk once
 * every step that writes JS has run (the bundle, the pre-rendering) — placed before precompress() in the plugin list:
 * both run last and one after the other, so the compressed copies are of exactly the hashed bytes.
 */
export function integrity(): Plugin {
  return afterClientBuild(
    'campus-integrity',
    async ({ outDir }) => {
      const list = await integrityList(outDir);
      await writeFile(join(outDir, INTEGRITY_FILE), `${JSON.stringify(list, null, 1)}\n`);
      console.log(`[integrity] ${Object.keys(list).length} module files hashed → ${join(outDir, INTEGRITY_FILE)}`);
    },
    'post',
  );
}
