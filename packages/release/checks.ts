import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  type Fragment,
  FragmentSchema,
  fragmentFile,
  type SliceInfo,
  SliceInfoSchema,
} from '@campus/contract/fragment';
import { INTEGRITY_FILE, IntegrityListSchema } from '@campus/contract/integrity';
import type { Manifest, RemoteEntry } from '@campus/contract/manifest';
import { parseJsonWith } from '@campus/contract/parse';
import { PreloadListSchema } from '@campus/contract/preload-list';
import type { ReleaseState } from '@campus/contract/release-state';
import { patternMatches } from '@campus/contract/routes';
import type { ShellContract } from '@campus/contract/shell-contract';
import { sriHash } from '@campus/vite/integrity';
import { FEDERATION_MANIFEST_FILE } from '@campus/vite/shell-contract';
import { init as initLexer, parse as parseModule } from 'es-module-lexer';
import semver from 'semver';
import type * as v from 'valibot';

/**
 * JavaScript a page of a remote may make the browser download, gzip bytes: the module files its pre-rendered page
 * names (its `./routes` and what it imports; the same list the layout server hands the page). Today's heaviest page
 * is 50,239 B (mfe-menu, November 2026; mfe-info's 29,497 B); the budget is 1.5× that, rounded.
 */
export const JS_BUDGET_GZIP_BYTES = 75 * 1024;

/** One remote's line of the deployed manifest (@campus/contract/manifest). */
export type ManifestLine = RemoteEntry;

/** The parts of Module Federation's mf-manifest.json the checks read. */
export interface FederationManifest {
  name: string;
  shared: { name: string; version: string; singleton?: boolean; requiredVersion?: string | false }[];
  exposes: { name: string; path: string }[];
}

/**
 * What is live: the deployed manifest and what the deployed shell publishes beside it — its contract and its federation
 * manifest (the shared versions it provides).
 */
export interface Live {
  manifest: Manifest;
  contract: ShellContract;
  shell: FederationManifest;
}

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(dir, join(d.parentPath, d.name)).split(sep).join('/'))
    .sort();
}

/**
 * A third party's JSON (Module Federation's mf-manifest.json), read for the fields named in its type: not ours to
 * give a schema, so only a missing file is reported in words.
 */
export function readFederationManifest(file: string, what: string): FederationManifest {
  if (!existsSync(file)) throw new Error(`${what}: ${file} is missing (is it built?)`);
  return JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
}

/** One of our documents, parsed with its contract schema: a bad one is refused with the field at fault. */
export function readDocument<S extends v.GenericSchema>(schema: S, file: string, what: string): v.InferOutput<S> {
  const read = parseJsonWith(schema, readFileSync(file, 'utf8'), `${what} (${file})`);
  if (!read.ok) throw new Error(read.message);
  return read.value;
}

/** Whether some path is owned by both patterns (@campus/contract/routes): one of them owns the other's base path. */
export function patternsOverlap(a: string, b: string): boolean {
  const base = (p: string) => (p.endsWith('/*') ? p.slice(0, -2) : p) || '/';
  return patternMatches(a, base(b)) || patternMatches(b, base(a));
}

/**
 * A file's precompressed copies (`.br`, `.gz`, which servers send instead of it) hold the very same bytes: a copy
 * left from another build of the file would send browsers code other than the checked file.
 */
function checkPrecompressed(dir: string, path: string): string[] {
  const raw = readFileSync(join(dir, path));
  const failures: string[] = [];
  for (const [ext, unpack] of [
    ['.br', brotliDecompressSync],
    ['.gz', gunzipSync],
  ] as const) {
    const copy = join(dir, path + ext);
    if (!existsSync(copy)) continue;
    let same = false;
    try {
      same = unpack(readFileSync(copy)).equals(raw);
    } catch {
      same = false;
    }
    if (!same) failures.push(`tampered file: ${path}${ext} is not ${path} compressed`);
  }
  return failures;
}

