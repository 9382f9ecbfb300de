// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layering of the tree is kept by `npm run lint` (biome.json: noRestrictedImports per workspace). Each case writes a
 * two-line module into a workspace; one run of the lint script's check covers them all (each run first scans the whole
 * tree: ~1 s on an idle machine, over 5 s on a busy one), and the probes are removed.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

const REFUSED: [dir: string, source: string, reason: string][] = [
  ['mfe-builder/src', "import { MENU_PAGES as value } from 'mfe-menu/route-table';", 'another remote'],
  [
    'mfe-cart/src/domain',
    "import { INFO_PAGES as value } from '../../../mfe-info/src/app/route-table';",
    'another remote',
  ],
  ['mfe-plans/src', "import { NAV_LINKS as value } from 'shell/nav-links';", 'the shell'],
  ['shell/src', "import { CART_PAGES as value } from 'mfe-cart/route-table';", 'never imports their code'],
  ['packages/catalogue/src', "import { cn as value } from '@campus/ui/cn';", 'no UI, no store'],
  ['packages/catalogue/src', "import { useState as value } from 'react';", 'no React'],
  ['packages/ui/src', "import { cartStore as value } from '@campus/stores';", 'hold no state'],
  ['packages/stores/src', "import { MENU_PAGES as value } from 'mfe-menu/route-table';", 'never imports an app'],
  ['mfe-menu/src', "import { Link as value } from 'react-router';", "'@campus/router'"],
  ['packages/ui/src', "import { SHELL as value } from '@campus/vite/apps';", 'no import circle'],
  ['packages/contract/src', "import { cn as value } from '@campus/ui/cn';", 'imports none of them'],
  ['packages/contract/src', "import { CART_VERSION as value } from '@campus/stores/storage';", 'imports none of them'],
  ['packages/contract/src', "import { readFileSync as value } from 'node:fs';", 'no I/O'],
  [
    'shell/src/remotes',
    "import { PRELOAD_ROUTE_SLOT as value } from '../../public/preload-route.js';",
    'its public/ files',
  ],
  ['packages/server', "import { patternMatches as value } from '../../shell/dist/preload-route.js';", 'build output'],
  ['packages/release', "import value from '../../shell/dist/remotes.json' with { type: 'json' };", 'build output'],
  ['packages/vite', "import { readLive as value } from '@campus/release/live';", 'never import it back'],
  ['packages/vite', "import { readLive as value } from '../release/live';", 'never import it back'],
  ['packages/vite', "import { CART_VERSION as value } from '../stores/src/storage';", "another package's src/"],
  ['packages/server', "import { BRAND as value } from '../catalogue/src/config';", "another package's src/"],
  ['mfe-menu/src/app', "import value from '@campus/vite/apps.json' with { type: 'json' };", 'how it is built'],
  ['mfe-cart/src/pages', "import { sriHash as value } from '@campus/vite/integrity';", 'how it is built'],
  ['mfe-plans/src/domain', "import { PLANS_PAGES as value } from '../app/route-table';", 'never the other way round'],
  ['mfe-plans/src/domain', "import { cartStore as value } from 'mfe-cart/cart';", 'another remote'],
  ['e2e/tests', "import { SLICES as value } from 'mono/slices';", 'not the single bundle'],
];
const ALLOWED: [dir: string, source: string][] = [
  ['mfe-builder/src', "import { formatCents as value } from '@campus/catalogue/money';"],
  ['mfe-menu/src', "import { cartStore as value } from '@campus/stores';"],
  ['packages/ui/src', "import { formatCents as value } from '@campus/catalogue/money';"],
  ['mono/src', "import { MENU_PAGES as value } from 'mfe-menu/route-table';"],
  ['packages/server', "import { parseManifest as value } from '@campus/contract/manifest';"],
  ['packages/release', "import { sriHash as value } from '@campus/vite/integrity';"],
  ['shell/src', "import { remoteForPath as value } from '@campus/contract/routes';"],
  ['packages/ui/src', "import { FIRST_SCREEN_END_ID as value } from '@campus/contract/dom-ids';"],
  ['packages/vite', "import { CART_VERSION as value } from '@campus/stores/storage';"],
  ['mfe-menu/src/app', "import value from '@campus/contract/apps.json' with { type: 'json' };"],
  ['mfe-plans/src/domain', "import { PATHS as value } from '@campus/catalogue/paths';"],
  ['mfe-plans/src/domain', "import { MEAL_PLANS as value } from './meal-plans';"],
  ['e2e/tests', "import { MENU_PAGES as value } from 'mfe-menu/route-table';"],
];

