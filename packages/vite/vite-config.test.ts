// @vitest-environment node
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRAND } from '@campus/catalogue/config';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { fewerModuleFiles } from './module-order';
import { remotePreloadList } from './remote-plugins';
import { wrapUtilitiesLayer } from './scope-utilities';
import { remoteViteConfig } from './vite-config';

const scope = '[data-remote=r]';

describe('wrapUtilitiesLayer', () => {
  it.each([
    [
      'minified',
      '@layer theme{:root{--x:1}}@layer utilities{.flex{display:flex}.sm\\:hidden{@media (width>=40rem){display:none}}}',
      '@layer theme{:root{--x:1}}@layer utilities{[data-remote=r]{.flex{display:flex}.sm\\:hidden{@media (width>=40rem){display:none}}}}',
    ],
    [
      'spaced',
      '@layer utilities {\n  .flex { display: flex; }\n}\n.after{}',
      '@layer utilities {[data-remote=r]{\n  .flex { display: flex; }\n}}\n.after{}',
    ],
    ['no utilities layer', '.a{color:red}', '.a{color:red}'],
    [
      'only the layer order statement',
      '@layer theme, base, components, utilities;.a{b:c}',
      '@layer theme, base, components, utilities;.a{b:c}',
    ],
    ['unreadable', '@layer utilities{.a{', '@layer utilities{.a{'],
  ])('%s', (_name, input, output) => {
    expect(wrapUtilitiesLayer(input, scope)).toBe(output);
  });

  it('keeps braces inside strings, comments and URLs as text (a brace counter closed the scope early)', () => {
    const input =
      '@layer utilities{.q{content:"}"}/* { */.u{background:url("a}b.svg")}.after\\:x::after{content:\'{\'}}.outside{color:red}';
    const out = wrapUtilitiesLayer(input, scope);
    expect(out).toBe(
      '@layer utilities{[data-remote=r]{.q{content:"}"}/* { */.u{background:url("a}b.svg")}.after\\:x::after{content:\'{\'}}}.outside{color:red}',
    );
  });

  it('wraps every utilities block, and nothing else', () => {
    const input = '@layer utilities{.a{x:1}}@layer components{.c{x:3}}@layer utilities{.b{x:2}}';
    expect(wrapUtilitiesLayer(input, scope)).toBe(
      '@layer utilities{[data-remote=r]{.a{x:1}}}@layer components{.c{x:3}}@layer utilities{[data-remote=r]{.b{x:2}}}',
    );
  });
});

