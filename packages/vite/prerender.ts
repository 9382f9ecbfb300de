import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Fragment, SliceInfo, SlicePage } from '@campus/contract/fragment';
import { ASSET_BASE, addressKey, fragmentFile, SERVER_MODULE } from '@campus/contract/fragment';
import { parseJsonWith } from '@campus/contract/parse';
import { type PreloadList, PreloadListSchema } from '@campus/contract/preload-list';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { afterClientBuild } from './after-client-build';
import { firstScreenExpect } from './first-screen.ts';
import { deferModulePreloads, splitLeadingLinks } from './fragments.ts';
import { fillPage } from './html-edit';
import { leadText } from './lead-text';

/** What a remote's server module (`server/render.mjs` in its release folder) exports. */

/** The remote's own preload.json, as its build just wrote it: read with its schema, a bad one stops the build. */
function readPreloadList(file: string): PreloadList {
  const read = parseJsonWith(PreloadListSchema, readFileSync(file, 'utf8'), `preload.json (${file})`);
  if (!read.ok) throw new Error(read.message);
  return read.value;
}

export interface RemoteServerModule {
  release: string;
  addresses: string[];
  /** Its route table's manifest patterns. */
  routes: string[];
  /** The query parameters each page reads, by route pattern. */
  queries: Record<string, string[]>;
  /** `typeof` each export of its `./routes` module. */
  routesExports: Record<string, string>;
  cart: { key: string; version: number };
  render: (address: string) => Promise<SlicePage>;
}

export type RenderedPage = { address: string; html: string; title?: string; description?: string };

const VIRTUAL_ENTRY = 'virtual:campus-prerender';

/**
 * In the server build, stylesheets are nothing (the client build has them); Tailwind is not run twice.
 */
function stylesAreNothing(): Plugin {
  return {
    name: 'campus-ssr-no-css',
    enforce: 'pre',
    load(id) {
      return /\.css(?:$|\?)/.test(id) ? { code: '', map: null } : null;
    },
  };
}

/**
 * The server build's entry: renders `module`'s default export (a slice's <Routes>) at every address its route table
 * lists for pre-rendering, waiting for its lazy pages, under the same router and the same 404 element as in the page.
 */
function renderEntry(module: string, table: string, more: string | undefined): Plugin {
  const resolved = `\0${VIRTUAL_ENTRY}`;
  return {
    name: 'campus-ssr-entry',
    enforce: 'pre',
    resolveId: (id) => (id === VIRTUAL_ENTRY ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      return `
import { sliceServer } from ${JSON.stringify(join(import.meta.dirname, 'slice-server.ts'))};
import * as exposed from ${JSON.stringify(module)};
import * as tables from ${JSON.stringify(table)};
${more ? `import { PRERENDER as more } from ${JSON.stringify(more)};` : 'const more = {};'}

export const { release, addresses, routes, queries, routesExports, cart, render } = sliceServer(exposed, tables, more);
`;
    },
  };
}

/**
 * One ES module for Node from an app's source: React's JSX, no stylesheets, our packages bundled in (they are
 * TypeScript), every other import left to Node (react, react-dom, the router… from node_modules).
 */
