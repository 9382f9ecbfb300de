import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RELEASES_DIR } from '@campus/contract/fragment';

/**
 * What a team does to ship its slice (docs/how-to/a-team-day-on-a-fleet.md), for the tests that do it against the
 * site the other tests use: the remote built with a release id of its own, the team's command run on that build, and
 * what the test leaves behind taken away after.
 */

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * One remote's release under test: `build()` (in beforeAll) builds it into `dir` with release id `release`; `run()`
 * runs a team's command as `npm run <command> -w <workspace> -- …` does; `cleanUp()` (in afterAll) removes the build
 * and every release folder the test made.
 */
export function teamRelease({
  workspace,
  release,
  dir,
  config,
  env = {},
}: {
  workspace: string;
  release: string;
  dir: string;
  /** Another Vite config for the build (e2e/fault-build.config.ts), and what it reads from the environment. */
  config?: string;
  env?: Record<string, string>;
}) {
  const releases = join(ROOT, workspace, RELEASES_DIR);
  const folders = () => (existsSync(releases) ? readdirSync(releases) : []);
  let before: string[] = [];
  return {
    dir,
    /** Where the release tool keeps the remote's releases (one folder each, named by its content's hash). */
    releases,
    build(): void {
      before = folders();
      rmSync(dir, { recursive: true, force: true });
      const configArgs = config ? ['--config', config] : [];
      execFileSync('npx', ['vite', 'build', ...configArgs, '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: join(ROOT, workspace),
        env: { ...process.env, ...env, NODE_ENV: 'production', VITE_RELEASE: release },
        stdio: 'ignore',
      });
    },
    /**
     * Its exit code and all it said. Awaited, not run synchronously: a test process blocked for the run keeps an idle
     * connection in its fetch pool past the server's keep-alive, and its next request then meets "other side closed".
     */
    run(
      command: 'release' | 'rollback' | 'preview',
      ...args: string[]
    ): Promise<{ code: number | null; output: string }> {
      return new Promise((done) => {
        const child = spawn(
          process.execPath,
          [join(ROOT, 'packages/release/run.ts'), './cli.ts', command, workspace, ...args],
          { cwd: join(ROOT, workspace), stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
        );
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => done({ code, output }));
      });
    },
    cleanUp(): void {
      for (const folder of folders()) {
        if (!before.includes(folder)) rmSync(join(releases, folder), { recursive: true, force: true });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
