import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { parseBootDataJson } from '@campus/contract/boot';
import { BOOT_ELEMENT_ID } from '@campus/contract/dom-ids';
import { DISCLAIMER_COOKIE } from '@campus/contract/fragment';
import { type Manifest, parseManifestJson } from '@campus/contract/manifest';
import type { ReleaseState } from '@campus/contract/release-state';
import { openReleaseStore, type Snapshot, storeUrlFrom, update } from '@campus/release-store/store';
import { CART_STORAGE_KEY } from '@campus/stores/storage';
import { expect, type Page } from '@playwright/test';
import { SHELL_ORIGIN } from './origins';

export const CART_KEY = CART_STORAGE_KEY;

/** A well-formed stored cart line (what the store itself writes). */
export function bowlLine(id: string, quantity = 1) {
  return {
    id,
    type: 'bowl',
    quantity,
    item: {
      id: 'teriyaki-chicken-bowl',
      name: 'Teriyaki Chicken Bowl',
      countryId: 'jp',
      proteins: ['Halal Chicken'],
      priceCents: 999,
    },
  };
}

/**
 * Before any page script runs: the demo notice dismissed (as the site records it: localStorage, and the cookie the
 * server reads) and, if given, a stored cart. Runs once per page load.
 */
export async function prepare(
  page: Page,
  options: { cart?: unknown; rawCart?: string; keepDisclaimer?: boolean } = {},
) {
  if (!options.keepDisclaimer) {
    await page.context().addCookies([{ name: DISCLAIMER_COOKIE, value: 'true', url: SHELL_ORIGIN }]);
  }
  await page.addInitScript(
    ({ key, cart, rawCart, keepDisclaimer }) => {
      if (sessionStorage.getItem('__prepared')) return;
      sessionStorage.setItem('__prepared', '1');
      if (!keepDisclaimer) localStorage.setItem('disclaimer-dismissed', 'true');
      if (rawCart !== undefined) localStorage.setItem(key, rawCart);
      else if (cart !== undefined) localStorage.setItem(key, JSON.stringify({ state: { items: cart }, version: 1 }));
    },
    { key: CART_KEY, cart: options.cart, rawCart: options.rawCart, keepDisclaimer: options.keepDisclaimer ?? false },
  );
}

/**
 * Before any page script runs: the browser says it has a network (`navigator.onLine` true), whatever the machine's
 * interfaces. A test about the site online sets that state itself: Chromium reports offline on a machine whose only
 * interface is loopback (a bare network namespace, a sandbox), and neither `context.setOffline(false)` nor CDP's
 * network emulation overrides it. Requests to other hosts are the test's to answer (`page.route`).
 */
export async function online(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true }),
  );
}

/**
 * Playwright's own console line when it blocks the site's service worker (playwright.config.ts: every project but the
 * service worker's own): said by the test browser, not the site.
 */
export const isBlockedWorkerNotice = (text: string): boolean =>
  text === 'Service Worker registration blocked by Playwright';

/**
 * axe on a page, run in the page itself (`axe.run`: the builder's legacy mode). Its default runs `axe.runPartial` in
 * every frame and then opens a blank page to finish each check: twice the time here (12 routes: 22 s against 12 s), for
 * frames the site does not have — the only iframe is the external video, swapped in on play, which neither mode can
 * look inside.
 */
/**
 * A journey through the running site from an mfe_info page already live: every remote in turn by the main navigation
 * (back to mfe_info by `infoLink`), then the cart, each slice live before the next link (a link followed before the
 * page runs is a plain page load, every file again).
 */
export async function visitEveryRemote(page: Page, infoLink: 'Home' | 'Smart Lockers'): Promise<void> {
  await expect(page.locator('[data-remote=mfe_info]')).toHaveAttribute('data-live', '');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, remote] of [
    ['Menu', 'mfe_menu'],
    ['Build Your Own', 'mfe_builder'],
    ['Meal Plans', 'mfe_plans'],
    [infoLink, 'mfe_info'],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page.locator(`[data-remote=${remote}][data-live] h1`).first()).toBeVisible();
  }
  await page.getByRole('link', { name: /^Cart, / }).click();
  await expect(page.locator('[data-remote=mfe_cart][data-live] h1').first()).toBeVisible();
}

export const axe = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true);

