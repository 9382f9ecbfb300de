import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The hash list every app's build writes beside its files: module file path (relative to the folder) → SRI hash. */
export const INTEGRITY_FILE = 'integrity.json';

/** Files a browser runs as modules: every script of a built app (not their .br/.gz copies, which are the same bytes). */
const MODULE_FILE = /\.m?js$/;

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)).split(sep).join('/'))
    .sort();
}

/** `sha384-…` of a file's bytes, the form of `integrity` attributes and import maps. */
export function sriHash(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The hash list of a built app's folder: every module file (relative path) → its `sha384-…` hash. */
export function integrityList(distDir: string): Record<string, string> {
  const list: Record<string, string> = {};
  for (const file of filesUnder(distDir).filter((f) => MODULE_FILE.test(f))) {
    list[file] = sriHash(readFileSync(join(distDir, file)));
  }
  return list;
}
