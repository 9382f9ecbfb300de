import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ManifestSchema } from '@campus/contract/manifest';
import { HISTORY_FILE, type ReleaseHistory, ReleaseHistorySchema } from '@campus/contract/release-history';
import { CONTRACT_FILE, ShellContractSchema } from '@campus/contract/shell-contract';
import { FEDERATION_MANIFEST_FILE } from '@campus/vite/shell-contract';
import type * as v from 'valibot';
import { type Live, type ManifestLine, readDocument, readFederationManifest } from './checks';

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
export type History = ReleaseHistory;

export const historyFile = (manifestPath: string) => join(dirname(manifestPath), HISTORY_FILE);

/** One of the deployed shell's documents: a missing one says what to do, a bad one names the field at fault. */
function readDeployed<S extends v.GenericSchema>(schema: S, file: string, what: string): v.InferOutput<S> {
  if (!existsSync(file)) throw new Error(`${what}: ${file} is missing (is the shell built and deployed?)`);
  return readDocument(schema, file, what);
}

/** What is live, read from the deployed shell's folder (the manifest's). */
export async function readLive(manifestPath: string): Promise<Live> {
  const shellDir = dirname(manifestPath);
  return {
    manifest: readDeployed(ManifestSchema, manifestPath, 'the live manifest'),
    contract: readDeployed(ShellContractSchema, join(shellDir, CONTRACT_FILE), "the live shell's contract"),
    shell: readFederationManifest(join(shellDir, FEDERATION_MANIFEST_FILE), "the live shell's federation manifest"),
  };
}

export function readHistory(manifestPath: string): History {
  const file = historyFile(manifestPath);
  return existsSync(file) ? readDocument(ReleaseHistorySchema, file, 'the release history') : { releases: {}, log: [] };
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
