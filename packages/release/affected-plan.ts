import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, type RemoteWorkspace } from '@campus/vite/apps';
import { ROOT } from './live';

/** What a change affects (npm run affected): the changed files → their workspaces → every workspace depending on them. */

interface PackageJson {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readPackage = (dir: string) => JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as PackageJson;

/** Workspace folder → the workspace folders that depend on it (directly). */
export function dependentsGraph(): Map<string, string[]> {
  const folders = readPackage('.').workspaces ?? [];
  const byName = new Map(folders.map((dir) => [readPackage(dir).name, dir]));
  const dependents = new Map<string, string[]>(folders.map((dir) => [dir, []]));
  for (const dir of folders) {
    const pkg = readPackage(dir);
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies })) {
      const target = byName.get(dep);
      if (target) dependents.get(target)?.push(dir);
    }
  }
  return dependents;
}

/** Workspaces that consume every slice (tests, the baseline): changed themselves, they affect everything. */
const CONSUMERS = new Set(['e2e', 'mono']);

/** The workspaces the changed files are in, and all that depend on them; `root` for a file of no workspace. */
export function affectedWorkspaces(changed: string[], graph = dependentsGraph()): Set<string> {
  const folders = [...graph.keys()];
  const affected = new Set<string>();
  const visit = (dir: string) => {
    if (affected.has(dir)) return;
    affected.add(dir);
    // The end-to-end tests and the single-bundle baseline use every slice: a slice's change reaches them through its
    // own team loop (its pages' specs), it does not widen the run to all of them.
    for (const next of graph.get(dir) ?? []) if (!CONSUMERS.has(next)) visit(next);
  };
  for (const file of changed) {
    if (/\.md$/.test(file)) continue; // documentation: nothing to test
    const owner = folders.find((dir) => file.startsWith(`${dir}/`));
    if (owner) visit(owner);
    else affected.add('root');
  }
  return affected;
}

export type Plan = { kind: 'nothing' } | { kind: 'remotes'; remotes: RemoteWorkspace[] } | { kind: 'everything' };

export function planFor(affected: Set<string>): Plan {
  if (affected.size === 0) return { kind: 'nothing' };
  const remotes = [...affected].filter((dir): dir is RemoteWorkspace => dir in REMOTES);
  const others = [...affected].filter((dir) => !(dir in REMOTES));
  return others.length === 0 ? { kind: 'remotes', remotes } : { kind: 'everything' };
}
