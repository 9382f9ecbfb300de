import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { REMOTES, type RemoteWorkspace, SHELL } from './apps';

/**
 * The one `shared` map of the federation, identical in the shell and every remote (FACTS.md): one React, one router,
 * one zustand and ONE '@campus/shared' module, so the cart and toast stores exist once on the page.
 */
export const FEDERATION_SHARED = {
  react: { singleton: true, requiredVersion: '^19.3.1' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.1' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.18.5' },
  zustand: { singleton: true, requiredVersion: '^5.1.0' },
  '@campus/shared': { singleton: true, requiredVersion: '^1.0.0' },
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

/** `@layer utilities { … }` → `@layer utilities { <scope> { … } }` (CSS nesting; every browser we serve has it). */
export function wrapUtilitiesLayer(css: string, scope: string): string {
  const match = /@layer utilities\s*\{/.exec(css);
  if (!match) return css;
  const open = match.index + match[0].length;
  let depth = 1;
  let i = open;
  for (; i < css.length && depth > 0; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}') depth--;
  }
  if (depth !== 0) return css;
  return `${css.slice(0, open)}${scope}{${css.slice(open, i - 1)}}${css.slice(i - 1)}`;
}

const build: UserConfig['build'] = { target: 'es2022', outDir: 'dist', emptyOutDir: true };

/** Vite config of a remote: its routes exposed as `./routes`, standalone dev frame from its own index.html. */
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
        dev: { remoteHmr: true },
      }),
      scopeUtilitiesToRemote(name),
    ],
    server: { port: devPort, strictPort: true, origin: devOrigin, cors: true },
    preview: { port: prodPort, strictPort: true, cors: true },
    build,
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
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(text);
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
      devManifest(`${root}/public/remotes.json`),
      federation({
        name: SHELL.name,
        remotes: {},
        shared: FEDERATION_SHARED,
        dts: false,
      }),
    ],
    server: { port: SHELL.devPort, strictPort: true, origin: devOrigin },
    preview: { port: SHELL.prodPort, strictPort: true },
    build,
  };
}