/** The hash list is complete and every module file is the file that was built (its precompressed copies too). */
export function checkIntegrity(dir: string): string[] {
  const file = join(dir, INTEGRITY_FILE);
  if (!existsSync(file)) return [`tampered file: no ${INTEGRITY_FILE} (the hash list of its module files)`];
  const list = readDocument(IntegrityListSchema, file, INTEGRITY_FILE);
  const failures: string[] = [];
  for (const [path, hash] of Object.entries(list)) {
    const at = join(dir, path);
    if (!existsSync(at)) failures.push(`tampered file: ${path} is listed in ${INTEGRITY_FILE} but missing`);
    else if (sriHash(readFileSync(at)) !== hash) failures.push(`tampered file: ${path} does not match its hash`);
    else failures.push(...checkPrecompressed(dir, path));
  }
  // Every module a browser may load is listed (the server module, which only the layout server runs, is checked
  // against the SHA-256 its ssr.json names).
  for (const path of filesUnder(dir).filter((f) => /\.m?js$/.test(f) && !f.startsWith('server/'))) {
    if (!(path in list)) failures.push(`tampered file: ${path} is not in ${INTEGRITY_FILE}`);
  }
  return failures;
}

/** `./routes` is exposed, and its module exports what the live shell's contract requires, of the right kind. */
export async function checkExposes(dir: string, info: SliceInfo, remote: FederationManifest, live: Live) {
  const failures: string[] = [];
  if (!remote.exposes.some((e) => e.path === './routes')) return ['missing expose: ./routes is not exposed'];
  const chunk = readDocument(PreloadListSchema, join(dir, 'preload.json'), 'preload.json').exposes?.['./routes'];
  if (!chunk || !existsSync(join(dir, chunk))) return ['missing expose: the module of ./routes is not in the release'];
  await initLexer;
  const [, exported] = parseModule(readFileSync(join(dir, chunk), 'utf8'));
  const names = new Set(exported.map((e) => e.n));
  const kinds = info.exports ?? {};
  for (const [name, { type, required }] of Object.entries(live.contract.exposes['./routes'])) {
    if (!names.has(name)) {
      if (required) failures.push(`./routes shape: it does not export ${name} (the shell requires a ${type})`);
    } else if (kinds[name] !== type) {
      failures.push(`./routes shape: its export ${name} is a ${kinds[name] ?? 'unknown'}, the shell expects a ${type}`);
    }
  }
  return failures;
}

/** No path the release claims is claimed by another live remote. */
export function checkRoutes(info: SliceInfo, name: string, live: Live): string[] {
  if (!info.routes || info.routes.length === 0) return ['routes: the release names no route patterns (ssr.json)'];
  return routeCollisions(info.routes, name, live.manifest);
}

/**
 * The lines whose paths a switch of remote `name` must leave alone: every other remote's live line, and every other
 * remote's running canary (promoted, its line is live: it is named as the canary it is).
 */
export function claimedByOthers(
  manifest: Live['manifest'],
  canary: ReleaseState['canary'] | undefined,
  name: string,
): Live['manifest'] {
  const canaries = Object.entries(canary ?? {})
    .filter(([remote]) => remote !== name)
    .map(([, c]) => ({ ...c.line, name: `${c.line.name}'s canary ${c.release}` }));
  return { ...manifest, remotes: [...manifest.remotes, ...canaries] };
}

/** Each of `routes` (remote `name`'s) that overlaps a path another remote of `manifest` owns, named with its owner. */
export function routeCollisions(routes: readonly string[], name: string, manifest: Live['manifest']): string[] {
  const failures: string[] = [];
  for (const pattern of routes) {
    for (const other of manifest.remotes) {
      if (other.name === name) continue;
      const clash = other.routes.find((p) => patternsOverlap(pattern, p));
      if (clash) failures.push(`colliding route: ${pattern} overlaps ${clash}, owned by ${other.name}`);
    }
  }
  return failures;
}