export async function buildForNode(options: {
  root: string;
  mode: string;
  input: string;
  outDir: string;
  fileName: string;
  plugins?: Plugin[];
  base?: string;
  /** Workspace packages written in TypeScript, bundled in besides ours. */
  alsoBundle?: RegExp[];
  /** Everything bundled into the one file (React, the router…), so it runs from any folder without node_modules. */
  selfContained?: boolean;
}): Promise<void> {
  await build({
    configFile: false,
    root: options.root,
    mode: options.mode,
    logLevel: 'warn',
    base: options.base ?? '/',
    publicDir: false,
    plugins: [stylesAreNothing(), react(), ...(options.plugins ?? [])],
    ssr: options.selfContained
      ? { noExternal: true, target: 'node' }
      : { noExternal: [/^@campus\//, ...(options.alsoBundle ?? [])] },
    // Bundled libraries keep React's production build only (left to Node, they would read NODE_ENV when run).
    define: options.selfContained ? { 'process.env.NODE_ENV': JSON.stringify(options.mode) } : undefined,
    build: {
      ssr: true,
      outDir: options.outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input: options.input,
        output: { entryFileNames: options.fileName, inlineDynamicImports: options.selfContained },
      },
    },
  });
}

/**
 * After the shell's client build: its server render (src/server.tsx) as `dist-server/render.mjs`, which the composer
 * (packages/server/compose.ts) imports to draw the shell around a remote's HTML on each request.
 */
export function shellServerBuild(entry = 'src/server.tsx'): Plugin {
  return afterClientBuild('campus-shell-server-build', async ({ root, mode }) => {
    await buildForNode({
      root,
      mode,
      input: join(root, entry),
      outDir: join(root, 'dist-server'),
      fileName: 'render.mjs',
    });
  });
}

/**
 * After a remote's client build: builds its `./routes` for Node into the release folder itself (`server/render.mjs`,
 * one self-contained file: React, the router and our packages inside, so it runs wherever it is fetched to), renders
 * every address of its route table's `prerender` lists with it and writes them next to remoteEntry.js (fragments.ts
 * says where and in what shape), with the stylesheets and scripts the page needs (from preload.json). The layout
 * server puts them into the shell's HTML, and renders any other address (a query state, an unknown id) on request with
 * the same module (packages/server/remote-render.ts).
 */
export function remotePrerender(
  exposedFile = 'src/exposes/routes.tsx',
  tableFile = 'src/app/route-table.ts',
  moreFile = 'src/app/prerender.ts',
): Plugin {
  return afterClientBuild('campus-remote-prerender', async ({ root, outDir, mode }) => {
    const serverDir = join(outDir, dirname(SERVER_MODULE));
    await buildForNode({
      root,
      mode,
      input: VIRTUAL_ENTRY,
      outDir: serverDir,
      fileName: basename(SERVER_MODULE),
      selfContained: true,
      plugins: [
        renderEntry(
          join(root, exposedFile),
          join(root, tableFile),
          existsSync(join(root, moreFile)) ? join(root, moreFile) : undefined,
        ),
      ],
      base: ASSET_BASE,
    });
    const moduleFile = join(outDir, SERVER_MODULE);
    const server = (await import(pathToFileURL(moduleFile).href)) as RemoteServerModule;
    const preloadFile = join(outDir, 'preload.json');
    const preload = existsSync(preloadFile) ? readPreloadList(preloadFile) : { js: [], css: [] };
    const styles = preload.css;
    const scripts = ['remoteEntry.js', ...preload.js.filter((f) => f !== 'remoteEntry.js')];
    await rm(join(outDir, 'ssr'), { recursive: true, force: true });
    const pages: string[] = [];
    for (const address of server.addresses) {
      const url = new URL(address, 'http://x');
      const key = addressKey(url.pathname, url.search);
      if (!key) throw new Error(`Cannot pre-render ${address}: not an address a file can stand for`);
      const page = await server.render(address);
      const fragment: Fragment = { release: server.release, address: key, ...page, styles, scripts };
      const file = join(outDir, fragmentFile(key));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(fragment)}\n`);
      pages.push(key);
    }
    const list: SliceInfo = {
      release: server.release,
      pages,
      server: { module: SERVER_MODULE, sha256: createHash('sha256').update(readFileSync(moduleFile)).digest('hex') },
      styles,
      scripts,
      routes: server.routes,
      exports: server.routesExports,
      cart: server.cart,
      queries: server.queries,
    };
    await writeFile(join(outDir, 'ssr.json'), `${JSON.stringify(list, null, 1)}\n`);
    console.log(`[prerender] ${pages.length} pages → ${join(outDir, 'ssr')}; any other address from ${SERVER_MODULE}`);
  });
}

/**
 * After the single-bundle baseline's client build: every page the slices pre-render, written whole (its index.html
 * with the app's HTML in #root, its title and description) as `dist/ssr/…html` — what serve.ts --mono sends. The
 * baseline has no composition step: its pages are static files, the fairest best case to compare with.
 */
export function pagePrerender(entry = 'src/server.tsx', alsoBundle: RegExp[] = []): Plugin {
  return afterClientBuild('campus-page-prerender', async ({ root, outDir, mode }) => {
    const serverDir = join(root, 'node_modules/.campus-prerender');
    await buildForNode({
      root,
      mode,
      input: join(root, entry),
      outDir: serverDir,
      fileName: 'render.mjs',
      alsoBundle,
    });
    const server = (await import(pathToFileURL(join(serverDir, 'render.mjs')).href)) as {
      addresses: string[];
      render: (address: string) => Promise<RenderedPage>;
      sliceModuleOf: (address: string) => string | undefined;
    };
    // The page's slice is a lazy chunk: its stylesheet and files go in the page, as the composed site's do.
    type Chunk = { file: string; css?: string[]; imports?: string[] };
    const chunks = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
    const filesOf = (key: string, seen = new Set<string>()): { js: string[]; css: string[] } => {
      const chunk = chunks[key];
      if (!chunk || seen.has(key)) return { js: [], css: [] };
      seen.add(key);
      const deps = (chunk.imports ?? []).map((k) => filesOf(k, seen));
      return {
        js: [chunk.file, ...deps.flatMap((d) => d.js)],
        css: [...(chunk.css ?? []), ...deps.flatMap((d) => d.css)],
      };
    };
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    await rm(join(outDir, 'ssr'), { recursive: true, force: true });
    for (const address of server.addresses) {
      const url = new URL(address, 'http://x');
      const key = addressKey(url.pathname, url.search);
      if (!key) throw new Error(`Cannot pre-render ${address}`);
      const page = await server.render(address);
      const { headLinks, html } = splitLeadingLinks(page.html);
      const description = page.description || leadText(html);
      const slice = filesOf(server.sliceModuleOf(address) ?? '');
      const sliceLinks = [
        ...[...new Set(slice.css)].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...[...new Set(slice.js)].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ];
      // As the layout server does: one first frame for the page's first screen, when the page names where it ends.
      const expect = firstScreenExpect(html);
      const doc = fillPage(template, {
        ...(page.title ? { title: page.title } : {}),
        ...(description ? { description } : {}),
        head: [...headLinks, ...sliceLinks, ...(expect ? [expect] : [])].join(''),
        root: html,
        rootFlag: 'data-prerendered',
      });
      // The same as the composed site's pages: module files fetched after the first paint (preload-route.js), named
      // in the list before the script that reads it.
      const served = fillPage(deferModulePreloads(doc), {
        head: '<script type="module" src="/preload-route.js" async></script>',
      });
      const file = join(outDir, fragmentFile(key).replace(/\.json$/, '.html'));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, served);
    }
    console.log(`[prerender] ${server.addresses.length} pages → ${join(outDir, 'ssr')}`);
  });
}