/**
 * A page's answer once the layout server has its remote's part: an address rendered on request may first come back
 * drawn by the browser (its render not within the page's budget on a busy machine: a 200 whose boot data says the
 * slot `failed`), and the render goes on into the server's memory — so a `failed` slot is asked again, until 20 s.
 * `redirect: 'manual'`: a 301 is the answer, not followed.
 */
export async function pageAnswer(url: string, init: RequestInit = {}): Promise<{ res: Response; body: string }> {
  const until = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(url, { redirect: 'manual', ...init });
    const body = await res.text();
    const boot = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`, 's').exec(body);
    const read = boot ? parseBootDataJson(boot[1] ?? '') : null;
    if (read?.ok !== true || read.value.slot?.state !== 'failed' || Date.now() > until) return { res, body };
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Console errors and uncaught exceptions of a page, for "no console errors" checks. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // The browser's notice that the page itself answered 404: an unknown id or address says so in its status
    // (status.spec.ts checks each one), which is not an error of the page. A file of the page that answers 404 is.
    if (/status of 404/.test(m.text()) && m.location().url === page.url()) return;
    errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * The page has come to rest: its requests done, the slice's code committed (the shell marks its container
 * `data-live`; pages without a slice, such as the 404, have none) and no finite animation still running (reveals,
 * toasts sliding in). A state to wait for, not a time: a slow machine only takes longer to get there.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      !document.querySelector('main [data-remote]:not([data-live])') &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
  );
}

/** A server the test started answers (a GET is ok): polled until it does, within `timeoutMs` (one helper, shared). */
export { waitForServer } from '../../scripts/nginx-front.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** A manifest as every reader reads it (@campus/contract): a test given a bad one stops there, naming the field. */
export function readManifest(text: string): Manifest {
  const read = parseManifestJson(text);
  if (!read.ok) throw new Error(read.message);
  return read.value;
}

/** The release store the site under test serves from (RELEASE_STORE, else the embedded .release-store/). */
export const openLiveStore = () => openReleaseStore(storeUrlFrom([]));

/** What is live now: the release store's state and its revision. */
export async function readLive(): Promise<Snapshot> {
  const store = openLiveStore();
  try {
    return await store.read();
  } finally {
    await store.close();
  }
}

/** The live manifest's text, as a test keeps it to put it back. */
export const readDeployedManifest = async (): Promise<string> =>
  `${JSON.stringify((await readLive()).state.manifest, null, 2)}\n`;

/**
 * Switches what is live the way a release does — one swap of the release store — and waits until the site under
 * test serves that revision (its /healthz), so the very next page is of it. `change` gets the state to edit.
 */
export async function switchLive(change: (state: ReleaseState) => ReleaseState, what = 'a test'): Promise<number> {
  const store = openLiveStore();
  let revision = 0;
  try {
    const done = await update(store, change, { who: 'e2e', what });
    if (!done.ok) throw new Error(done.message);
    revision = done.revision;
  } finally {
    await store.close();
  }
  for (const until = Date.now() + 5000; ; await new Promise((r) => setTimeout(r, 20))) {
    const health = (await (await fetch(`${SHELL_ORIGIN}/healthz`)).json()) as { revision: number | null };
    if ((health.revision ?? 0) >= revision) return revision;
    if (Date.now() > until)
      throw new Error(`the site did not switch to revision ${revision} (it serves ${health.revision})`);
  }
}

/** Puts a manifest live (its text, as a test kept it), the history left as it is. */
export const writeManifest = (text: string): Promise<number> =>
  switchLive((state) => ({ ...state, manifest: readManifest(text) }), 'the manifest a test writes');

/** Where the deploy tests build a second release of mfe-info (release "v2"). */
export const SECOND_RELEASE_DIR = '/tmp/campus-info-v2';

/** Builds the second release of mfe-info afresh, or (`reuse`) keeps one a test before already built. */
export function buildSecondRelease({ reuse = false } = {}): void {
  if (reuse && existsSync(resolve(SECOND_RELEASE_DIR, 'remoteEntry.js'))) return;
  rmSync(SECOND_RELEASE_DIR, { recursive: true, force: true });
  execFileSync('npx', ['vite', 'build', '--outDir', SECOND_RELEASE_DIR, '--emptyOutDir'], {
    cwd: resolve(ROOT, 'mfe-info'),
    env: { ...process.env, VITE_RELEASE: 'v2' },
    stdio: 'ignore',
  });
}
