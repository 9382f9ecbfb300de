#!/usr/bin/env node

// The main customer journeys in Firefox and WebKit (many customers are on iPhones: Safari is WebKit), on a phone and a
// desktop screen, against the built composed site. Playwright's own Firefox and WebKit builds cannot be downloaded
// everywhere, so this drives the stock engines Debian ships (see drivers.ts).
//   node e2e/engines/run.ts [--engine=firefox|webkit] [--journey=<name part>] [--shots=<folder>]
// --shots saves what each journey ended on, per engine and screen size, to be looked at.
// Serves the site with packages/server/serve.ts unless it already answers. A missing engine is skipped with a message saying
// how to install it — except under CI=true, where it is a failure.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import APPS from '../../packages/contract/apps.json' with { type: 'json' };
import { startOfflineSite, startTamperedSite } from '../site-copy.ts';
import { FIREFOX_BIN, firefox, MINIBROWSER_BIN, WEBKIT_DRIVER_BIN, webkit } from './drivers.ts';
import { JOURNEYS, runJourney } from './journeys.ts';

const BASE = `http://localhost:${APPS.shell.prodPort}`;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const onlyEngine = arg('engine');
const onlyJourney = arg('journey');
const shots = arg('shots');
if (shots) mkdirSync(shots, { recursive: true });

const hasXvfb = () =>
  Boolean(process.env.DISPLAY) || ['/usr/bin/Xvfb', '/usr/local/bin/Xvfb'].some((p) => existsSync(p));

const ENGINES = [
  {
    id: 'firefox',
    start: firefox,
    missing: () => (existsSync(FIREFOX_BIN) ? null : "Debian's firefox-esr (apt-get install firefox-esr)"),
  },
  {
    id: 'webkit',
    start: webkit,
    missing: () =>
      existsSync(WEBKIT_DRIVER_BIN) && existsSync(MINIBROWSER_BIN) && hasXvfb()
        ? null
        : "WebKitGTK's driver and a virtual display (apt-get install webkit2gtk-driver xvfb)",
  },
].filter((e) => !onlyEngine || e.id === onlyEngine);

async function answers(url: string) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** The composed site as `npm start` serves it; started here when nothing answers yet. */
async function ensureSite() {
  const urls = [`${BASE}/`, ...Object.values(APPS.remotes).map((r) => `http://localhost:${r.prodPort}/remoteEntry.js`)];
  if ((await Promise.all(urls.map(answers))).every(Boolean)) return () => undefined;
  const server = spawn(process.execPath, [join(ROOT, 'packages', 'server', 'serve.ts')], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    if ((await Promise.all(urls.map(answers))).every(Boolean)) return () => server.kill();
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error('the composed site did not start (is it built? npm run build)');
}

let passed = 0;
let failed = 0;
let flaky = 0;
const journeys = JOURNEYS.filter((j) => !onlyJourney || j.name.includes(onlyJourney));
/**
 * The engine started; under CI, a start that fails is tried once more, and said (as a journey that fails once is): a
 * browser's start is the machine's moment, not the site's.
 */
async function startEngine(engine: (typeof ENGINES)[number]) {
  try {
    return await engine.start();
  } catch (error) {
    if (!process.env.CI) throw error;
    console.log(`[engines] ${engine.id} did not start (${error instanceof Error ? error.message : error}); once more`);
    return engine.start();
  }
}

const stopSite = await ensureSite();
// The copy whose mfe-menu host serves one altered module, for the journey that checks it is refused.
const tampered = journeys.some((j) => j.tampered) ? await startTamperedSite() : undefined;
const sites = { site: BASE, tampered, startOffline: startOfflineSite };
const started = Date.now();
try {
  for (const engine of ENGINES) {
    const missing = engine.missing();
    if (missing) {
      const verdict = process.env.CI ? 'FAILED' : 'skipped';
      console.log(`[engines] ${engine.id} ${verdict}: not installed — needs ${missing}`);
      if (process.env.CI) failed += 1;
      continue;
    }
    const driver = await startEngine(engine);
    console.log(`[engines] ${driver.engine} ${driver.version}`);
    try {
      for (const size of SIZES) {
        const { width } = await driver.setSize(size.width, size.height);
        for (const journey of journeys.filter((j) => !j.sizes || j.sizes.includes(size.name))) {
          const t0 = Date.now();
          const label = `${driver.engine} · ${size.name} ${width} px · ${journey.name}`;
          // As the Playwright projects do under CI: a journey that fails is run once more, and one that then passes
          // is reported as flaky with its first failure (never hidden), so one lost race does not fail the suite.
          const attempts = process.env.CI ? 2 : 1;
          const failures = [];
          for (let attempt = 1; attempt <= attempts && failures.length === attempt - 1; attempt++) {
            try {
              await runJourney(driver, sites, journey);
            } catch (error) {
              failures.push(error instanceof Error ? error.message : String(error));
            }
          }
          const secs = ((Date.now() - t0) / 1000).toFixed(1);
          if (failures.length === attempts) {
            failed += 1;
            console.log(`  ✘ ${label}: ${failures.join(' | then: ')}`);
            continue;
          }
          if (shots) {
            const name = `${driver.engine}-${size.name}-${journey.name.replace(/\W+/g, '-')}.png`.toLowerCase();
            await driver.screenshot(join(shots, name));
          }
          passed += 1;
          if (failures.length > 0) {
            flaky += 1;
            console.log(`  ~ ${label} (${secs} s) flaky, passed on its second run; first: ${failures[0]}`);
          } else console.log(`  ✓ ${label} (${secs} s)`);
        }
      }
    } finally {
      await driver.close();
    }
  }
} finally {
  tampered?.stop();
  stopSite();
}
console.log(`[engines] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`engines: ${passed} passed (${flaky} flaky), ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