const probe = (index: number, dir: string) => `${dir}/lint-probe-${process.pid}-${index}.ts`;
const CASES = [...REFUSED, ...ALLOWED].map(([dir, source], index) => ({ file: probe(index, dir), source }));

/** What the linter said about each probe: its diagnostics (a header `path[:line:col] category ━━━` starts each one). */
const said = new Map<string, string>();
/** How many files the run says it checked ("Checked 13 files in 4s."). */
let checked = 0;

beforeAll(() => {
  for (const { file, source } of CASES) writeFileSync(join(ROOT, file), `${source}\n\nexport const probe = value;\n`);
  let output: string;
  try {
    output = execFileSync(BIOME, ['check', '--colors=off', '--max-diagnostics=none', ...CASES.map((c) => c.file)], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    output = `${e.stdout ?? ''}${e.stderr ?? ''}`;
  } finally {
    for (const { file } of CASES) rmSync(join(ROOT, file), { force: true });
  }
  checked = Number(/Checked (\d+) files?/.exec(output)?.[1] ?? 0);
  const headers = [...output.matchAll(/^(\S+?)(?::\d+:\d+)? \S+ ━/gm)];
  headers.forEach((header, i) => {
    const file = header[1] ?? '';
    const block = output.slice(header.index, headers[i + 1]?.index ?? output.length);
    said.set(file, (said.get(file) ?? '') + block);
  });
}, 60_000);

describe('npm run lint keeps the layers apart', () => {
  it.each(REFUSED.map(([dir, source, reason], index) => [dir, source, reason, probe(index, dir)]))(
    '%s: %s is refused',
    (_dir, _source, reason, file) => {
      const output = said.get(file) ?? '';
      expect(output).toContain('noRestrictedImports');
      expect(output).toContain(reason);
    },
  );

  it.each(ALLOWED.map(([dir, source], index) => [dir, source, probe(REFUSED.length + index, dir)]))(
    '%s: %s is allowed',
    (_dir, _source, file) => {
      // Nothing said about the probe at all: no restricted import, and nothing else wrong with it.
      expect(said.get(file) ?? '').toBe('');
    },
  );

  it('reads the linter: every probe was checked (saying nothing about one is not enough)', () => {
    expect(checked).toBe(CASES.length);
  });
});

/** Every source file of the workspaces (not their dependencies, build output or generated files). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return /^(node_modules|dist|dist-.*|releases|test-results|\..*)$/.test(entry.name) ? [] : sources(path);
    return /\.(?:ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The text of every template literal in a module (its fixed parts), read with a parser: comments and strings are not templates. */
function templateTexts(file: string): string[] {
  const lang = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'js';
  const texts: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) for (const child of node) visit(child);
    else if (node && typeof node === 'object') {
      const n = node as { type?: string; quasis?: { value: { raw: string } }[] };
      if (n.type === 'TemplateLiteral' && n.quasis) texts.push(n.quasis.map((q) => q.value.raw).join(' '));
      for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parseAst(readFileSync(file, 'utf8'), { lang }));
  return texts;
}

describe('the linter sees every import between workspaces', () => {
  it('no module is generated from text that imports one of our packages (an import the linter cannot read)', () => {
    // A template literal holding `import … from '@campus/…'` (or `import('@campus/…')`): a module written as text for a
    // bundler, whose imports no rule of biome.json checks. Such code belongs in a real module the text imports.
    const hidden = /\b(?:from\s*|import\s*\(\s*)['"]@campus\//;
    const found = ['packages', 'shell', 'mono', 'mfe-menu', 'mfe-builder', 'mfe-plans', 'mfe-cart', 'mfe-info']
      .flatMap((dir) => sources(join(ROOT, dir)))
      .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .filter((file) => templateTexts(file).some((text) => hidden.test(text)))
      .map((file) => relative(ROOT, file));
    expect(found).toEqual([]);
  });
});
