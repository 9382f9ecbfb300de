#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
/**
 * Looks at a page as a customer would: full-page screenshot in Chromium, plus the console errors and failed requests.
 *   node scripts/screenshot.ts http://localhost:4173/menu /tmp/menu.png [--phone] [--wait=ms]
 */
import CHROMIUM from '../packages/vite/chromium.json' with { type: 'json' };

const [url, out = '/tmp/shot.png', ...flags] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/screenshot.ts URL OUT.png [--phone] [--wait=ms]');
  process.exit(2);
}
const phone = flags.includes('--phone');
const wait = Number(flags.find((f) => f.startsWith('--wait='))?.split('=')[1] ?? 600);
const executablePath = existsSync(CHROMIUM.debianPath) ? CHROMIUM.debianPath : undefined;
const browser = await chromium.launch({
  executablePath,
  args: CHROMIUM.args,
});
const context = await browser.newContext(
  phone
    ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
    : { viewport: { width: 1366, height: 900 } },
);
const page = await context.newPage();
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') console.log(`[console.${m.type()}] ${m.text()}`);
});
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
page.on('requestfailed', (r) => console.log(`[requestfailed] ${r.url()} ${r.failure()?.errorText}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(wait);
// Let scroll-reveal cards show in a full-page shot.
await page.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 400) {
    window.scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 40));
  }
  window.scrollTo(0, 0);
});
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
console.log(`saved ${out}`);
await browser.close();
