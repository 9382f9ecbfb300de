import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appHead } from '../packages/vite/app-head';
import { appSkeleton } from '../packages/vite/app-skeleton';
import { MONO } from '../packages/vite/apps';
import { hashedBootScript } from '../packages/vite/hashed-boot-script';
import { preloadRouteBuild } from '../packages/vite/preload-route-build';
import { pagePrerender } from '../packages/vite/prerender';

/**
 * The single-bundle baseline: the shell with every slice imported directly, no Module Federation
 * (`npm run build:mono`, served at :4180 by `npm run start:mono`). Same source; nothing is written twice.
 */
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    appHead(),
    appSkeleton(),
    hashedBootScript(`${import.meta.dirname}/../shell/public`, 'before-paint.js'),
    preloadRouteBuild('../shell/src/remotes/preload-route.ts'),
    pagePrerender('src/server.tsx', [/^shell\//, /^mfe-/]),
  ],
  publicDir: `${import.meta.dirname}/../shell/public`,
  preview: { port: MONO.prodPort, strictPort: true },
  // The manifest tells the pre-render which stylesheet and chunks each slice's page needs.
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, manifest: true },
});
