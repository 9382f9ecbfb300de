import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { appHead } from './app-head';
import { appSkeleton } from './app-skeleton';
import { REMOTES, type RemoteWorkspace, SHELL } from './apps';
import { federationRuntimeVersionOnly, federationSnapshotOnlyWithSnapshots } from './federation-trims';
import { hashedBootScript } from './hashed-boot-script';
import { integrity } from './integrity';
import { fewerModuleFiles, modulePreloadOrder } from './module-order';
import { precompress } from './precompress';
import { preloadRouteBuild } from './preload-route-build';
import { remotePrerender, shellServerBuild } from './prerender';
import { remoteReleaseFiles, serviceWorkerBuild, webAppManifestPlugin } from './pwa';
import { remoteOriginPage, remotePreloadList, standaloneFrame } from './remote-plugins';
import { scopeUtilitiesToRemote } from './scope-utilities';
import { devManifest, shellBootPreloads, shellContractFile } from './shell-plugins';

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
