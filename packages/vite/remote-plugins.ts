// The Vite plugins only a remote uses: its standalone frame in dev, the page its origin answers, its preload list.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND } from '@campus/catalogue/config';
import type { Plugin } from 'vite';
import { REMOTES, type RemoteWorkspace, SHELL } from './apps';
import { requestOrder } from './module-order';

/**
 * The page `npm run dev -w <remote>` opens: the remote alone in its frame (`src/app/main.tsx` calls `standalone()`).
 * Written to the remote's folder when its dev server starts, not kept in git: the five were the same page but for the
 * name. A file on disk rather than a page a middleware serves, because the federation's dev plugin finds the page whose
 * entry script it wraps by looking for `<root>/index.html` (served from memory, React stayed uninitialised).
 */
export function standaloneFrame(workspace: RemoteWorkspace): Plugin {
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
export function remoteOriginPage(workspace: RemoteWorkspace): Plugin {
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
