#!/usr/bin/env node
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
/**
 * Makes sure the end-to-end tests have their browsers: Debian's Chromium (Playwright), firefox-esr and WebKitGTK's
 * WebDriver with a virtual display (the Firefox and WebKit journeys, e2e/engines), and nginx (the production-front
 * test, e2e/tests/nginx.spec.ts; with its brotli_static module), and etcd (the fleet test). As root with apt, missing Debian
 * packages are installed in one go; otherwise it says what is missing. Without a system Chromium it falls back to
 * Playwright's own download (needs internet, e.g. on a laptop); without Firefox or WebKit the journeys skip that
 * engine with a message (and fail under CI=true).
 */
import CHROMIUM from '../packages/vite/chromium.json' with { type: 'json' };

const run = (cmd: string) => execSync(cmd, { stdio: 'inherit' });
const has = (cmd: string) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const customChromium = process.env.PLAYWRIGHT_CHROMIUM_PATH;
const PACKAGES = [
  {
    pkg: 'chromium',
    present: () => existsSync(CHROMIUM.debianPath) || Boolean(customChromium && existsSync(customChromium)),
  },
  // What Playwright drives when present: the same build without a window's compositor, ~⅓ of the CPU per page load
  // (e2e/playwright.config.ts). Without it the tests use the full Chromium, only slower.
  {
    pkg: 'chromium-headless-shell',
    present: () => existsSync(CHROMIUM.headlessShellPath) || Boolean(customChromium && existsSync(customChromium)),
  },
  { pkg: 'firefox-esr', present: () => existsSync('/usr/bin/firefox-esr') },
  { pkg: 'webkit2gtk-driver', present: () => existsSync('/usr/bin/WebKitWebDriver') },
  { pkg: 'xvfb', present: () => has('Xvfb') },
  { pkg: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
  // deploy/nginx.conf's brotli_static.
  {
    pkg: 'libnginx-mod-http-brotli-static',
    present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
  // The release store the fleet test runs three layout servers against (e2e/tests/fleet.spec.ts).
  { pkg: 'etcd-server', present: () => existsSync('/usr/bin/etcd') },
];

let missing = PACKAGES.filter((p) => !p.present()).map((p) => p.pkg);
if (missing.length && process.getuid?.() === 0 && has('apt-get')) {
  console.log(`[browsers] installing Debian packages: ${missing.join(' ')}`);
  run('apt-get update -qq');
  run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`);
  // Debian starts the services it installs (nginx on port 80, etcd on 2379); the tests run their own.
  for (const [pkg, service] of [
    ['nginx', 'nginx'],
    ['etcd-server', 'etcd'],
  ] as const) {
    if (!missing.includes(pkg) || !has('service')) continue;
    try {
      execSync(`service ${service} stop`, { stdio: 'ignore' });
    } catch {
      /* not running */
    }
  }
  missing = PACKAGES.filter((p) => !p.present()).map((p) => p.pkg);
}

if (missing.includes('chromium')) {
  console.log("[browsers] no system Chromium: downloading Playwright's own…");
  run('npx playwright install chromium');
}
if (missing.includes('nginx')) {
  console.log(
    '[browsers] missing for the production-front test: nginx — `sudo apt-get install nginx`; until then it is skipped' +
      (process.env.CI ? ' (and fails under CI)' : ''),
  );
}
if (missing.includes('chromium-headless-shell') && !missing.includes('chromium')) {
  console.log(
    '[browsers] missing: chromium-headless-shell — `sudo apt-get install chromium-headless-shell`; until then the ' +
      'end-to-end tests drive the full Chromium, which takes about 1.4 times as long',
  );
}
if (missing.includes('etcd-server')) {
  console.log(
    '[browsers] missing for the fleet test: etcd-server — `sudo apt-get install etcd-server`; until then it is skipped' +
      (process.env.CI ? ' (and fails under CI)' : ''),
  );
}
const engines = missing.filter(
  (p) => !p.startsWith('chromium') && !['nginx', 'libnginx-mod-http-brotli-static', 'etcd-server'].includes(p),
);
if (engines.length) {
  console.log(
    `[browsers] missing for the Firefox/WebKit journeys: ${engines.join(' ')} — install them with ` +
      `\`sudo apt-get install ${engines.join(' ')}\` (Debian/Ubuntu); until then those engines are skipped` +
      (process.env.CI ? ' (and fail under CI)' : ''),
  );
} else {
  console.log('[browsers] Chromium, Firefox ESR and WebKitGTK are ready');
}
