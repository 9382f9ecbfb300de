// One small interface over two stock engines, so the journeys are written once:
//   Firefox (Debian's firefox-esr) over WebDriver BiDi with puppeteer-core,
//   WebKit (WebKitGTK's MiniBrowser) over classic WebDriver with selenium-webdriver and WebKitWebDriver.
// Both are real browsers with real input: a click lands where a person's would, or fails if something covers it.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ElementHandle } from 'puppeteer-core';
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { drainErrorHook, drainWarnings, findElement, installErrorHook } from './in-page.ts';

export const FIREFOX_BIN = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_BIN = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_BIN = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const call = (fn: (...args: never[]) => unknown) => `return (${fn.toString()}).apply(null, arguments)`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Query = {
  role: 'button' | 'link' | 'heading' | 'tab' | 'text';
  name: string;
  match?: 'exact' | 'prefix' | 'contains';
  within?: string;
};
export type Driver = {
  engine: string;
  version: string;
  goto(url: string): Promise<void>;
  run<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<Awaited<T>>;
  click(q: Query): Promise<void>;
  press(key: 'Tab' | 'Shift+Tab' | 'Escape'): Promise<void>;
  runSource(source: string): Promise<void>;
  setSize(width: number, height: number): Promise<{ width: number }>;
  errors(): Promise<string[]>;
  warnings(): Promise<string[]>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
};

export async function firefox(): Promise<Driver> {
  const { default: puppeteer } = await import('puppeteer-core');
  // Service workers on, as a customer's Firefox has them (the site's worker controls every page after the first).
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_BIN,
    headless: true,
    // Firefox makes a fresh profile at each start; on a machine still busy with the suite before it, that took more
    // than puppeteer's 30 s once (`npm test`, after the fleet project).
    timeout: 90_000,
  });
  const page = await browser.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} @ ${JSON.stringify(m.location?.() ?? {})}`);
    if (m.type() === 'warn') warnings.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${(e as Error).message}`));
  return {
    engine: 'Firefox',
    version: (await browser.version()).replace('firefox/', ''),
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    run: <T>(fn: (...args: never[]) => T, ...args: unknown[]) =>
      page.evaluate(fn as (...args: unknown[]) => T, ...args),
    async click(q) {
      const handle = await page.evaluateHandle(findElement, q);
      const el = handle.asElement() as ElementHandle<Element> | null;
      if (!el) throw new Error(`nothing to click: ${q.role} "${q.name}"`);
      await el.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
      // A real click at the element's centre; refuse when something else would receive it.
      const covered = await el.evaluate((node) => {
        const box = node.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit && !node.contains(hit) ? hit.outerHTML.slice(0, 120) : null;
      });
      if (covered) throw new Error(`${q.role} "${q.name}" is covered by ${covered}`);
      await el.click();
    },
    async press(key) {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else await page.keyboard.press(key);
    },
    // Evaluated by the driver, not through a <script> element: the site's CSP refuses inline scripts.
    async runSource(source) {
      await page.evaluate(source);
    },
    async setSize(width, height) {
      await page.setViewport({ width, height });
      return { width: await page.evaluate(() => window.innerWidth) };
    },
    errors: async () => errors.splice(0),
    warnings: async () => warnings.splice(0),
    async screenshot(path) {
      await page.screenshot({ path });
    },
    close: () => browser.close(),
  };
}

/** A private X display for MiniBrowser (it needs one even when nobody looks). */
async function startXvfb() {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop() {} };
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    (xvfb.stdio[3] as Readable).on('data', (d) => {
      text += d;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, stop: () => xvfb.kill() };
}

/** MiniBrowser's GTK toolbar keeps windows at least ~450 px wide; a user stylesheet lets them shrink to a phone's. */
function gtkConfigHome() {
  const home = mkdtempSync(join(tmpdir(), 'campus-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(
    join(home, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; -gtk-icon-transform: scale(0.5); }\n',
  );
  return home;
}

async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function webkit(): Promise<Driver> {
  const { Builder, Key } = await import('selenium-webdriver');
  const x = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER_BIN, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: x.display, XDG_CONFIG_HOME: gtkConfigHome() },
  });
  let driver: WebDriver | undefined;
  for (let attempt = 0; attempt < 50 && !driver; attempt++) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER_BIN, args: ['--automation'] },
        })
        .build();
    } catch (error) {
      if (attempt === 49) throw error;
      await sleep(200);
    }
  }
  if (!driver) throw new Error('WebKitWebDriver gave no session');
  const caps = await driver.getCapabilities();
  return {
    engine: 'WebKit',
    version: `WebKitGTK ${caps.get('browserVersion')}`,
    async goto(url) {
      await driver.get(url);
      await driver.executeScript(call(installErrorHook));
    },
    run: <T>(fn: (...args: never[]) => T, ...args: unknown[]) => driver.executeScript<Awaited<T>>(call(fn), ...args),
    async click(q) {
      const el = await driver.executeScript<WebElement | null>(call(findElement), q);
      if (!el) throw new Error(`nothing to click: ${q.role} "${q.name}"`);
      // Into the middle of the screen, as a thumb would scroll it; WebDriver's click then refuses if anything
      // (a toast, a sticky bar) lies on top of it.
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", el);
      await el.click().catch((error: Error) => {
        throw new Error(`${q.role} "${q.name}" could not be clicked: ${error.name} ${error.message}`.trim());
      });
    },
    async press(key) {
      const actions = driver.actions();
      if (key === 'Shift+Tab') await actions.keyDown(Key.SHIFT).sendKeys(Key.TAB).keyUp(Key.SHIFT).perform();
      else await actions.sendKeys(key === 'Tab' ? Key.TAB : Key.ESCAPE).perform();
    },
    async runSource(source) {
      await driver.executeScript(source);
    },
    async setSize(width, height) {
      // Ask for the window, then correct by what the page actually gets (window borders differ by theme).
      await driver.manage().window().setRect({ width, height });
      const inner = await driver.executeScript<number>('return window.innerWidth');
      if (inner !== width)
        await driver
          .manage()
          .window()
          .setRect({ width: width + (width - inner), height });
      return { width: await driver.executeScript<number>('return window.innerWidth') };
    },
    errors: () => driver.executeScript<string[]>(call(drainErrorHook)),
    warnings: () => driver.executeScript<string[]>(call(drainWarnings)),
    async screenshot(path) {
      writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async close() {
      await driver.quit().catch(() => undefined);
      driverProcess.kill();
      x.stop();
    },
  };
}
