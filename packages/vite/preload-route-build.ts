import { resolve } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import { afterClientBuild } from './after-client-build';

/** Where a page loads it from (index.html, the pre-rendered pages of the single bundle). */
export const PRELOAD_ROUTE_FILE = 'preload-route.js';

/** One self-contained ES module from `entry` (what it imports of @campus/contract inlined), minified. */
function bundleConfig(root: string, entry: string, mode: string, outDir: string, write: boolean): InlineConfig {
  return {
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      write,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      lib: { entry: resolve(root, entry), formats: ['es'], fileName: () => PRELOAD_ROUTE_FILE },
      // A library build keeps an ES module's whitespace; this file is served to phones as it is.
      rolldownOptions: { output: { minify: true } },
    },
  };
}

/**
 * The shell's `/preload-route.js` (a page's head start on its remote's files, loaded by index.html as itself, before
 * and apart from the federation bootstrap), built from its source (`entry`) into one module — so no reader needs the
 * shell's build output to know who owns a path. After the client build and before every step that lists or hashes the
 * output (integrity, the service worker, compression). In dev the same bundle is made on request: served as a source
 * module, the federation's dev plugin would wrap it as an entry of the app.
 */
export function preloadRouteBuild(entry: string): Plugin {
  return {
    ...afterClientBuild(
      'campus-preload-route',
      async ({ root, outDir, mode }) => {
        await build(bundleConfig(root, entry, mode, outDir, true));
      },
      'pre',
    ),
    configureServer(server) {
      const { root, build: options } = server.config;
      server.middlewares.use(async (req, res, next) => {
        if (req.url?.split('?')[0] !== `/${PRELOAD_ROUTE_FILE}`) return next();
        try {
          const built = await build(bundleConfig(root, entry, 'development', resolve(root, options.outDir), false));
          const output = (Array.isArray(built) ? built[0] : built) as { output: { code?: string }[] };
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Cache-Control', 'no-store');
          res.end(output.output[0]?.code ?? '');
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
