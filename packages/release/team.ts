/**
 * `npm run check -w <remote>`: one team's loop before it releases (docs/deploy.md) — its unit tests beside its build, its
 * pages' end-to-end tests against the composed site serving that build, then the release checks against what is live
 * (`--dry-run`: nothing switched). Stops at the first step that fails; prints each step's time.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, type RemoteWorkspace } from '@campus/vite/apps';
import { ROOT, toolEnv } from './live';
import { ensureIntegrity, release } from './release';

/** The end-to-end specs of each slice's pages (e2e/tests): what a team runs before it releases. */
export const SLICE_SPECS: Record<RemoteWorkspace, string[]> = {
  'mfe-menu': ['menu.spec.ts', 'bowl-page.spec.ts'],
  'mfe-builder': ['builder.spec.ts'],
  'mfe-plans': ['plans.spec.ts'],
  'mfe-cart': ['cart.spec.ts'],
  'mfe-info': ['info.spec.ts'],
};

const workspace = process.argv[2] as RemoteWorkspace;
if (!(workspace in REMOTES)) {
  console.error(`usage: team.ts <${Object.keys(REMOTES).join('|')}>`);
  process.exit(2);
}

const times: string[] = [];
const started = performance.now();
function step(label: string, work: () => void | Promise<void>) {
  return async () => {
    const at = performance.now();
    console.log(`\n[check] ${label}`);
    await work();
    times.push(`${label}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  };
}
/** A tool run to its end; rejects with its exit code. */
const sh = (command: string, args: string[], cwd = ROOT) =>
  new Promise<void>((done, fail) => {
    spawn(command, args, { cwd, stdio: 'inherit', env: toolEnv() }).on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });

// The rest of the composed site as it is built (what the team's build is tested with); built once if missing.
const others = ['shell', ...Object.keys(REMOTES).filter((w) => w !== workspace)].filter(
  (w) => !existsSync(join(ROOT, w, 'dist', w === 'shell' ? 'index.html' : 'remoteEntry.js')),
);

try {
  // The unit tests and the build need nothing of each other: side by side (the build is mostly one process).
  await Promise.all([
    step(`unit tests (vitest --project ${workspace})`, () => sh('npx', ['vitest', 'run', '--project', workspace]))(),
    step(`build ${workspace}${others.length ? ` (and the missing ${others.join(', ')})` : ''}`, async () => {
      await sh('npm', ['run', 'build', '--silent', ...[workspace, ...others].flatMap((w) => ['-w', w])]);
      await ensureIntegrity(join(ROOT, workspace, 'dist'));
    })(),
  ]);
  await step(`its pages end to end (${SLICE_SPECS[workspace].join(', ')}, desktop)`, () =>
    sh(
      'npx',
      ['playwright', 'test', ...SLICE_SPECS[workspace].map((s) => `tests/${s}`), '--project', 'desktop'],
      join(ROOT, 'e2e'),
    ),
  )();
  await step('release checks against what is live (--dry-run)', async () => {
    const outcome = await release({ workspace, from: join(ROOT, workspace, 'dist'), dryRun: true });
    if (!outcome.ok) {
      for (const failure of outcome.failures) console.error(`  - ${failure}`);
      throw new Error('the release would be refused');
    }
    console.log(`  verified: would set ${outcome.line.entry}`);
  })();
  console.log(`\n[check] ${workspace}: ready to release (npm run release -w ${workspace})`);
} catch (error) {
  console.error(`\n[check] ${workspace}: FAILED — ${(error as Error).message.split('\n')[0]}`);
  process.exitCode = 1;
} finally {
  for (const line of times) console.log(`  ${line}`);
  console.log(`  total: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