describe('remotePreloadList', () => {
  /** A chunk as the bundler hands it to the plugin: only the fields the list reads. */
  const chunk = (fileName: string, more: Record<string, unknown> = {}) => ({
    type: 'chunk',
    fileName,
    facadeModuleId: null,
    moduleIds: [] as string[],
    imports: [],
    dynamicImports: [],
    viteMetadata: { importedCss: new Set<string>() },
    code: '',
    ...more,
  });
  const ROUTES = '/app/src/exposes/routes.tsx';

  function preloadJson(chunks: ReturnType<typeof chunk>[]) {
    const emitted: { source: string }[] = [];
    const plugin = remotePreloadList();
    const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(
      { emitFile: (file: { source: string }) => emitted.push(file) },
      {},
      bundle,
    );
    return JSON.parse(emitted[0]?.source ?? 'null');
  }

  it("names the chunk remoteEntry.js imports as the exposed one, not the build input's re-exporting facade", () => {
    // The facade's hash sorts first: the list took it before, whichever order the bundle had.
    const json = preloadJson([
      chunk('assets/routes-A.js', { facadeModuleId: ROUTES, isEntry: true, imports: ['assets/routes-B.js'] }),
      chunk('assets/routes-B.js', {
        facadeModuleId: ROUTES,
        moduleIds: ['/app/src/pages/home.tsx', ROUTES],
        imports: ['assets/container.js'],
        viteMetadata: { importedCss: new Set(['assets/routes.css']) },
      }),
      chunk('assets/container.js'),
      chunk('remoteEntry.js', { dynamicImports: ['assets/routes-B.js'] }),
    ]);
    expect(json.exposes).toEqual({ './routes': 'assets/routes-B.js' });
    expect(json.js).not.toContain('assets/routes-A.js');
    expect(json.js.sort()).toEqual(['assets/container.js', 'assets/routes-B.js', 'remoteEntry.js']);
    expect(json.css).toEqual(['assets/routes.css']);
  });

  it('lists the tiny files first (smallest first), then the largest first; ties by name', () => {
    const json = preloadJson([
      chunk('remoteEntry.js', {
        imports: ['assets/b.js', 'assets/a.js', 'assets/big.js', 'assets/mid.js'],
        code: 'x'.repeat(60),
      }),
      chunk('assets/a.js', { code: 'x'.repeat(50) }),
      chunk('assets/b.js', { code: 'x'.repeat(50) }),
      chunk('assets/mid.js', { code: 'x'.repeat(3000) }),
      chunk('assets/big.js', { code: 'x'.repeat(50_000) }),
    ]);
    expect(json.js).toEqual(['assets/a.js', 'assets/b.js', 'remoteEntry.js', 'assets/big.js', 'assets/mid.js']);
  });

  it('finds the exposed module in a chunk of grouped modules, which has no facade module (fewerModuleFiles)', () => {
    const json = preloadJson([
      chunk('assets/routes-facade.js', { facadeModuleId: ROUTES, isEntry: true, imports: ['assets/routes-start.js'] }),
      chunk('assets/routes-start.js', { moduleIds: ['/app/src/pages/home.tsx', ROUTES] }),
      chunk('assets/federation.js', { dynamicImports: ['assets/routes-start.js'] }),
      chunk('remoteEntry.js', { imports: ['assets/federation.js'] }),
    ]);
    expect(json.exposes).toEqual({ './routes': 'assets/routes-start.js' });
    expect(json.js.sort()).toEqual(['assets/federation.js', 'assets/routes-start.js', 'remoteEntry.js']);
  });

  it('writes no list for a build without remoteEntry.js', () => {
    expect(preloadJson([chunk('assets/routes-B.js', { facadeModuleId: ROUTES })])).toBeNull();
  });
});

describe("a remote's standalone frame", () => {
  const frameOf = (command: 'serve' | 'build') => {
    const plugins = remoteViteConfig('mfe-plans', command).plugins as Plugin[];
    const frame = plugins.find((p) => p?.name === 'campus-standalone-frame');
    if (!frame) throw new Error('no standalone frame plugin');
    return frame;
  };
  const write = (root: string) => (frameOf('serve').config as (c: { root: string }) => void)({ root });

  it('is written as <root>/index.html when the dev server starts, naming the remote and its entry', () => {
    const root = mkdtempSync(join(tmpdir(), 'frame-'));
    write(root);
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    expect(html).toContain(`<title>mfe-plans · standalone — ${BRAND.name}</title>`);
    expect(html).toContain('<script type="module" src="/src/app/main.tsx"></script>');
  });

  it('is written again only when it differs, and only for the dev server', () => {
    const root = mkdtempSync(join(tmpdir(), 'frame-'));
    write(root);
    const file = join(root, 'index.html');
    const first = statSync(file).mtimeMs;
    write(root);
    expect(statSync(file).mtimeMs).toBe(first);
    writeFileSync(file, 'edited by hand');
    write(root);
    expect(readFileSync(file, 'utf8')).toContain('standalone');
    expect(frameOf('serve').apply).toBe('serve');
  });
});

describe('fewerModuleFiles', () => {
  const [federation, start] = fewerModuleFiles('remote').groups;
  const test = federation?.test as (id: string) => boolean;

  it("groups the federation's start-up, never a shared module's code or its loading proxy", () => {
    expect(test('/repo/node_modules/@module-federation/runtime/dist/index.js')).toBe(true);
    expect(test('\0virtual:mf-localSharedImportMap:__mfe_internal__mfe_info__mf_owner__1')).toBe(true);
    // A remote's own React is a fallback the composed page never downloads: grouped, it came with every page.
    expect(test('virtual:mf:__mfe_internal__mfe_info__mf_owner__1__prebuild__react__prebuild__.js')).toBe(false);
    expect(test('virtual:mf:__mfe_internal__mfe_info__mf_owner__1__loadShare__react__loadShare__.js')).toBe(false);
    expect(test('/repo/node_modules/react/index.js')).toBe(false);
  });

  it("puts a remote's start in one file; the shell has no such group", () => {
    expect(start).toMatchObject({ tags: ['$initial'] });
    expect(fewerModuleFiles('shell').groups).toHaveLength(1);
  });
});
