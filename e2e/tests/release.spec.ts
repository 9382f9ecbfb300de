import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { INTEGRITY_FILE } from '@campus/contract/integrity';
import { type Parsed, parseJsonWith } from '@campus/contract/parse';
import { PreloadListSchema } from '@campus/contract/preload-list';
import { parseReleaseHistoryJson } from '@campus/contract/release-history';
import { JS_BUDGET_GZIP_BYTES } from '@campus/release/checks';
import { integrityList } from '@campus/vite/integrity';
import { precompressDir } from '@campus/vite/precompress';
import { expect, test } from '@playwright/test';
import { REMOTE_ORIGINS } from './origins';
import { prepare, readManifest } from './support';

/**
 * `npm run release -w <remote>` / `npm run rollback -w <remote>` (docs/deploy.md), run as a team runs them, against the
 * site the other tests use: mfe-info's built folder is copied and the copy altered the way a bad build would be, then
 * released with `--from` (no rebuild per case). A refusal must say what failed, exit non-zero and change nothing: the
 * manifest, its history and the remote's releases are the same bytes after. A good release goes live, is healthy, and
 * one rollback returns the previous line; a release whose code breaks in the browser is switched back by itself.
 *
 * It rewrites the deployed manifest like the deploy test, so it runs after it (playwright.config.ts, project
 * `release`); alone: `npx playwright test --project=release --no-deps`.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const WORKSPACE = 'mfe-info';
const NAME = 'mfe_info';
const DIST = join(ROOT, WORKSPACE, 'dist');
const RELEASES = join(ROOT, WORKSPACE, 'releases');
const MANIFEST = join(ROOT, 'shell/dist/remotes.json');
const HISTORY = join(ROOT, 'shell/dist/remotes.history.json');
const WORK = '/tmp/campus-release-test';

let originalManifest = '';
let originalHistory: string | null = null;
let releasesBefore: string[] = [];

const read = (file: string) => readFileSync(file, 'utf8');
const releaseFolders = () => (existsSync(RELEASES) ? readdirSync(RELEASES).sort() : []);
const infoLine = () => readManifest(read(MANIFEST)).remotes.find((r) => r.name === NAME);

/** What a release may change: the manifest, its history, the remote's release folders. */
function deployed() {
  return {
    manifest: read(MANIFEST),
    history: existsSync(HISTORY) ? read(HISTORY) : null,
    releases: releaseFolders(),
  };
}

/** The team's command, as `npm run release -w mfe-info -- …` runs it. */
function run(command: 'release' | 'rollback', ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'packages/release/run.mjs'), './cli.ts', command, WORKSPACE, ...args],
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
/** The release tool's history, read with its schema. */
const history = () => parsed(parseReleaseHistoryJson(read(HISTORY)));

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe('releasing one slice', () => {
  test.beforeAll(async () => {
    originalManifest = read(MANIFEST);
    originalHistory = existsSync(HISTORY) ? read(HISTORY) : null;
    releasesBefore = releaseFolders();
    rmSync(WORK, { recursive: true, force: true });
    cpSync(DIST, join(WORK, 'base'), { recursive: true });
    if (!existsSync(join(WORK, 'base', INTEGRITY_FILE))) await writeIntegrity(join(WORK, 'base'));
  });

  test.afterAll(() => {
    writeFileSync(MANIFEST, originalManifest);
    if (originalHistory === null) rmSync(HISTORY, { force: true });
    else writeFileSync(HISTORY, originalHistory);
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
      const before = deployed();
      const { code, output } = run('release', '--from', dir);
      expect(code, output).toBe(1);
      expect(output).toContain('REFUSED, nothing changed');
      expect(output).toMatch(reason);
      expect(deployed()).toEqual(before);
    });
  }

  test('released, healthy, live in the very next page; one rollback returns the previous release', async ({ page }) => {
    const before = infoLine();
    const dir = await candidate('good', () => undefined);
    const released = run('release', '--from', dir);
    expect(released.code, released.output).toBe(0);
    expect(released.output).toContain('live and healthy');
    const line = infoLine();
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
    expect(history().log.at(-1)).toMatchObject({ action: 'release', to: line?.entry });

    const back = run('rollback', '--no-browser'); // the page below is the browser's check
    expect(back.code, back.output).toBe(0);
    expect(infoLine()).toEqual(before);
    expect(history().log.at(-1)?.action).toBe('rollback');
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
    const before = infoLine();
    // Verifies (its files are its files, every check passes) but its code throws when the browser runs it.
    const dir = await candidate('broken', (d) => {
      writeFileSync(routesChunk(d), `throw new Error('a broken release');\n${read(routesChunk(d))}`);
    });
    const { code, output } = run('release', '--from', dir);
    expect(code, output).toBe(1);
    expect(output).toContain('FAILED its health check and was switched back to the previous release');
    expect(output).toMatch(/health: browser: the slice did not come alive at \//);
    expect(infoLine()).toEqual(before);
    expect(history().log.at(-1)?.action).toBe('automatic rollback');
  });
});
