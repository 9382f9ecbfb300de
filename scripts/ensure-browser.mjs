#!/usr/bin/env node
/**
 * Makes sure the end-to-end tests have a Chromium: Debian's /usr/bin/chromium if present; else, as root with apt,
 * Debian's `chromium` package; else Playwright's own download (needs internet, e.g. on a laptop).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

if (process.env.PLAYWRIGHT_CHROMIUM_PATH && existsSync(process.env.PLAYWRIGHT_CHROMIUM_PATH)) {
  console.log(`[browser] using ${process.env.PLAYWRIGHT_CHROMIUM_PATH}`);
} else if (existsSync(DEBIAN_CHROMIUM)) {
  console.log(`[browser] using ${DEBIAN_CHROMIUM}`);
} else if (process.getuid?.() === 0 && has('apt-get')) {
  console.log("[browser] installing Debian's chromium package…");
  run('apt-get update -qq');
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
} else {
  console.log("[browser] no system Chromium: downloading Playwright's own…");
  run('npx playwright install chromium');
}
