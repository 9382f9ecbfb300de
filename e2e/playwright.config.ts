import { existsSync } from 'node:fs';
import CHROMIUM from '@campus/build/chromium.json' with { type: 'json' };
import { defineConfig, devices } from '@playwright/test';
import { REMOTE_ORIGINS, SHELL_ORIGIN } from './tests/origins';

const systemChromium = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? CHROMIUM.debianPath;
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;

/** End-to-end tests of the BUILT composed site (`npm run build` first), served exactly as `npm start` serves it. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: SHELL_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM.args,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testIgnore: /deploy\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@phone/,
      testIgnore: /deploy\.spec\.ts/,
    },
    // Rewrites the deployed manifest that every other test reads, so it runs after them (alone: --no-deps).
    {
      name: 'deploy',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testMatch: /deploy\.spec\.ts/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node ../packages/build/serve.mjs',
    url: `${REMOTE_ORIGINS.mfe_info}/remoteEntry.js`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
