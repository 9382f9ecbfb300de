#!/usr/bin/env node
/**
 * The home-screen icons of the installable site (shell/public/icons/), drawn from the logo (shell/public/favicon.svg)
 * by the project's own Chromium: no image library needed. Run again after changing the logo or the primary colour:
 *   node scripts/make-icons.ts
 * - icon-192.png, icon-512.png: the logo on a transparent background (purpose "any");
 * - maskable-512.png: the logo inside the safe zone on the primary colour, full bleed (purpose "maskable": Android
 *   crops it to its own shape);
 * - apple-touch-icon.png (180 px): the same full-bleed art, as iOS draws transparency black.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import CHROMIUM from '../packages/vite/chromium.json' with { type: 'json' };
import { themeColours } from '../packages/vite/web-app-manifest.ts';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(ROOT, 'shell/public/icons');
const logo = readFileSync(resolve(ROOT, 'shell/public/favicon.svg'), 'utf8');
const { theme } = themeColours();
const src = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

const ICONS: { file: string; size: number; background: string | null; logoShare: number }[] = [
  { file: 'icon-192.png', size: 192, background: null, logoShare: 1 },
  { file: 'icon-512.png', size: 512, background: null, logoShare: 1 },
  // The maskable safe zone is the centred circle of 80 % of the width: the logo (a circle) fills 76 % of it.
  { file: 'maskable-512.png', size: 512, background: theme, logoShare: 0.76 },
  { file: 'apple-touch-icon.png', size: 180, background: theme, logoShare: 0.76 },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: existsSync(CHROMIUM.debianPath) ? CHROMIUM.debianPath : undefined,
  args: CHROMIUM.args,
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const logoPx = Math.round(icon.size * icon.logoShare);
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.background ?? 'transparent'}"><img src="${src}" width="${logoPx}" height="${logoPx}" alt=""></body></html>`,
    );
    await page.locator('img').evaluate((img) => (img as HTMLImageElement).decode());
    await page.screenshot({ path: resolve(OUT, icon.file), omitBackground: icon.background === null });
    await page.close();
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