/** Every singleton it shares is one the live shell provides in a version it accepts; the stored cart is readable. */
export function checkShared(info: SliceInfo, remote: FederationManifest, live: Live): string[] {
  const failures: string[] = [];
  for (const shared of remote.shared.filter((s) => s.singleton)) {
    const provided = live.shell.shared.find((s) => s.name === shared.name);
    const range = shared.requiredVersion || '*';
    if (!provided) failures.push(`shared singleton: ${shared.name} ${range} is not provided by the shell`);
    else if (!semver.satisfies(provided.version, range)) {
      failures.push(`shared singleton: ${shared.name} ${range} is required, the shell provides ${provided.version}`);
    }
  }
  const cart = live.contract.cart;
  if (!info.cart) failures.push('stored cart: the release does not say which cart schema it was built with');
  else if (info.cart.key !== cart.key || info.cart.version > cart.version) {
    failures.push(
      `stored cart: built for ${info.cart.key} v${info.cart.version}, the shell's store understands ${cart.key} up to v${cart.version}`,
    );
  }
  return failures;
}

/** Every address it lists has its pre-rendered page; no page names more JavaScript than the budget. */
export function checkPages(dir: string, info: SliceInfo, budget = JS_BUDGET_GZIP_BYTES): string[] {
  const failures: string[] = [];
  if (info.pages.length === 0) failures.push('pre-rendered pages: ssr.json lists none');
  const gzipped = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = existsSync(join(dir, file)) ? gzipSync(readFileSync(join(dir, file)), { level: 9 }).length : 0;
      gzipped.set(file, size);
    }
    return size;
  };
  const over: string[] = [];
  for (const address of info.pages) {
    const file = fragmentFile(address);
    let page: Fragment;
    try {
      page = readDocument(FragmentSchema, join(dir, file), 'a pre-rendered page');
    } catch (error) {
      failures.push(`missing pre-rendered page: ${address} (${error instanceof Error ? error.message : file})`);
      continue;
    }
    if (page.html.length === 0) failures.push(`missing pre-rendered page: ${address} is empty`);
    const bytes = page.scripts.reduce((sum, js) => sum + gzipSize(js), 0);
    if (bytes > budget) over.push(`${address} ${bytes.toLocaleString('en')} B`);
  }
  if (over.length > 0) {
    failures.push(
      `over budget: ${over.length} page(s) over ${budget.toLocaleString('en')} B of JavaScript (gzip): ${over.slice(0, 3).join(', ')}${over.length > 3 ? ', …' : ''}`,
    );
  }
  if (info.server) {
    const module = join(dir, info.server.module);
    const sha = existsSync(module) ? createHash('sha256').update(readFileSync(module)).digest('hex') : 'missing';
    if (sha !== info.server.sha256) failures.push(`tampered file: ${info.server.module} is not the one ssr.json names`);
  }
  return failures;
}

/** The built remote in `dir` (a release candidate), checked against what is live. Empty: it may go live. */
export async function verifyRelease(dir: string, name: string, live: Live): Promise<string[]> {
  const missing = ['ssr.json', 'preload.json', FEDERATION_MANIFEST_FILE, 'remoteEntry.js'].filter(
    (f) => !existsSync(join(dir, f)),
  );
  if (missing.length > 0) return [`not a built remote: ${missing.join(', ')} missing in ${dir}`];
  const info = readDocument(SliceInfoSchema, join(dir, 'ssr.json'), 'ssr.json');
  const remote = readFederationManifest(join(dir, FEDERATION_MANIFEST_FILE), FEDERATION_MANIFEST_FILE);
  const failures = [...checkIntegrity(dir)];
  if (remote.name !== name) failures.push(`wrong remote: the build is ${remote.name}, not ${name}`);
  failures.push(...(await checkExposes(dir, info, remote, live)));
  failures.push(...checkRoutes(info, name, live));
  failures.push(...checkShared(info, remote, live));
  failures.push(...checkPages(dir, info));
  return failures;
}
