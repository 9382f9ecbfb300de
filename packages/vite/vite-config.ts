import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BRAND } from '@campus/catalogue/config';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import postcss from 'postcss';
import type { Plugin, UserConfig } from 'vite';
import { afterClientBuild } from './after-client-build';
import { appHead } from './app-head';
import { appSkeleton } from './app-skeleton';
import { REMOTES, type RemoteWorkspace, SHELL } from './apps';
import { federationRuntimeVersionOnly, federationSnapshotOnlyWithSnapshots } from './federation-trims';
import { hashedBootScript } from './hashed-boot-script';
import { fillPage, takeModulePreloads, urlsNamed } from './html-edit';
import { integrity } from './integrity';
import { precompress } from './precompress';
import { preloadRouteBuild } from './preload-route-build';
import { remotePrerender, shellServerBuild } from './prerender';
import { remoteReleaseFiles, serviceWorkerBuild, webAppManifestPlugin } from './pwa';
import { CONTRACT_FILE, shellContract } from './shell-contract';

/**
 * The one `shared` map of the federation, identical in the shell and every remote (FACTS.md): one React, one router,
 * one zustand and ONE '@campus/stores' module, so the cart and toast stores exist once on the page.
 */
export const FEDERATION_SHARED = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  // The router through our own module of the few APIs we use: a shared module ships whole, and all of react-router-dom
  // is ~64 KB gzip against ~15 KB for this list (packages/router/src/index.ts).
  '@campus/router': { singleton: true, requiredVersion: '^1.0.0' },
  // `request` set explicitly: the plugin then does not also share `zustand/middleware` whole (~6 KB gzip). Only the cart
  // store uses it (persist, stateless), inside '@campus/stores', where it is tree-shaken to ~1 KB.
  zustand: { singleton: true, requiredVersion: '^5.1.0', request: 'zustand' },
  // The cart, the toasts, the diet profile and the favourites: stores that must exist once on the page. One shared module
  // on purpose: with the profile as a second shared workspace package, every remote evaluates its own cart store (the
  // chunk that loads the shared cart comes to hold the fallback copy; packages/README.md).
  '@campus/stores': { singleton: true, requiredVersion: '^1.1.0' },
  // Every slice's primitives merge classes with it (~10 KB gzip): shared, a page downloads it once, not once per app.
  'tailwind-merge': { singleton: true, requiredVersion: '^3.7.0' },
};

/**
 * Every app builds its own Tailwind utilities, so the same class (say `.inline-flex`) is declared in several stylesheets,
 * each in its own order: a remote's sheet loaded later would beat the shell's `xl:hidden`, and one remote's sheet another's.
 * So a remote's utilities apply only inside its own container (`[data-remote=name]`, set by the shell and by the
 * standalone frame), one step more specific than any unscoped rule: inside a slice its own sheet decides, consistently.
 */
export function scopeUtilitiesToRemote(federationName: string): Plugin {
  const scope = `[data-remote=${federationName}]`;
  return {
    name: 'campus-scope-remote-utilities',
    // After Tailwind and Vite's CSS compile (still CSS text), before it becomes a module or an asset: dev and build alike.
    transform(code, id) {
      if (!/\.css(?:$|\?)/.test(id) || /[?&](?:raw|url|inline)\b/.test(id)) return null;
      const wrapped = wrapUtilitiesLayer(code, scope);
      return wrapped === code ? null : { code: wrapped, map: null };
    },
  };
}

/**
 * `@layer utilities { … }` → `@layer utilities { <scope> { … } }` (CSS nesting; every browser we serve has it), for
 * every utilities block of the sheet. Parsed with PostCSS, so braces inside strings, comments or URLs are just text.
 */
export function wrapUtilitiesLayer(css: string, scope: string): string {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return css; // not CSS we can read: left for Vite to report
  }
  let wrapped = false;
  root.walkAtRules('layer', (layer) => {
    if (layer.params.trim() !== 'utilities' || !layer.nodes || layer.nodes.length === 0) return;
    const scoped = postcss.rule({ selector: scope, raws: { before: '', between: '', after: layer.raws.after ?? '' } });
    scoped.append(layer.nodes.slice());
    layer.removeAll();
    layer.append(scoped);
    layer.raws.after = '';
    wrapped = true;
  });
  return wrapped ? root.toString() : css;
}

