import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const WORKSPACES = ['shared', 'shell', 'mfe-menu', 'mfe-builder', 'mfe-plans', 'mfe-cart', 'mfe-info'];

/** Unit and component tests of every workspace, one project each (`vitest run --project mfe-menu`). */
export default defineConfig({
  test: {
    projects: WORKSPACES.map((ws) => ({
      plugins: [react()],
      test: {
        name: ws,
        root: `./${ws}`,
        include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
        environment: 'jsdom',
        setupFiles: [`${import.meta.dirname}/vitest.setup.ts`],
        restoreMocks: true,
      },
    })),
  },
});
