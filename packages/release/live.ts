import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ManifestSchema } from '@campus/contract/manifest';
import { CONTRACT_FILE, FEDERATION_MANIFEST_FILE, type ShellContract } from '@campus/vite/shell-contract';
import { type FederationManifest, type Live, type ManifestLine, readDocument } from './checks';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The environment for the tools these scripts start (a build, the tests): without the NODE_ENV that running under
 * Vite's module runner (run.mjs) set — each tool sets its own (a production build with a development React fails).
 */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_ENV: _, ...env } = process.env;
  return { ...env, ...extra };
}

/** The live manifest: the deployed shell's remotes.json, which the layout server and every browser read. */
export const LIVE_MANIFEST = join(ROOT, 'shell/dist/remotes.json');

/** Beside the manifest: which lines each remote had live, in order (the last is the live one), and a log. */
export interface History {
  releases: Record<string, ManifestLine[]>;
  log: {
    at: string;
    remote: string;
    action: 'release' | 'rollback' | 'automatic rollback';
    from: string;
    to: string;
  }[];
}

export const historyFile = (manifestPath: string) => join(dirname(manifestPath), 'remotes.history.json');

function readJson<T>(file: string, what: string): T {
  if (!existsSync(file)) throw new Error(`${what}: ${file} is missing (is the shell built and deployed?)`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** What is live, read from the deployed shell's folder (the manifest's). */
export async function readLive(manifestPath: string): Promise<Live> {
  const shellDir = dirname(manifestPath);
  if (!existsSync(manifestPath))
    throw new Error(`the live manifest: ${manifestPath} is missing (is the shell built and deployed?)`);
  const manifest = readDocument(ManifestSchema, manifestPath, 'the live manifest');
  return {
    manifest,
    contract: readJson<ShellContract>(join(shellDir, CONTRACT_FILE), "the live shell's contract"),
    shell: readJson<FederationManifest>(
      join(shellDir, FEDERATION_MANIFEST_FILE),
      "the live shell's federation manifest",
    ),
  };
}

export function readHistory(manifestPath: string): History {
  const file = historyFile(manifestPath);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as History) : { releases: {}, log: [] };
}

/** A file replaced whole or not at all: written beside it, then renamed over it (one step on the same disk). */
export function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/**
 * Puts `line` in the manifest in place of the remote's line (same place in the list), and records it in the history
 * first: the manifest is switched last, in one rename.
 */
export function switchLine(
  manifestPath: string,
  line: ManifestLine,
  action: History['log'][number]['action'],
  history: History,
): void {
  const manifest = readDocument(ManifestSchema, manifestPath, 'the live manifest');
  const index = manifest.remotes.findIndex((r) => r.name === line.name);
  const from = index >= 0 ? (manifest.remotes[index]?.entry ?? '') : '';
  const remotes = index >= 0 ? manifest.remotes.with(index, line) : [...manifest.remotes, line];
  history.log.push({ at: new Date().toISOString(), remote: line.name, action, from, to: line.entry });
  writeAtomically(historyFile(manifestPath), `${JSON.stringify(history, null, 2)}\n`);
  writeAtomically(manifestPath, `${JSON.stringify({ ...manifest, remotes }, null, 2)}\n`);
}
