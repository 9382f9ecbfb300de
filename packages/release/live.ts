import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Manifest } from '@campus/contract/manifest';
import type { ReleaseHistory } from '@campus/contract/release-history';
import type { ReleaseState } from '@campus/contract/release-state';
import { CONTRACT_FILE, ShellContractSchema } from '@campus/contract/shell-contract';
import { defaultWho, openReleaseStore, type ReleaseStore, storeUrlFrom, update } from '@campus/release-store/store';
import { FEDERATION_MANIFEST_FILE } from '@campus/vite/shell-contract';
import type * as v from 'valibot';
import { type Live, type ManifestLine, readDocument, readFederationManifest } from './checks';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The environment for the tools these scripts start (a build, the tests): without the NODE_ENV that running under
 * Vite's module runner (run.ts) set — each tool sets its own (a production build with a development React fails).
 */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_ENV: _, ...env } = process.env;
  return { ...env, ...extra };
}

/** The deployed shell: what it publishes (its contract, the shared versions it provides) is checked against. */
export const SHELL_DIST = join(ROOT, 'shell/dist');

/** Which lines each remote had live, in order (the last is the live one), and a log: kept in the release store. */
export type History = ReleaseHistory;

/** The release store a tool is pointed at: `url`, else --release-store= / RELEASE_STORE, else the embedded default. */
export const openStore = (url?: string): ReleaseStore => openReleaseStore(url ?? storeUrlFrom());

/** One of the deployed shell's documents: a missing one says what to do, a bad one names the field at fault. */
function readDeployed<S extends v.GenericSchema>(schema: S, file: string, what: string): v.InferOutput<S> {
  if (!existsSync(file)) throw new Error(`${what}: ${file} is missing (is the shell built and deployed?)`);
  return readDocument(schema, file, what);
}

/** What is live: the manifest and history from the store (at one revision), and what the deployed shell publishes. */
export async function readLive(store: ReleaseStore, shellDir = SHELL_DIST): Promise<Live & { history: History }> {
  const { state } = await store.read();
  return {
    manifest: state.manifest,
    history: state.history,
    contract: readDeployed(ShellContractSchema, join(shellDir, CONTRACT_FILE), "the live shell's contract"),
    shell: readFederationManifest(join(shellDir, FEDERATION_MANIFEST_FILE), "the live shell's federation manifest"),
  };
}

/**
 * What a switch puts live for one remote, decided on the state it is applied to: its line and its history after
 * (the last entry is the line), or why not (nothing is switched).
 */
export type Decide = (
  live: ManifestLine | undefined,
  stack: ManifestLine[] | undefined,
  manifest: Manifest,
  canary: ReleaseState['canary'],
  /** The last switch of this remote in the log (who made it, what, when), if any. */
  lastSwitch: History['log'][number] | undefined,
) => { line: ManifestLine; stack: ManifestLine[] } | { refused: string };

/** A switch in words: who switched what to which line, when. */
export function switchedBy(entry: History['log'][number] | undefined): string {
  if (!entry) return 'another switch';
  return `${entry.who ?? 'someone'} switched it (${entry.action}) to ${entry.to} at ${entry.at}`;
}

/**
 * After a failed health check: `previous` back, and `failed` taken off the history — only while `failed` is still the
 * remote's live line. Another switch of the remote made meanwhile (a release, a rollback by hand) is left as it is,
 * and the refusal says who made it.
 */
export function automaticRollback(failed: ManifestLine, previous: ManifestLine): Decide {
  return (live, stack, _manifest, _canary, lastSwitch) => {
    if (live?.entry !== failed.entry) {
      return {
        refused: `automatic rollback of ${failed.name}: not switched back, ${switchedBy(lastSwitch)} while ${failed.entry} was checked`,
      };
    }
    return { line: previous, stack: (stack ?? []).filter((l) => l.entry !== failed.entry) };
  };
}

export type Switched = { ok: true; line: ManifestLine; revision: number } | { ok: false; message: string };

/**
 * Puts a remote's line live, its history and a log entry with it: one compare-and-swap of the store's one document.
 * When another switch landed meanwhile, `decide` runs again on what is live now, so both land, in order; refused only
 * when it keeps meeting others (the message says who switched what).
 */
export async function switchLine(
  store: ReleaseStore,
  name: string,
  action: History['log'][number]['action'],
  decide: Decide,
  log: (line: string) => void = () => undefined,
): Promise<Switched> {
  let refused = '';
  let switched: ManifestLine | undefined;
  const who = process.env.RELEASE_WHO || defaultWho();
  const result = await update(
    store,
    (state) => {
      refused = '';
      const index = state.manifest.remotes.findIndex((r) => r.name === name);
      const live = index >= 0 ? state.manifest.remotes[index] : undefined;
      const lastSwitch = state.history.log.findLast((entry) => entry.remote === name);
      const decided = decide(live, state.history.releases[name], state.manifest, state.canary, lastSwitch);
      if ('refused' in decided) {
        refused = decided.refused;
        return null;
      }
      const { line, stack } = decided;
      switched = line;
      state.manifest.remotes =
        index >= 0 ? state.manifest.remotes.with(index, line) : [...state.manifest.remotes, line];
      state.history.releases[name] = stack;
      state.history.log.push({
        at: new Date().toISOString(),
        remote: name,
        action,
        from: live?.entry ?? '',
        to: line.entry,
        who,
      });
      return state;
    },
    {
      who,
      what: `${action} of ${name}`,
      onConflict: (message) => log(`${message}; switching again on what is live now…`),
    },
  );
  if (refused) return { ok: false, message: refused };
  if (!result.ok) return { ok: false, message: result.message };
  if (!switched) return { ok: false, message: `${action} of ${name}: nothing switched` };
  return { ok: true, line: switched, revision: result.revision };
}
