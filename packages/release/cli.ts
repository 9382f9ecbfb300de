/**
 * `npm run release -w <remote> [-- --dry-run] [-- --from <built folder>]` and `npm run rollback -w <remote>`
 * (docs/deploy.md). Options: --release-store=<url> (default: RELEASE_STORE, else the embedded .release-store/),
 * --shell-origin <url>
 * (default: npm start's), --no-browser (health over HTTP only). Exit 0 when done (or verified, with --dry-run);
 * 1 with every reason on a refusal (nothing changed) or a failed health check (switched back).
 */
import { storeUrlFrom } from '@campus/release-store/store.mjs';
import { REMOTES, type RemoteWorkspace } from '@campus/vite/apps';
import { release, rollback } from './release';

const [command, workspace, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

if ((command !== 'release' && command !== 'rollback') || !workspace || !(workspace in REMOTES)) {
  console.error(
    `usage: cli.ts release|rollback <${Object.keys(REMOTES).join('|')}> [--dry-run] [--from dir] [--release-store=url]`,
  );
  process.exit(2);
}
const common = {
  workspace: workspace as RemoteWorkspace,
  store: storeUrlFrom(args),
  shellOrigin: option('--shell-origin'),
  browser: !args.includes('--no-browser'),
};
const started = performance.now();
try {
  const outcome =
    command === 'release'
      ? await release({ ...common, from: option('--from'), dryRun: args.includes('--dry-run') })
      : await rollback(common);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (outcome.ok) {
    const what = outcome.dryRun
      ? `verified, nothing switched (--dry-run): would set ${outcome.line.entry}`
      : outcome.unchanged
        ? `already live: ${outcome.line.entry}`
        : `live and healthy: ${outcome.line.entry} (release ${outcome.release})`;
    console.log(`[${command}] ${workspace}: ${what} — ${seconds} s`);
  } else {
    const verdict = outcome.rolledBack
      ? 'FAILED its health check and was switched back to the previous release'
      : command === 'release'
        ? 'REFUSED, nothing changed'
        : 'FAILED';
    console.error(`[${command}] ${workspace}: ${verdict}:`);
    for (const failure of outcome.failures) console.error(`  - ${failure}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`[${command}] ${workspace}: ${(error as Error).message}`);
  process.exitCode = 1;
}
