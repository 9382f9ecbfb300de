import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Not a test: writes what a customer sees — every spec route and the 404 on a 390 px phone and a 1366 px desktop,
 * full page, plus the open side menu, a toast and a full builder — into ../screenshots/ to be looked at.
 *   npm run screenshots        (builds nothing: serve the built site first with `npm start`, or it is started)
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  testIgnore: [],
  retries: 0,
  timeout: 120_000,
  projects: [{ name: 'screenshots' }],
});