/**
 * The page `npm run dev -w <remote>` opens: the remote alone in its frame (`src/app/main.tsx` calls `standalone()`).
 * Written to the remote's folder when its dev server starts, not kept in git: the five were the same page but for the
 * name. A file on disk rather than a page a middleware serves, because the federation's dev plugin finds the page whose
 * entry script it wraps by looking for `<root>/index.html` (served from memory, React stayed uninitialised).
 */
function standaloneFrame(workspace: RemoteWorkspace): Plugin {
  const page = `<!doctype html>
<!-- Written by @campus/vite (standaloneFrame in packages/vite/vite-config.ts) when the dev server starts: edit it there. -->
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${workspace} · standalone — ${BRAND.name}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/app/main.tsx"></script>
  </body>
</html>
`;
  return {
    name: 'campus-standalone-frame',
    apply: 'serve',
    // Before every plugin's configResolved, where the federation's looks for the file.
    config(config) {
      const file = join(config.root ?? process.cwd(), 'index.html');
      if (!existsSync(file) || readFileSync(file, 'utf8') !== page) writeFileSync(file, page);
    },
  };
}

/**
 * A built remote is an asset host for the shell (remoteEntry.js + hashed chunks): its production build expects the
 * federation runtime from the shell (`externalRuntime`), so it has no page of its own. Its root says so instead of a 404.
 */
function remoteOriginPage(workspace: RemoteWorkspace): Plugin {
  const { devPort } = REMOTES[workspace];
  return {
    name: 'campus-remote-origin-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'index.html',
        source: `<!doctype html>
<html lang="en-CA">
<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${workspace} · ${BRAND.name}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${workspace}</h1>
<p>This address serves one part of the ${BRAND.name} site to the shell: <code>remoteEntry.js</code> and its files. It has no page of its own.</p>
<p>The site: <a href="http://localhost:${SHELL.prodPort}/">http://localhost:${SHELL.prodPort}/</a>. To work on this part alone, run <code>npm run dev -w ${workspace}</code> and open http://localhost:${devPort}.</p>
</body>
</html>
`,
      });
    },
  };
}

/**
 * `preload.json` next to remoteEntry.js: every file the shell needs to show this remote's `./routes` (the entry's and
 * the exposed module's static imports, and their CSS), so the page can fetch them all at once instead of one import
 * level at a time. Paths are relative to the remote's origin root. Read by the shell's preload-route.ts.
 */
export function remotePreloadList(exposedFile = 'src/exposes/routes.tsx'): Plugin {
  return {
    name: 'campus-remote-preload-list',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = byFile.get('remoteEntry.js');
      if (!entry) return;
      // The exposed module's own chunk: the one that holds the module. The build's input (the same module) can also
      // come out as a facade, `export{default,…}from"./routes-….js"`, which nothing loads: taken for the exposed chunk,
      // it was hinted for nothing and a release checked its re-export, not the module. With the module in a group of
      // its start (fewerModuleFiles) no chunk has it as its facade module: found by the modules a chunk holds.
      const exposed = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(exposedFile)));
      const start = [
        entry,
        ...(exposed ? [exposed] : []),
        ...chunks.filter((c) => c.fileName.includes('localSharedImportMap')),
      ];
      const js = new Set<string>();
      const css = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byFile.get(fileName);
        if (!chunk || js.has(fileName)) return;
        js.add(fileName);
        for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of start) visit(chunk.fileName);
      this.emitFile({
        type: 'asset',
        fileName: 'preload.json',
        // `exposes`: the chunk that is the exposed module itself (its exports are checked by a release).
        source: `${JSON.stringify({ js: requestOrder([...js], (file) => byFile.get(file)?.code.length ?? 0), css: [...css].sort(), exposes: { './routes': exposed?.fileName } }, null, 1)}\n`,
      });
    },
  };
}

/** A module file this small costs a round trip and next to no bandwidth (a facade, the bundler's runtime helpers). */
export const TINY_FILE_BYTES = 2048;

/**
 * A page's module files in the order to ask for them. They are all wanted before the slice can run; over HTTP/1.1 the
 * browser sends six at a time per origin and queues the rest:
 * - the tiny ones first (TINY_FILE_BYTES, smallest first): each is one round trip in the first wave, out of the way,
 *   and they are the start of the chain (the federation's entry facades) — asked for last, they came in last and held
 *   the start of the evaluation after every byte was in;
 * - then the largest first: a large file asked for last starts last and finishes last (the makespan of a queue is
 *   shortest with the longest jobs first).
 * Ties by name, so a build's list is stable.
 */
