import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vitest 5 prints failures with Map.groupBy (Node 21+); on Node 20 it would crash instead of reporting them.
if (typeof (Map as unknown as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const map = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const list = map.get(k);
        if (list) list.push(item);
        else map.set(k, [item]);
      }
      return map;
    },
  });
}

const WORKSPACES = [
  'packages/contract',
  'packages/catalogue',
  'packages/stores',
  'packages/ui',
  'packages/profile',
  'packages/vite',
  'packages/release',
  'packages/server',
  'packages/release-store',
  'shell',
  'mfe-menu',
  'mfe-builder',
  'mfe-plans',
  'mfe-cart',
  'mfe-info',
  'mono',
  // The benches' and the tests' readers of served pages (scripts/page-html.ts).
  'scripts',
];

/** Unit and component tests of every workspace, one project each (`vitest run --project mfe-menu`). */
export default defineConfig({
  test: {
    // One test file per core this process may use. Vitest's own default in a run is one fewer than the cores — on a
    // 2-core machine, one file at a time: the suite took 237 s that way on a quiet 2-core machine, and the test files
    // do not share state (each a fresh module graph and its own jsdom or Node environment).
    maxWorkers: availableParallelism(),
    // Each file in a worker thread rather than a child process: the same isolation (a fresh module graph and
    // environment per file) started in about half the time — 166 → 108 s for the suite on a quiet 2-core machine.
    pool: 'threads',
    projects: WORKSPACES.map((ws) => ({
      plugins: [react()],
      test: {
        name: ws.replace('packages/', ''),
        root: `./${ws}`,
        include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
        environment: 'jsdom',
        setupFiles: [`${import.meta.dirname}/vitest.setup.ts`],
        restoreMocks: true,
        // A limit only bounds a hang (docs/testing.md): a page test clicking through a bowl takes ~2 s alone, over
        // 5 s (Vitest's default) on a busy 2-core machine, and the builder's longest (every step, Review, back) was
        // seen past 20 s with two suites and a build beside it.
        testTimeout: 60_000,
      },
    })),
  },
});
