import { execFile, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { INTEGRITY_FILE } from '@campus/contract/integrity';
import { type Parsed, parseJsonWith } from '@campus/contract/parse';
import { PreloadListSchema } from '@campus/contract/preload-list';
import type { ReleaseState } from '@campus/contract/release-state';
import { JS_BUDGET_GZIP_BYTES } from '@campus/release/checks';
import { integrityList } from '@campus/vite/integrity';
import { precompressDir } from '@campus/vite/precompress';
import { expect, test } from '@playwright/test';
import { REMOTE_ORIGINS, SHELL_ORIGIN } from './origins';
import { prepare, readLive, switchLive } from './support';

/**
 * `npm run release -w <remote>` / `npm run rollback -w <remote>` (docs/deploy.md), run as a team runs them, against the
 * site the other tests use: mfe-info's built folder is copied and the copy altered the way a bad build would be, then
 * released with `--from` (no rebuild per case). A refusal must say what failed, exit non-zero and change nothing: what
 * is live in the release store (manifest, history, revision) and the remote's releases are the same after. A good release goes live, is healthy, and
 * one rollback returns the previous line; a release whose code breaks in the browser is switched back by itself.
 *
 * It switches the live manifest like the deploy test, so it runs after it (playwright.config.ts, project
 * `release`); alone: `npx playwright test --project=release --no-deps`.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const WORKSPACE = 'mfe-info';
const NAME = 'mfe_info';
const DIST = join(ROOT, WORKSPACE, 'dist');
const RELEASES = join(ROOT, WORKSPACE, 'releases');
const WORK = '/tmp/campus-release-test';

let original: ReleaseState | null = null;
let releasesBefore: string[] = [];

const read = (file: string) => readFileSync(file, 'utf8');
const releaseFolders = () => (existsSync(RELEASES) ? readdirSync(RELEASES).sort() : []);
const infoLine = async () => (await readLive()).state.manifest.remotes.find((r) => r.name === NAME);

/** What a release may change: what is live in the release store (its revision too), the remote's release folders. */
async function deployed() {
  const { revision, state } = await readLive();
  return { revision, state, releases: releaseFolders() };
}

/** The team's command, as `npm run release -w mfe-info -- …` runs it. */
function run(command: 'release' | 'rollback', ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'packages/release/run.ts'), './cli.ts', command, WORKSPACE, ...args],
    { cwd: join(ROOT, WORKSPACE), encoding: 'utf8', timeout: 120_000 },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The hash list the build writes (written here when this build has none, the same way). */
async function writeIntegrity(dir: string) {
  writeFileSync(
    join(dir, INTEGRITY_FILE),
    `${JSON.stringify(await integrityList(dir), null, 1)}
`,
  );
}

/** A copy of the built remote, altered; `rehash`: its hash list made again after (a build that really is this). */
async function candidate(label: string, alter: (dir: string) => void, rehash = true): Promise<string> {
  const dir = join(WORK, label);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(WORK, 'base'), dir, { recursive: true });
  alter(dir);
  // A build that really is this: its hash list, and its precompressed copies, made again after.
  if (rehash) {
    await precompressDir(dir);
    await writeIntegrity(dir);
  }
  return dir;
}

