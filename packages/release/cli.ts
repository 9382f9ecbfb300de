/**
 * `npm run release -w <remote> [-- --dry-run] [-- --from <built folder>]`, `npm run rollback -w <remote>` and
 * `npm run preview -w <remote> [-- --from <built folder>] [-- --hours=N]`; a canary: `npm run release -w <remote> --
 * --canary=N` (N % of visitors; again while it runs: its share moved), `-- --promote`, `-- --abort` (docs/deploy.md).
 * Options: --release-store=<url> (default: RELEASE_STORE, else the embedded .release-store/), --shell-origin <url>
 * (default: npm start's), --no-browser (health over HTTP only). Exit 0 when done (or verified, with --dry-run);
 * 1 with every reason on a refusal (nothing changed) or a failed health check (switched back).
 * Canary analysis (analysis.ts): `--canary=N --auto` steps 5 → 25 → 50 → promote on what visitors' pages report,
 * aborting by itself on a regression; `--promote` prints the comparison first; `cli.ts status` (npm run status) prints
 * every line and canary. Options: --figures=<operator origin>[,…] (each layout server's operator port; default
 * npm start's) or --prometheus=<url> (a Prometheus scraping them, deploy/prometheus.yml), --min-views=N, --min-minutes=N, --min-vitals=N, --alpha=P, --poll-seconds=N, --steps=5,25,50.
 */
import { storeUrlFrom } from '@campus/release-store/store';
import { REMOTES, type RemoteWorkspace } from '@campus/vite/apps';
import { autoCanary, DEFAULT_FIGURES, figuresSource, printComparison, settingsFrom, status } from './analysis';
import { abort, canary, promote } from './canary';
import { preview } from './preview';
import { release, rollback } from './release';

const [command, workspace, ...args] = process.argv.slice(2);
/** `--name value` or `--name=value`. */
const option = (name: string) => {
  const joined = args.find((arg) => arg.startsWith(`${name}=`));
  if (joined) return joined.slice(name.length + 1);
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const figures = figuresSource({
  figures: option('--figures')?.split(',') ?? DEFAULT_FIGURES,
  prometheus: option('--prometheus'),
});
if (command === 'status') {
  // `status [--figures=…|--prometheus=…] [--release-store=…]`: no workspace (its place holds the first option, if any).
  const all = [workspace, ...args].filter((arg): arg is string => Boolean(arg));
  const pick = (name: string) => all.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
  const source = figuresSource({
    figures: pick('--figures')?.split(',') ?? DEFAULT_FIGURES,
    prometheus: pick('--prometheus'),
  });
  for (const line of await status({ store: storeUrlFrom(all), figures: source })) console.log(line);
  process.exit();
}
if (!['release', 'rollback', 'preview'].includes(command ?? '') || !workspace || !(workspace in REMOTES)) {
  console.error(
    `usage: cli.ts release|rollback|preview <${Object.keys(REMOTES).join('|')}> [--dry-run] [--from dir] [--hours=N] [--canary=N [--auto]|--promote|--abort] [--release-store=url] [--figures=url,…]\n       cli.ts status [--release-store=url] [--figures=url,…]`,
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
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
if (command === 'preview') {
  const hours = option('--hours');
  const outcome = await preview({ ...common, from: option('--from'), hours: hours ? Number(hours) : undefined });
  if (outcome.ok) {
    console.log(
      `[preview] ${workspace}: release ${outcome.release} (${outcome.line.entry}), nothing switched — ${seconds()} s`,
    );
    console.log(
      `Open this link to see the live site with it, in that browser only, until ${outcome.expires.toISOString()}:`,
    );
    console.log(`  ${outcome.link}`);
  } else {
    console.error(`[preview] ${workspace}: REFUSED:`);
    for (const failure of outcome.failures) console.error(`  - ${failure}`);
    process.exitCode = 1;
  }
  process.exit();
}
const canaryStep = option('--canary');
if (command === 'release' && (canaryStep !== undefined || args.includes('--promote') || args.includes('--abort'))) {
  const settings = settingsFrom(option);
  const given = {
    ...common,
    from: option('--from'),
    beforePromote: (store: Parameters<typeof printComparison>[0]) =>
      printComparison(store, REMOTES[common.workspace].name, figures, settings, (line) => console.log(line)),
  };
  const steps = option('--steps')?.split(',').map(Number);
  const poll = option('--poll-seconds');
  const outcome = args.includes('--promote')
    ? await promote(given)
    : args.includes('--abort')
      ? await abort(given)
      : args.includes('--auto')
        ? await autoCanary({
            ...given,
            percent: Number(canaryStep),
            figures,
            settings,
            ...(steps ? { steps } : {}),
            ...(poll ? { pollMs: Number(poll) * 1000 } : {}),
          })
        : await canary({ ...given, percent: Number(canaryStep) });
  if (outcome.ok) console.log(`[release] ${workspace}: ${outcome.said} — ${seconds()} s`);
  else {
    console.error(`[release] ${workspace}: REFUSED or FAILED:`);
    for (const failure of outcome.failures) console.error(`  - ${failure}`);
    process.exitCode = 1;
  }
  process.exit();
}
try {
  const outcome =
    command === 'release'
      ? await release({ ...common, from: option('--from'), dryRun: args.includes('--dry-run') })
      : await rollback(common);
  if (outcome.ok) {
    const what = outcome.dryRun
      ? `verified, nothing switched (--dry-run): would set ${outcome.line.entry}`
      : outcome.unchanged
        ? `already live: ${outcome.line.entry}`
        : `live and healthy: ${outcome.line.entry} (release ${outcome.release})`;
    console.log(`[${command}] ${workspace}: ${what} — ${seconds()} s`);
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
