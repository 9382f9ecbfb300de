import { relative, resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** Where a page loads it from (index.html, the pre-rendered pages of the single bundle). */
export const PRELOAD_ROUTE_FILE = 'preload-route.js';

/**
 * The shell's `/preload-route.js` (a page's head start on its remote's files, loaded by index.html as itself, before
 * and apart from the federation bootstrap), built from its source (`entry`) with what it uses of @campus/contract
 * inlined — one self-contained module, so no reader needs the shell's build output to know who owns a path. After the
 * client build and before every step that lists or hashes the output (integrity, the service worker, compression).
 * In dev the same source is served at that address.
 */
export function preloadRouteBuild(entry: string): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let isServerBuild = false;
  return {
    name: 'campus-preload-route',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
      isServerBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      const source = `/${relative(server.config.root, resolve(server.config.root, entry)).split('\\').join('/')}`;
      server.middlewares.use((req, _res, next) => {
        if (req.url === `/${PRELOAD_ROUTE_FILE}`) req.url = source;
        next();
      });
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (isServerBuild) return;
        await build({
          configFile: false,
          root,
          mode,
          logLevel: 'warn',
          publicDir: false,
          build: {
            outDir,
            emptyOutDir: false,
            target: 'es2022',
            minify: true,
            copyPublicDir: false,
            lib: { entry: resolve(root, entry), formats: ['es'], fileName: () => PRELOAD_ROUTE_FILE },
            // A library build keeps an ES module's whitespace; this file is served to phones as it is.
            rolldownOptions: { output: { minify: true } },
          },
        });
      },
    },
  };
}
