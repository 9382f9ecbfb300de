// @vitest-environment node
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../catalogue/src/config';
import { remotePreloadList, remoteViteConfig, wrapUtilitiesLayer } from './vite-config';

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
    imports: [],
    dynamicImports: [],
    viteMetadata: { importedCss: new Set<string>() },
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
        imports: ['assets/container.js'],
        viteMetadata: { importedCss: new Set(['assets/routes.css']) },
      }),
      chunk('assets/container.js'),
      chunk('remoteEntry.js', { dynamicImports: ['assets/routes-B.js'] }),
    ]);
    expect(json.exposes).toEqual({ './routes': 'assets/routes-B.js' });
    expect(json.js).toEqual(['assets/container.js', 'assets/routes-B.js', 'remoteEntry.js']);
    expect(json.css).toEqual(['assets/routes.css']);
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
