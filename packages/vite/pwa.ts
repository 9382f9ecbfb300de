import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { BRAND } from '@campus/catalogue/config';
import { build, type Plugin } from 'vite';
import { afterClientBuild, browserFiles } from './after-client-build';
import { APPLE_TOUCH_ICON, MANIFEST_FILE, MANIFEST_TYPE, webAppManifest } from './web-app-manifest.ts';

/** The service worker's file at the shell's root (scope "/"), and where its source is. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Where a remote's build lists every browser file of its release, for the service worker to keep. */
export const RELEASE_FILES_LIST = 'precache.json';

/**
 * The shell's web app manifest (`/manifest.webmanifest`, from the brand and the tokens) and the head tags that point
 * to it: manifest link, the icon iOS puts on the home screen and the name under it (the theme colour is in the head
 * both builds share: app-head.ts).
 */
export function webAppManifestPlugin(): Plugin {
  const text = `${JSON.stringify(webAppManifest(BRAND), null, 2)}\n`;
  return {
    name: 'campus-web-app-manifest',
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: `/${MANIFEST_FILE}` }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON }, injectTo: 'head' },
        { tag: 'meta', attrs: { name: 'apple-mobile-web-app-title', content: BRAND.name }, injectTo: 'head' },
      ];
    },
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', MANIFEST_TYPE);
        res.end(text);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: text });
    },
  };
}

/**
 * Every browser file of a remote's release (`precache.json` beside remoteEntry.js: its hashed `assets/`, scripts,
 * styles and pictures), so the service worker keeps the whole release once it is live, not only the pages seen.
 */
export function remoteReleaseFiles(): Plugin {
  return {
    name: 'campus-remote-release-files',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      if (!bundle['remoteEntry.js']) return;
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/'))
        .sort();
      this.emitFile({
        type: 'asset',
        fileName: RELEASE_FILES_LIST,
        source: `${JSON.stringify({ files }, null, 1)}\n`,
      });
    },
  };
}

/** Not precached: the live manifest (network first), compressed copies, the worker itself, server files. */
const NOT_PRECACHED = /(?:\.br|\.gz)$|^remotes\.json$|^sw\.js$/;

/** The shell's files, each with a revision (content-hashed names under assets/ need none). */
export async function precacheList(outDir: string): Promise<{ url: string; revision: string | null }[]> {
  const list: { url: string; revision: string | null }[] = [];
  for await (const path of browserFiles(outDir)) {
    const file = relative(outDir, path).split(sep).join('/');
    if (NOT_PRECACHED.test(file)) continue;
    const revision = file.startsWith('assets/')
      ? null
      : createHash('sha256')
          .update(await readFile(path))
          .digest('hex')
          .slice(0, 16);
    list.push({ url: `/${file}`, revision });
  }
  return list.sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * After the shell's client build: the service worker (`shell/sw/sw.ts`, Workbox) bundled into `dist/sw.js` with the
 * list of the shell's files in it. Before the build's precompression step, which then compresses it too.
 */
export function serviceWorkerBuild(entry = 'sw/sw.ts'): Plugin {
  return afterClientBuild('campus-service-worker', async ({ root, outDir, mode }) => {
    const list = await precacheList(outDir);
    await build({
      configFile: false,
      root,
      mode,
      logLevel: 'warn',
      publicDir: false,
      define: {
        'self.__WB_MANIFEST': JSON.stringify(list),
        'process.env.NODE_ENV': JSON.stringify(mode),
      },
      build: {
        outDir,
        emptyOutDir: false,
        target: 'es2022',
        minify: true,
        copyPublicDir: false,
        lib: {
          entry: join(root, entry),
          formats: ['iife'],
          name: 'campusServiceWorker',
          fileName: () => SERVICE_WORKER_FILE,
        },
      },
    });
    console.log(`[service worker] ${SERVICE_WORKER_FILE}: ${list.length} shell files precached`);
  });
}
