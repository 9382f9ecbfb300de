import { readdir } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Where and how the app was just built: what a step after its client build works on. */
export type ClientBuild = { root: string; outDir: string; mode: string };

/**
 * When the step runs among the others of `closeBundle`: `'pre'` before every unordered one (its output is there for
 * them to list, hash or compress), `'post'` after them (it sees everything written); each of those alone, in the plugin
 * list's order. Unordered steps run side by side.
 */
export type StepOrder = 'pre' | 'post';

/**
 * A step that runs once an app's client build has written its output — not after a server build (`build.ssr`: the
 * pre-rendering's own builds), and not in dev, where Vite calls `closeBundle` when the server closes.
 */
export function afterClientBuild(name: string, run: (build: ClientBuild) => Promise<void>, order?: StepOrder): Plugin {
  let build: ClientBuild = { root: '', outDir: '', mode: 'production' };
  let clientBuild = false;
  const handler = async () => {
    if (clientBuild) await run(build);
  };
  return {
    name,
    configResolved(config) {
      build = { root: config.root, outDir: resolve(config.root, config.build.outDir), mode: config.mode };
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    closeBundle: order ? { order, sequential: true, handler } : handler,
  };
}

/** A remote's server module (`server/`): fetched by the layout server once per release, never by a browser. */
const SERVER_ONLY_DIR = 'server';

/**
 * Every file of a build's output a browser may load, as paths under `outDir`: all but the top `server/` folder. In no
 * particular order.
 */
export async function* browserFiles(outDir: string): AsyncGenerator<string> {
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (relative(outDir, path).split(sep)[0] !== SERVER_ONLY_DIR) yield path;
  }
}
