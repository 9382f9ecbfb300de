import type { Plugin } from 'vite';
import { REMOTES } from './apps';
import { fillPage, urlsNamed } from './html-edit';
import { CONTRACT_FILE, shellContract } from './shell-contract';

/** In dev the shell serves its manifest with the remotes' dev servers instead of the production ones. */
export function devManifest(manifestPath: string): Plugin {
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
export function shellContractFile(): Plugin {
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
