import { availableParallelism } from 'node:os';
import { headlessChromium } from '@campus/vite/headless-chromium';
import { defineConfig, devices } from '@playwright/test';
import { SHELL_ORIGIN } from './tests/origins';

/**
 * Debian's Chromium headless shell when present (`@campus/vite/headless-chromium`): the suite is bound by the CPU, and
 * the shell loads a page with about a third of the CPU of `chromium --headless=new` (238 tests: 21.8 → 15.9 min on a
 * 2-core machine).
 */
const CHROMIUM = headlessChromium();

/**
 * One test at a time per core this process may use (`taskset` narrows it): each test drives a Chromium that renders in
 * software, beside the site's own servers, so more workers than cores only queue on the CPU — and time out.
 * E2E_WORKERS overrides.
 */
const workers = Number(process.env.E2E_WORKERS) || Math.max(1, Math.min(2, availableParallelism()));

/**
 * End-to-end tests of the BUILT composed site (`npm run build` first), served exactly as `npm start` serves it.
 * They check what a page does, not how fast: waits are for states and their limits generous (a slower or busy machine
 * takes longer, it does not fail); speed is measured by `npm run bench` (docs/performance.md).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: SHELL_ORIGIN,
    // Recording a trace costs every test (a screenshot per action, in software): only a retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM.executablePath,
      args: CHROMIUM.args,
    },
    // The site's service worker (docs/offline.md) is tested in its own projects (pwa,
    // pwa-release): elsewhere each test's fresh browser would install it and keep every release for offline use
    // (~2 MB per test), and pages would come through it instead of the server the test is about.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testIgnore: /(?:deploy|release|preview|canary|canary-analysis|slow-phone|nginx|pwa|pwa-release|fleet)\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@phone/,
      testIgnore: /(?:deploy|release|preview|canary|canary-analysis|slow-phone|nginx|pwa|pwa-release|fleet)\.spec\.ts/,
    },
    // Installable and offline: the service worker allowed, on a phone.
    {
      name: 'pwa',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' },
      testMatch: /pwa\.spec\.ts/,
    },
    // A slow phone (CPU ×6, 1.6 Mbps / 750 kbps, 150 ms: set over CDP by the spec, so Chromium only) acting the moment
    // a control shows, before the page's code runs: one test per interactive page, nothing lost.
    {
      name: 'slow-phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: /slow-phone\.spec\.ts/,
    },
    // The production topology: nginx (HTTP/2, TLS) in front of the layout server, on origins of its own.
    {
      name: 'nginx',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testMatch: /nginx\.spec\.ts/,
    },
    // Rewrites the deployed manifest that every other test reads, so it runs after them (alone: --no-deps).
    {
      name: 'deploy',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testMatch: /deploy\.spec\.ts/,
      dependencies: ['desktop', 'phone', 'slow-phone', 'nginx', 'pwa'],
    },
    // A remote released while an installed client is open; rewrites the manifest too, so after the deploy project.
    {
      name: 'pwa-release',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, serviceWorkers: 'allow' },
      testMatch: /pwa-release\.spec\.ts/,
      dependencies: ['deploy'],
    },
    // Releases and rolls back a remote with the team's commands: the same manifest, so after the tests that rewrite it
    // (one at a time: two projects switching the manifest side by side undo each other's lines).
    {
      name: 'release',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testMatch: /(?:^|\/)release\.spec\.ts$/,
      dependencies: ['pwa-release'],
    },
    // A team's preview and canary (switches of the same release store; the release tests compare its revision): after
    // the release project, not beside it.
    {
      name: 'canary',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testMatch: /(?:^|\/)(?:preview|canary|canary-analysis)\.spec\.ts$/,
      dependencies: ['release'],
    },
    // Many layout servers, one truth: etcd, three layout servers and nginx of its own, under steady load. Last, alone:
    // its load and its one-second switch take both cores, and it releases into the remotes' release folders too.
    {
      name: 'fleet',
      testMatch: /fleet\.spec\.ts/,
      dependencies: ['canary'],
    },
  ],
  webServer: {
    command: 'node ../packages/server/serve.ts',
    // The layout server has read its release store (503 until then) — its remotes listen in the same process.
    url: `${SHELL_ORIGIN}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
