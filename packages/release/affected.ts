/**
 * `npm run affected [-- <base>] [-- --list]`: what a change affects, and only that run (docs/deploy.md). The changed
 * files (against `base`, default `main`: committed, staged, unstaged and new) are mapped to their npm workspaces, then
 * to every workspace that depends on those (package.json dependencies, transitively: npm's own workspace graph).
 * A change within remotes only runs each affected remote's team loop (`npm run check -w <remote>`) and the lint;
 * a change to anything else the remotes build on (the shell, packages/*, e2e, the root) runs the whole `npm test`;
 * documentation alone runs nothing. `--list` prints the plan without running it.
 */
import { execFileSync } from 'node:child_process';
import { affectedWorkspaces, planFor } from './affected-plan';
import { ROOT, toolEnv } from './live';

function changedFiles(base: string): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const since = git('merge-base', 'HEAD', base)[0] ?? base;
  return [
    ...new Set([...git('diff', '--name-only', since), ...git('ls-files', '--others', '--exclude-standard')]),
  ].sort();
}

const args = process.argv.slice(2);
const base = args.find((a) => !a.startsWith('--')) ?? 'main';
const changed = changedFiles(base);
const plan = planFor(affectedWorkspaces(changed));
console.log(`[affected] ${changed.length} file(s) changed since ${base}`);
const run = (command: string, commandArgs: string[]) =>
  execFileSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: toolEnv() });
try {
  if (plan.kind === 'nothing') console.log('[affected] documentation only: nothing to run');
  else if (plan.kind === 'everything') {
    console.log('[affected] the shell or what every remote builds on changed: the whole suite (npm test)');
    if (!args.includes('--list')) run('npm', ['test']);
  } else {
    console.log(`[affected] remotes only: ${plan.remotes.join(', ')} — lint, then each one's team loop`);
    if (!args.includes('--list')) {
      run('npx', ['biome', 'check', ...plan.remotes]);
      for (const remote of plan.remotes) run('npm', ['run', 'check', '-w', remote]);
    }
  }
} catch {
  process.exitCode = 1;
}