const parsed = <T>(result: Parsed<T>): T => {
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
/** A file a test tampers with, read as it is (the edits make it what a schema would refuse). */
const editJson = <T>(file: string, edit: (value: T) => void) => {
  const value = JSON.parse(read(file)) as T;
  edit(value);
  writeFileSync(file, JSON.stringify(value));
};
/** The chunk that is the exposed `./routes` module (preload.json names it). */
const routesChunk = (dir: string) =>
  join(
    dir,
    parsed(parseJsonWith(PreloadListSchema, read(join(dir, 'preload.json')), 'preload.json')).exposes?.['./routes'] ??
      '',
  );
/** The release tool's history, as the release store keeps it. */
const history = async () => (await readLive()).state.history;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('releasing one slice', () => {
  test.beforeAll(async () => {
    original = (await readLive()).state;
    releasesBefore = releaseFolders();
    rmSync(WORK, { recursive: true, force: true });
    cpSync(DIST, join(WORK, 'base'), { recursive: true });
    if (!existsSync(join(WORK, 'base', INTEGRITY_FILE))) await writeIntegrity(join(WORK, 'base'));
  });

  test.afterAll(async () => {
    const before = original;
    if (before) await switchLive(() => before, 'the state before the release tests');
    for (const folder of releaseFolders()) {
      if (!releasesBefore.includes(folder)) rmSync(join(RELEASES, folder), { recursive: true, force: true });
    }
    rmSync(WORK, { recursive: true, force: true });
  });

  const refusals: [string, (dir: string) => void, RegExp, boolean?][] = [
    [
      'a changed ./routes shape (its default export renamed)',
      (dir) => {
        const file = routesChunk(dir);
        writeFileSync(file, read(file).replace(/(\w+) as default\b/, '$1 as Routes'));
      },
      /\.\/routes shape: it does not export default/,
    ],
    [
      'a missing expose',
      (dir) => editJson<{ exposes: unknown[] }>(join(dir, 'mf-manifest.json'), (m) => m.exposes.splice(0)),
      /missing expose: \.\/routes is not exposed/,
    ],
    [
      'a route another live remote owns',
      (dir) => editJson<{ routes: string[] }>(join(dir, 'ssr.json'), (s) => s.routes.push('/cart')),
      /colliding route: \/cart overlaps \/cart, owned by mfe_cart/,
    ],
    [
      'a shared singleton the shell cannot satisfy',
      (dir) =>
        editJson<{ shared: { name: string; requiredVersion: string }[] }>(join(dir, 'mf-manifest.json'), (m) => {
          for (const s of m.shared) if (s.name === 'react') s.requiredVersion = '^20.0.0';
        }),
      /shared singleton: react \^20\.0\.0 is required, the shell provides 19\./,
    ],
    [
      'a stored cart schema newer than the shell understands',
      (dir) => editJson<{ cart: { version: number } }>(join(dir, 'ssr.json'), (s) => s.cart.version++),
      /stored cart: built for campus-bowls-cart v\d+, the shell's store understands campus-bowls-cart up to v\d+/,
    ],
    ['a missing pre-rendered page', (dir) => rmSync(join(dir, 'ssr/about.json')), /missing pre-rendered page: \/about/],
    [
      'a page over the JavaScript budget',
      (dir) => {
        // Incompressible bytes: gzip cannot take them under the budget.
        const padding = randomBytes(JS_BUDGET_GZIP_BYTES).toString('base64');
        writeFileSync(join(dir, 'remoteEntry.js'), `${read(join(dir, 'remoteEntry.js'))}\n/*${padding}*/\n`);
      },
      /over budget: 12 page\(s\) over 76,800 B of JavaScript \(gzip\)/,
    ],
    [
      'a tampered file (one byte more than its hash list says)',
      (dir) => writeFileSync(routesChunk(dir), `${read(routesChunk(dir))} `),
      /tampered file: assets\/routes-[\w-]+\.js does not match its hash/,
      false,
    ],
  ];

  for (const [what, alter, reason, rehash] of refusals) {
    test(`refused, nothing changed: ${what}`, async () => {
      const dir = await candidate(what.replace(/\W+/g, '-'), alter, rehash ?? true);
      const before = await deployed();
      const { code, output } = run('release', '--from', dir);
      expect(code, output).toBe(1);
      expect(output).toContain('REFUSED, nothing changed');
      expect(output).toMatch(reason);
      expect(await deployed()).toEqual(before);
    });
  }

  test('released, healthy, live in the very next page; one rollback returns the previous release', async ({ page }) => {
    const before = await infoLine();
    const dir = await candidate('good', () => undefined);
    const released = run('release', '--from', dir);
    expect(released.code, released.output).toBe(0);
    expect(released.output).toContain('live and healthy');
    const line = await infoLine();
    expect(line?.entry).toMatch(new RegExp(`^${REMOTE_ORIGINS[NAME]}/releases/[0-9a-f]{16}/remoteEntry\\.js$`));
    expect(line?.routes).toEqual(before?.routes);
    const folder = new URL('./', line?.entry).href;
    // The line pins the release's server module: its URL and the hash of the bytes released, which the layout server
    // alone decides to run (an address no build lists is rendered by it).
    const hash = /releases\/([0-9a-f]{16})\//.exec(line?.entry ?? '')?.[1] ?? '';
    const releasedModule = readFileSync(join(ROOT, 'mfe-info/releases', hash, 'server/render.mjs'));
    expect(line?.server).toEqual({
      module: `${folder}server/render.mjs`,
      sha256: createHash('sha256').update(releasedModule).digest('hex'),
    });
    expect(await (await page.request.get('/about?pinned=1')).text()).toMatch(/"slot":\{[^}]*"state":"html"/);

    // The next page comes composed from the release's folder, and its code runs from there.
    await prepare(page);
    const entries: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/remoteEntry.js')) entries.push(r.url());
    });
    expect(await (await page.request.get('/about')).text()).toContain(`href="${folder}assets/`);
    await page.goto('/about');
    const slice = page.locator(`[data-remote=${NAME}]`);
    await expect(slice).toHaveAttribute('data-live', '');
    await expect(slice.getByRole('heading', { level: 1 })).toHaveText('About Campus Bowls');
    expect(entries).toContain(line?.entry);
    expect((await history()).log.at(-1)).toMatchObject({ action: 'release', to: line?.entry });

    const back = run('rollback', '--no-browser'); // the page below is the browser's check
    expect(back.code, back.output).toBe(0);
    expect(await infoLine()).toEqual(before);
    expect((await history()).log.at(-1)?.action).toBe('rollback');
    entries.length = 0;
    await page.goto('/help');
    await expect(slice).toHaveAttribute('data-live', '');
    expect(entries).toContain(before?.entry);
    expect(entries).not.toContain(line?.entry);
    // No earlier release left to return to: refused, nothing changed.
    const none = run('rollback');
    expect(none.code).toBe(1);
    expect(none.output).toContain(`no earlier release of ${NAME}`);
  });

  test('a release that breaks in the browser fails its health check and is switched back by itself', async () => {
    const before = await infoLine();
    // Verifies (its files are its files, every check passes) but its code throws when the browser runs it.
    const dir = await candidate('broken', (d) => {
      writeFileSync(routesChunk(d), `throw new Error('a broken release');\n${read(routesChunk(d))}`);
    });
    const { code, output } = run('release', '--from', dir);
    expect(code, output).toBe(1);
    expect(output).toContain('FAILED its health check and was switched back to the previous release');
    expect(output).toMatch(/health: browser: the slice did not come alive at \//);
    expect(await infoLine()).toEqual(before);
    expect((await history()).log.at(-1)?.action).toBe('automatic rollback');
  });

  // The shell team's deploy never undoes another team's release (issue 42): after a release of mfe-info, a rebuild of
  // the shell (its build empties shell/dist) leaves mfe-info's live line as released — in the /remotes.json the site
  // serves — and its history, so one rollback still returns the line before. Written against what a team sees (the
  // served manifest, the team's commands), so it runs unchanged on the code before the release store, where it fails:
  // the rebuild put the shell's own remotes.json back and dropped the history beside it.
  test("a shell rebuild leaves every remote's live line and history as they were", async () => {
    test.setTimeout(400_000);
    const servedLine = async () => {
      // A connection of its own: one kept alive across the build (which blocks this process) may be closed under it.
      const response = await fetch(`${SHELL_ORIGIN}/remotes.json`, {
        cache: 'no-store',
        headers: { connection: 'close' },
      });
      const manifest = (await response.json()) as { remotes: { name: string; entry: string }[] };
      return manifest.remotes.find((r) => r.name === NAME)?.entry;
    };
    const before = await servedLine();
    const released = run('release', '--from', await candidate('rebuild', () => undefined), '--no-browser');
    expect(released.code, released.output).toBe(0);
    const line = await servedLine();
    expect(line).not.toBe(before);

    // Not spawnSync: a loop blocked for the whole build would take a keep-alive socket the server closed meanwhile
    // ("other side closed") for the next request.
    await promisify(execFile)('npm', ['run', 'build', '-w', 'shell'], { cwd: ROOT, timeout: 300_000 });
    expect(await servedLine()).toBe(line);

    const back = run('rollback', '--no-browser');
    expect(back.code, back.output).toBe(0);
    expect(await servedLine()).toBe(before);
  });
});