export function requestOrder(files: string[], size: (file: string) => number): string[] {
  const tiny = (file: string) => size(file) <= TINY_FILE_BYTES;
  const bySize = (a: string, b: string) => (tiny(a) ? size(a) - size(b) : size(b) - size(a));
  return files.sort((a, b) => Number(tiny(b)) - Number(tiny(a)) || bySize(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The shell page's `<link rel="modulepreload">`s (Vite's, the federation's, shellBootPreloads') as one list in the
 * order to ask for them (requestOrder). Once the build is written, before the steps that read the page (the
 * pre-rendering, the compression): several plugins add links, the last of them after every `generateBundle` of ours.
 */
export function modulePreloadOrder(): Plugin {
  return afterClientBuild(
    'campus-module-preload-order',
    async ({ outDir }) => {
      const page = join(outDir, 'index.html');
      const { html, hrefs } = takeModulePreloads(await readFile(page, 'utf8'));
      const size = (href: string) => statSync(join(outDir, href), { throwIfNoEntry: false })?.size ?? 0;
      const links = requestOrder(hrefs, size)
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      await writeFile(page, fillPage(html, { head: links }));
    },
    'pre',
  );
}

/** A module of the federation's own start-up: its runtime and the modules the plugin writes, but not a shared module's. */
const federationStart = (id: string) =>
  /@module-federation|virtual:mf/.test(id) && !/__prebuild__|__loadShare__/.test(id);

/**
 * Fewer, larger module files on a page's first load (issue #43): each file is a request, and over HTTP/1.1 a browser
 * sends six at a time per origin, so ~30 files queued behind each other cost round trips a single bundle does not pay.
 * - the federation's start-up (its runtime, the host's init, the share map, the remote's entry): ~8 small files, one;
 * - a remote: every module its `./routes` needs at once (`$initial`), one file beside its entry.
 * Never a shared module's own code or its loading proxy (`__prebuild__`, `__loadShare__`): a remote's copy of React is
 * a fallback the page must not download, and the proxies wait (top-level await) for what the runtime chooses.
 */
export function fewerModuleFiles(app: 'shell' | 'remote') {
  return {
    groups: [
      { name: 'federation', test: federationStart, priority: 2 },
      ...(app === 'remote' ? [{ name: 'routes-start', tags: ['$initial' as const], priority: 1 }] : []),
    ],
  };
}

const build: UserConfig['build'] = { target: 'es2022', outDir: 'dist', emptyOutDir: true };

/** Vite config of a remote: its routes exposed as `./routes`; in dev, its standalone frame (`standaloneFrame`). */
export function remoteViteConfig(workspace: RemoteWorkspace, command: 'build' | 'serve'): UserConfig {
  const { name, devPort, prodPort } = REMOTES[workspace];
  const devOrigin = `http://localhost:${devPort}`;
  return {
    // Built assets are addressed relative to the chunk that loads them, so a remote works from any host.
    base: command === 'build' ? './' : `${devOrigin}/`,
    plugins: [
      react(),
      tailwindcss(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/exposes/routes.tsx' },
        shared: FEDERATION_SHARED,
        dts: false,
        // mf-manifest.json: its exposes and the shared versions it requires, read by its release's checks.
        manifest: true,
        dev: { remoteHmr: true },
        // A remote never loads remotes itself, and nobody here uses manifest snapshots or preload-by-snapshot.
        disableRemote: true,
        disableSnapshot: true,
        experiments: { externalRuntime: command === 'build' },
      }),
      scopeUtilitiesToRemote(name),
      standaloneFrame(workspace),
      remoteOriginPage(workspace),
      remotePreloadList(),
      remoteReleaseFiles(),
      remotePrerender(),
      integrity(),
      precompress(),
    ],
    server: { port: devPort, strictPort: true, origin: devOrigin, cors: true },
    preview: { port: prodPort, strictPort: true, cors: true },
    build: {
      ...build,
      // The production build is the remote only (remoteEntry.js, emitted by the federation plugin, and its chunks); the
      // standalone frame (standaloneFrame → src/app/main.tsx) is for `npm run dev -w <remote>`.
      rolldownOptions: {
        input: { routes: './src/exposes/routes.tsx' },
        output: { codeSplitting: fewerModuleFiles('remote') },
      },
    },
  };
}

/** In dev the shell serves its manifest with the remotes' dev servers instead of the production ones. */
function devManifest(manifestPath: string): Plugin {
  return {
    name: 'campus-dev-remotes-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', async (_req, res) => {
        const { readFile } = await import('node:fs/promises');
        let text = await readFile(manifestPath, 'utf8');
        for (const { devPort, prodPort } of Object.values(REMOTES)) {
          text = text.replaceAll(`localhost:${prodPort}/`, `localhost:${devPort}/`);
        }
        // Dev servers publish no preload.json: tell the shell's preload-route.ts to stay out of the way.
        text = text.replace(/^\{/, '{\n  "dev": true,');
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(text);
      });
    },
  };
}

