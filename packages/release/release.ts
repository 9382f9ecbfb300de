import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RELEASES_DIR, type SliceInfo, SliceInfoSchema } from '@campus/contract/fragment';
import { INTEGRITY_FILE } from '@campus/contract/integrity';
import type { ReleaseStore } from '@campus/release-store/store.mjs';
import { REMOTES, type RemoteWorkspace, SHELL } from '@campus/vite/apps';
import { integrityList } from '@campus/vite/integrity';
import {
  checkRoutes,
  claimedByOthers,
  filesUnder,
  type Live,
  type ManifestLine,
  readDocument,
  verifyRelease,
} from './checks';
import { checkHealth, checkOrSwitchBack, releaseTarget } from './health';
import { automaticRollback, openStore, ROOT, readLive, SHELL_DIST, switchLine, toolEnv } from './live';

export interface ReleaseOptions {
  workspace: RemoteWorkspace;
  /** The release store's URL (default: --release-store= / RELEASE_STORE, else the embedded `.release-store/`). */
  store?: string;
  /** The deployed shell, whose contract and shared versions a release is checked against (default shell/dist). */
  shellDir?: string;
  /** An already built remote folder to release instead of building one. */
  from?: string;
  /** Verify only: nothing is built into the releases, nothing switched. */
  dryRun?: boolean;
  shellOrigin?: string;
  /** Open the page in Chromium as part of the health check (default true). */
  browser?: boolean;
  log?: (line: string) => void;
}

export type Outcome =
  | { ok: true; line: ManifestLine; release: string; dryRun: boolean; unchanged?: boolean }
  | { ok: false; failures: string[]; rolledBack?: boolean };

/** Name of a release folder: the hash of every file in it (path and bytes), so equal builds share one folder. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash.update(
      `${file}\0${createHash('sha256')
        .update(readFileSync(join(dir, file)))
        .digest('hex')}\n`,
    );
  }
  return hash.digest('hex').slice(0, 16);
}

/** The layout server of `npm start`. */
const SHELL_ORIGIN = `http://localhost:${SHELL.prodPort}`;

const releasesOf = (workspace: RemoteWorkspace) => join(ROOT, workspace, RELEASES_DIR);

/** The id a build carries (its pages' and its code's `release`): the commit it was built from and when. */
function releaseId(workspace: RemoteWorkspace): string {
  let commit = 'nogit';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {}
  return `${workspace}-${commit}-${Date.now().toString(36)}`;
}

