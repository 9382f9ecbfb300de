import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { ASSET_BASE, addressKey, deferModulePreloads, fragmentFile, splitLeadingLinks } from './fragments.mjs';

/** One pre-rendered page of a slice, as the composer reads it (fragments.mjs). */
export interface Fragment {
  release: string;
  address: string;
  title: string;
  description: string;
  styles: string[];
  scripts: string[];
  /** `<link rel="preload">` tags React put before the page (images marked fetchPriority="high"): for the head. */
  headLinks: string[];
  html: string;
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
import { prerenderAddresses } from '@campus/catalogue/routes';
import { renderSlice } from ${JSON.stringify(join(import.meta.dirname, 'render-slice.tsx'))};
import Routes, { release } from ${JSON.stringify(module)};
import * as tables from ${JSON.stringify(table)};
${more ? `import { PRERENDER as more } from ${JSON.stringify(more)};` : 'const more = {};'}

export { release };
const table = Object.entries(tables).find(([name]) => name.endsWith('_PAGES'))?.[1];
export const addresses = prerenderAddresses(table, more);
export const render = (address) => renderSlice(Routes, address);
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
}): Promise<void> {
  await build({
    configFile: false,
    root: options.root,
    mode: options.mode,
    logLevel: 'warn',
    base: options.base ?? '/',
    publicDir: false,
    plugins: [stylesAreNothing(), react(), ...(options.plugins ?? [])],
    ssr: { noExternal: [/^@campus\//, ...(options.alsoBundle ?? [])] },
    build: {
      ssr: true,
      outDir: options.outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: { input: options.input, output: { entryFileNames: options.fileName } },
    },
  });
}

/**
 * A step after an app's client build (not after a server build, nor in dev), given where and how it built.
 */
function afterClientBuild(
  name: string,
  run: (build: { root: string; outDir: string; mode: string }) => Promise<void>,
): Plugin {
  let build = { root: '', outDir: '', mode: 'production' };
  let isServerBuild = false;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      build = { root: config.root, outDir: resolve(config.root, config.build.outDir), mode: config.mode };
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (!isServerBuild) await run(build);
    },
  };
}

/**
 * After the shell's client build: its server render (src/server.tsx) as `dist-server/render.mjs`, which the composer
 * (packages/build/compose.mjs) imports to draw the shell around a remote's HTML on each request.
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

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/**
 * The page's lead text for its meta description: the first paragraph (or intro block) after its heading that says
 * something (30+ characters), as plain text, at most 160 characters.
 */
export function leadText(html: string): string {
  const afterHeading = html.slice(Math.max(0, html.indexOf('</h1>')));
  for (const match of afterHeading.matchAll(
    /<(?:p|div)\b[^>]*>([\s\S]*?)(?=<\/p>|<\/div>|<div\b|<p\b|<ul\b|<h[1-6]\b)/g,
  )) {
    const text = (match[1] ?? '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
      .replace(/\s+/g, ' ')
      .trim();
    if (text.length >= 30) return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
  }
  return '';
}

/**
 * After a remote's client build: builds its `./routes` for Node, renders every address of its route table's
 * `prerender` lists and writes them next to remoteEntry.js (fragments.mjs says where and in what shape), with the
 * stylesheets and scripts the page needs (from preload.json). The composer (serve.mjs) puts them into the shell's HTML.
 */
export function remotePrerender(
  exposedFile = 'src/exposes/routes.tsx',
  tableFile = 'src/app/route-table.ts',
  moreFile = 'src/app/prerender.ts',
): Plugin {
  return afterClientBuild('campus-remote-prerender', async ({ root, outDir, mode }) => {
    const serverDir = join(root, 'node_modules/.campus-prerender');
    await buildForNode({
      root,
      mode,
      input: VIRTUAL_ENTRY,
      outDir: serverDir,
      fileName: 'prerender.mjs',
      plugins: [
        renderEntry(
          join(root, exposedFile),
          join(root, tableFile),
          existsSync(join(root, moreFile)) ? join(root, moreFile) : undefined,
        ),
      ],
      base: ASSET_BASE,
    });
    const server = (await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)) as {
      release: string;
      addresses: string[];
      render: (address: string) => Promise<RenderedPage>;
    };
    const preloadFile = join(outDir, 'preload.json');
    const preload = existsSync(preloadFile)
      ? (JSON.parse(readFileSync(preloadFile, 'utf8')) as { js: string[]; css: string[] })
      : { js: [], css: [] };
    await rm(join(outDir, 'ssr'), { recursive: true, force: true });
    const pages: string[] = [];
    for (const address of server.addresses) {
      const url = new URL(address, 'http://x');
      const key = addressKey(url.pathname, url.search);
      if (!key) throw new Error(`Cannot pre-render ${address}: not an address a file can stand for`);
      const page = await server.render(address);
      const { headLinks, html } = splitLeadingLinks(page.html);
      const fragment: Fragment = {
        release: server.release,
        address: key,
        title: page.title ?? '',
        description: page.description ?? leadText(html),
        styles: preload.css,
        scripts: ['remoteEntry.js', ...preload.js.filter((f) => f !== 'remoteEntry.js')],
        headLinks,
        html,
      };
      const file = join(outDir, fragmentFile(key));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(fragment)}\n`);
      pages.push(key);
    }
    await writeFile(join(outDir, 'ssr.json'), `${JSON.stringify({ release: server.release, pages }, null, 1)}\n`);
    console.log(`[prerender] ${pages.length} pages → ${join(outDir, 'ssr')}`);
  });
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * After the single-bundle baseline's client build: every page the slices pre-render, written whole (its index.html
 * with the app's HTML in #root, its title and description) as `dist/ssr/…html` — what serve.mjs --mono sends. The
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
    const open = template.indexOf('<div id="root">');
    const close = template.lastIndexOf('</div>', template.lastIndexOf('</body>'));
    await rm(join(outDir, 'ssr'), { recursive: true, force: true });
    for (const address of server.addresses) {
      const url = new URL(address, 'http://x');
      const key = addressKey(url.pathname, url.search);
      if (!key) throw new Error(`Cannot pre-render ${address}`);
      const page = await server.render(address);
      const { headLinks, html } = splitLeadingLinks(page.html);
      const description = page.description || leadText(html);
      let doc = `${template.slice(0, open)}<div id="root" data-prerendered>${html}${template.slice(close)}`;
      if (page.title) doc = doc.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
      if (description) {
        doc = doc.replace(
          /<meta name="description" content="[^"]*"\s*\/?>/,
          `<meta name="description" content="${escapeHtml(description)}" />`,
        );
      }
      const slice = filesOf(server.sliceModuleOf(address) ?? '');
      const sliceLinks = [
        ...[...new Set(slice.css)].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...[...new Set(slice.js)].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ];
      doc = doc.replace('</head>', `${[...headLinks, ...sliceLinks].join('')}</head>`);
      // The same as the composed site's pages: module files fetched after the first paint (preload-route.js).
      doc = deferModulePreloads(doc).replace(
        '</head>',
        '<script type="module" src="/preload-route.js" async></script></head>',
      );
      const file = join(outDir, fragmentFile(key).replace(/\.json$/, '.html'));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, doc);
    }
    console.log(`[prerender] ${server.addresses.length} pages → ${join(outDir, 'ssr')}`);
  });
}
