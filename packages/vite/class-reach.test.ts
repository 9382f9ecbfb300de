// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import APPS from '@campus/contract/apps.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { checkClassReach, type SheetEntry, type SourceFile } from './class-reach';

const ROOT = resolve(import.meta.dirname, '../..');
const REMOTES = Object.entries(APPS.remotes).map(([dir, { name }]) => ({ dir, name }));

/** Each app's stylesheet as its build makes it: the shell's applies everywhere, a remote's inside its slice. */
const SHEETS: Record<string, SheetEntry> = {
  shell: { entry: join(ROOT, 'shell/src/index.css'), root: join(ROOT, 'shell') },
  ...Object.fromEntries(
    REMOTES.map(({ dir, name }) => [name, { entry: join(ROOT, dir, 'src/exposes/remote.css'), root: join(ROOT, dir) }]),
  ),
};

/** The source files of a folder: not tests, nor the probes lint-boundaries.test.ts writes there for a moment. */
function sourcesIn(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|(?:^|\/)test(?:ing)?\/|(?:^|\/)lint-probe-/.test(f))
    .map((f) => join(ROOT, dir, f));
}

/** Outside every slice on the composed page (the shell's layout, and portals to <body> with no slice's mark). */
const SHELL_ONLY = [['shell']];
/** A portal to <body> with no slice's mark (`<div data-remote=…>`): only the unscoped (shell's) sheet applies to it. */
const unmarkedPortal = (file: string) => {
  const source = readFileSync(file, 'utf8');
  return source.includes('createPortal(') && !source.includes('data-remote=');
};

/**
 * Where each file renders:
 * - the shell's code, and the header skeleton the server writes into every page: outside every slice;
 * - a remote's code: in its slice on the composed page (its sheet and the shell's apply) and alone in its standalone
 *   frame (its sheet only; the frame marks <body>, so its portals too); through an unmarked portal: outside slices;
 * - the shared UI packages: in the shell, in every slice, and in every standalone frame.
 */
const FILES: SourceFile[] = [
  ...sourcesIn('shell/src').map((file) => ({ file, places: SHELL_ONLY })),
  { file: join(ROOT, 'packages/vite/app-skeleton.ts'), places: SHELL_ONLY },
  ...REMOTES.flatMap(({ dir, name }) =>
    sourcesIn(`${dir}/src`).map((file) => ({
      file,
      places: [['shell', name], [name], ...(unmarkedPortal(file) ? SHELL_ONLY : [])],
    })),
  ),
  ...['ui', 'stores', 'profile'].flatMap((pkg) =>
    sourcesIn(`packages/${pkg}/src`).map((file) => ({
      file,
      places: [['shell'], ...REMOTES.flatMap(({ name }) => [['shell', name], [name]])],
    })),
  ),
];

describe('every class in the source reaches a stylesheet that applies where it renders', () => {
  it('holds for the site (shell, slices, shared packages, portals, the header skeleton)', async () => {
    const problems = await checkClassReach(SHEETS, FILES, ROOT);
    expect(problems.map((p) => `${p.where} ${p.className} (missing: ${p.missingFrom.join('; ')})`)).toEqual([]);
  }, 30_000);

  const FIXTURES = join(import.meta.dirname, 'class-reach-fixtures');
  const fixtureSheets = {
    app: { entry: join(FIXTURES, 'app/app.css'), root: join(FIXTURES, 'app') },
    appWithShared: { entry: join(FIXTURES, 'app/with-shared.css'), root: join(FIXTURES, 'app') },
  };
  const check = (file: string, places: string[][]) =>
    checkClassReach(fixtureSheets, [{ file: join(FIXTURES, file), places }], FIXTURES);

  it('fails on a class Tailwind does not know (misspelt), naming file, line and class', async () => {
    expect(await check('app/src/page.tsx', [['app']])).toEqual([
      { where: 'app/src/page.tsx:2', className: 'text-primay', missingFrom: ['app'] },
    ]);
  });

  it('fails on a shared component whose classes no stylesheet applying where it renders scanned', async () => {
    const problems = await check('shared/dialog.tsx', [['app']]);
    expect(problems.map((p) => p.className).sort()).toEqual(
      ['group-open:rotate-90', 'p-4', 'rounded-lg', 'space-y-3', 'sticky', 'top-0', 'z-40'].sort(),
    );
    expect(await check('shared/dialog.tsx', [['appWithShared']])).toEqual([]);
  });

  it('fails when one place it renders has none of the classes, though another has them all', async () => {
    const problems = await check('shared/dialog.tsx', [['appWithShared'], ['app']]);
    expect(problems.find((p) => p.className === 'space-y-3')?.missingFrom).toEqual(['app']);
    expect(await check('shared/dialog.tsx', [['app', 'appWithShared']])).toEqual([]);
  });

  it('fails on a class put together at run time', async () => {
    expect(await check('app/src/tone.tsx', [['app']])).toEqual([
      { where: 'app/src/tone.tsx:2', className: 'bg-…-500', missingFrom: [] },
    ]);
  });
});