/** Builds the remote into `outDir` (its usual build, only elsewhere: its dist is left as it is). */
async function build(workspace: RemoteWorkspace, outDir: string, release: string, log: (line: string) => void) {
  log(`building ${workspace} (release ${release})…`);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(ROOT, workspace),
    env: toolEnv({ VITE_RELEASE: release }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await ensureIntegrity(outDir);
}

/** The hash list of a build's module files, as the build writes it: written here when the build did not. */
export async function ensureIntegrity(dir: string): Promise<void> {
  if (!existsSync(join(dir, INTEGRITY_FILE))) {
    writeFileSync(join(dir, INTEGRITY_FILE), `${JSON.stringify(await integrityList(dir), null, 1)}\n`);
  }
}

/**
 * The server module this release runs, as its manifest line names it: the URL it is served from and the SHA-256 of
 * the bytes verified here (hashed from the folder, not taken from ssr.json's word), or why the release is refused.
 */
function pinnedServer(folder: string, info: SliceInfo, entry: string): ManifestLine['server'] | string {
  if (!info.server) return undefined;
  const file = join(folder, info.server.module);
  if (!existsSync(file)) return `server module: ${info.server.module} is missing from ${folder}`;
  const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
  if (sha256 !== info.server.sha256) {
    return `server module: ${info.server.module} has SHA-256 ${sha256}, not the ${info.server.sha256} ssr.json names`;
  }
  return { module: new URL(info.server.module, entry).href, sha256 };
}

/** The folder a manifest entry is served from, on this machine (a release folder or the remote's dist). */
function localFolder(workspace: RemoteWorkspace, entry: string): string {
  const m = new RegExp(`/${RELEASES_DIR}/([0-9a-f]+)/remoteEntry\\.js$`).exec(new URL(entry).pathname);
  return m?.[1] ? join(releasesOf(workspace), m[1]) : join(ROOT, workspace, 'dist');
}

/** A release verified against what is live, with the line it would have; `keep()` puts it in its immutable folder. */
export interface Candidate {
  line: ManifestLine;
  info: SliceInfo;
  /** The remote's live line. */
  current: ManifestLine;
  keep(): void;
}

/**
 * Builds the remote (or takes `from`), verifies it against what is live and names its line — kept in its immutable
 * folder only if `use` calls `keep()`; nothing is switched here. A refusal (with every reason) never calls `use`.
 */
export async function withCandidate<T extends { ok: boolean }>(
  options: Pick<ReleaseOptions, 'workspace' | 'from' | 'log'>,
  live: Live,
  use: (candidate: Candidate) => Promise<T>,
): Promise<T | { ok: false; failures: string[] }> {
  const { workspace } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const { name } = REMOTES[workspace];
  const releases = releasesOf(workspace);
  // A fresh build goes to a scratch folder beside the releases (same disk: the rename into place is one step).
  const scratch = join(releases, `.incoming-${process.pid}-${Date.now().toString(36)}`);
  const candidate = options.from ? resolve(options.from) : scratch;
  try {
    if (!options.from) {
      mkdirSync(releases, { recursive: true });
      await build(workspace, scratch, releaseId(workspace), log);
    }
    log(`verifying ${candidate} against what is live…`);
    const failures = await verifyRelease(candidate, name, live);
    if (failures.length > 0) return { ok: false, failures };

    const info = readDocument(SliceInfoSchema, join(candidate, 'ssr.json'), 'ssr.json');
    const hash = contentHash(candidate);
    const current = live.manifest.remotes.find((r) => r.name === name);
    // A remote new to the site is one manifest edit by hand (and its origin in the CSP): releases replace a line.
    if (!current) return { ok: false, failures: [`no line: ${name} is not in the live manifest`] };
    const origin = new URL(current.entry).origin;
    const entry = `${origin}/${RELEASES_DIR}/${hash}/remoteEntry.js`;
    const server = pinnedServer(candidate, info, entry);
    if (typeof server === 'string') return { ok: false, failures: [server] };
    const line: ManifestLine = { name, entry, routes: info.routes ?? [], ...(server ? { server } : {}) };
    const keep = () => {
      // The immutable folder: an identical one (same hash) is already the same files.
      const folder = join(releases, hash);
      if (existsSync(folder)) return;
      if (options.from) {
        mkdirSync(releases, { recursive: true });
        cpSync(candidate, scratch, { recursive: true });
      }
      renameSync(scratch, folder);
    };
    return await use({ line, info, current, keep });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * `npm run release -w <remote>`: build (or take `from`), verify against what is live, keep it as an immutable
 * folder named by its content, switch the remote's manifest line, check health, and switch back if it is not healthy.
 * A refusal changes nothing.
 */
export async function release(options: ReleaseOptions): Promise<Outcome> {
  const log = options.log ?? ((line: string) => console.log(line));
  const store = openStore(options.store);
  try {
    return await releaseWith(store, options, log);
  } finally {
    await store.close();
  }
}

async function releaseWith(
  store: ReleaseStore,
  options: ReleaseOptions,
  log: (line: string) => void,
): Promise<Outcome> {
  const { workspace, dryRun = false } = options;
  const shellOrigin = options.shellOrigin ?? SHELL_ORIGIN;
  const { name } = REMOTES[workspace];
  const live = await readLive(store, options.shellDir ?? SHELL_DIST);
  return withCandidate(options, live, async ({ line, info, current, keep }): Promise<Outcome> => {
    if (dryRun) return { ok: true, line, release: info.release, dryRun };
    if (current.entry === line.entry) return { ok: true, line, release: info.release, dryRun, unchanged: true };
    keep();

    // Pushed on the remote's history as it is when the swap lands (another team's switch meanwhile is kept).
    const switched = await switchLine(
      store,
      name,
      'release',
      (now, stack, manifest, canary) => {
        // Its routes against the lines live when the swap lands (another team's release may have landed meanwhile),
        // and against other remotes' canaries (each may be promoted).
        const collisions = checkRoutes(info, name, { ...live, manifest: claimedByOthers(manifest, canary, name) });
        if (collisions.length > 0) return { refused: collisions.join('; ') };
        return { line, stack: [...(stack ?? (now ? [now] : [])), line] };
      },
      log,
    );
    if (!switched.ok) return { ok: false, failures: [switched.message] };
    log(`${name} → ${line.entry} (revision ${switched.revision}); checking health…`);
    const healthStarted = performance.now();
    const checked = await checkOrSwitchBack(
      { ...releaseTarget(shellOrigin, line, info, options.browser), revision: switched.revision },
      // Back to the line that was live, this release taken off its history — only if it is still the live line.
      () => switchLine(store, name, 'automatic rollback', automaticRollback(line, current), log),
    );
    log(`health checked in ${((performance.now() - healthStarted) / 1000).toFixed(1)} s`);
    if (checked.healthy) return { ok: true, line, release: info.release, dryRun };
    return { ok: false, failures: checked.failures, rolledBack: checked.back };
  });
}

/** `npm run rollback -w <remote>`: the previous line of this remote back in the manifest, in one step; then health. */
export async function rollback(options: Omit<ReleaseOptions, 'from' | 'dryRun'>): Promise<Outcome> {
  const store = openStore(options.store);
  try {
    return await rollbackWith(store, options);
  } finally {
    await store.close();
  }
}

async function rollbackWith(store: ReleaseStore, options: Omit<ReleaseOptions, 'from' | 'dryRun'>): Promise<Outcome> {
  const { workspace } = options;
  const { name } = REMOTES[workspace];
  // Decided on the history as it is when the swap lands: the line before the live one.
  const switched = await switchLine(store, name, 'rollback', (live, stack = []) => {
    const previous = stack.at(-2);
    if (!previous || !live)
      return { refused: `rollback: no earlier release of ${name} in the release store (${store.url})` };
    if (stack.at(-1)?.entry !== live.entry) {
      return {
        refused: `rollback: the live line of ${name} (${live.entry}) is not the last one released; switch it by hand`,
      };
    }
    return { line: previous, stack: stack.slice(0, -1) };
  });
  if (!switched.ok) return { ok: false, failures: [switched.message] };
  const previous = switched.line;
  const info = readDocument(SliceInfoSchema, join(localFolder(workspace, previous.entry), 'ssr.json'), 'ssr.json');
  const health = await checkHealth({
    ...releaseTarget(options.shellOrigin ?? SHELL_ORIGIN, previous, info, options.browser),
    revision: switched.revision,
  });
  if (health.length > 0) return { ok: false, failures: health.map((f) => `health after rollback: ${f}`) };
  return { ok: true, line: previous, release: info.release, dryRun: false };
}