/**
 * The shell's boot also imports, one level at a time, the shared modules it provides (react, the router, zustand,
 * @campus/stores… through the federation's localSharedImportMap) and `pendingShares`. They are certain on every page,
 * so the HTML names them all up front as modulepreloads: the browser fetches them in parallel with the entry.
 */
export function shellBootPreloads(): Plugin {
  return {
    name: 'campus-shell-boot-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const wanted = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byFile.get(fileName);
        if (!chunk || wanted.has(fileName)) return;
        wanted.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of chunks) {
        // The chunk that holds the map: its own, or the federation group of fewerModuleFiles.
        if (chunk.moduleIds.some((id) => id.includes('localSharedImportMap')))
          for (const d of chunk.dynamicImports) visit(d);
        if (chunk.name === 'pendingShares') visit(chunk.fileName);
      }
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || wanted.size === 0) return;
      const text = String(html.source);
      const named = urlsNamed(text);
      const links = [...wanted]
        .sort()
        .filter((file) => !named.has(`/${file}`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      html.source = fillPage(text, { head: links });
    },
  };
}

/** The shell's published contract for remotes (./shell-contract.ts; its schema: @campus/contract/shell-contract), next to its remotes.json. */
function shellContractFile(): Plugin {
  return {
    name: 'campus-shell-contract',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: CONTRACT_FILE,
        source: `${JSON.stringify(shellContract(), null, 1)}\n`,
      });
    },
  };
}

export function shellViteConfig(root: string): UserConfig {
  const devOrigin = `http://localhost:${SHELL.devPort}`;
  return {
    plugins: [
      react(),
      tailwindcss(),
      appHead(),
      devManifest(`${root}/public/remotes.json`),
      shellBootPreloads(),
      modulePreloadOrder(),
      hashedBootScript(`${root}/public`, 'before-paint.js'),
      shellContractFile(),
      preloadRouteBuild('src/remotes/preload-route.ts'),
      appSkeleton(),
      webAppManifestPlugin(),
      shellServerBuild(),
      serviceWorkerBuild(),
      federation({
        name: SHELL.name,
        remotes: {},
        shared: FEDERATION_SHARED,
        dts: false,
        // Remotes are registered with their remoteEntry.js URL from /remotes.json: no mf-manifest snapshots. Its own
        // mf-manifest.json says which shared versions it provides (read by a remote's release checks).
        disableSnapshot: true,
        // The two features the shell does use, said so: the plugin defines a capability only when it is turned off,
        // and left undefined the runtime ships the disabled stand-ins beside the real code (~0.2 KB gzip).
        disableRemote: false,
        disableShared: false,
        manifest: true,
        // The shell's own entry is named by its content: under assets/ it is served immutable like every hashed file
        // (at the root it would be revalidated on every visit: a round trip, ~300 ms on a phone, before a slice starts).
        filename: 'assets/remoteEntry-[hash].js',
        experiments: { provideExternalRuntime: true },
      }),
      federationRuntimeVersionOnly(),
      federationSnapshotOnlyWithSnapshots(),
      integrity(),
      precompress(),
    ],
    server: { port: SHELL.devPort, strictPort: true, origin: devOrigin },
    preview: { port: SHELL.prodPort, strictPort: true },
    build: {
      ...build,
      rolldownOptions: { output: { codeSplitting: fewerModuleFiles('shell') } },
    },
  };
}
