import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appSkeleton } from '../shared/build/app-skeleton';

/**
 * The single-bundle baseline: the shell with every slice imported directly, no Module Federation
 * (`npm run build:mono`, served at :4180 by `npm run start:mono`). Same source; nothing is written twice.
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), appSkeleton()],
  build: {
    target: 'es2022',
    outDir: 'dist-mono',
    emptyOutDir: true,
    rollupOptions: { input: { index: `${import.meta.dirname}/mono.html` } },
  },
});
