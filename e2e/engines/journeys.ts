// The main customer journeys, written once for every engine (see drivers.ts for the interface).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Driver, Query } from './drivers.ts';
import { axeViolations, dialogState, focusInDialog, pageState, resetStorage } from './in-page.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How long a state may take to show: generous, so that a slow or busy machine is not a failure (speed is the bench's). */
const WAIT_MS = 30_000;

/** A stored cart line exactly as the menu slice writes it. */
const TERIYAKI_LINE = {
  id: 'cart-engines-1',
  type: 'bowl',
  quantity: 1,
  item: {
    id: 'teriyaki-chicken-bowl',
    name: 'Teriyaki Chicken Bowl',
    countryId: 'jp',
    proteins: ['Halal Chicken'],
    priceCents: 999,
  },
};

/** Waits until the page shows what a person expects (checked on what is on screen), or fails saying what it showed. */
async function see(
  d: Driver,
  expected: (s: ReturnType<typeof pageState>) => boolean,
  what: string,
  timeoutMs = WAIT_MS,
) {
  const until = Date.now() + timeoutMs;
  let state: ReturnType<typeof pageState> | undefined;
  while (Date.now() < until) {
    state = await d.run(pageState);
    if (expected(state)) return state;
    await sleep(100);
  }
  throw new Error(`expected ${what}; saw ${state?.path} "${state?.h1}" (${state?.cart})`);
}

/** The shell scrolls smoothly to the top after a link click: let it land before the next tap. */
async function settle(d: Driver) {
  let last = -1;
  for (let i = 0; i < 30; i++) {
    const { scrollY } = await d.run(pageState);
    if (scrollY === last) return;
    last = scrollY;
    await sleep(120);
  }
}

/**
 * Never wider than the screen, the manifest not downloaded (it is composed into the page), no picture failed, and each
 * module file fetched once.
 */
async function looksRight(d: Driver, { drawnByBrowser = false } = {}) {
  const s = await d.run(pageState);
  if (s.page > s.screen) throw new Error(`${s.path} is ${s.page}px wide on a ${s.screen}px screen`);
  // The server composed the page with the manifest in it: the browser never downloads it (it did twice here once). A
  // page the browser draws itself (offline, from the shell's plain page) reads it once.
  const reads = drawnByBrowser ? 1 : 0;
  if (s.manifestReads > reads) throw new Error(`${s.path}: /remotes.json downloaded ${s.manifestReads} times`);
  // Every picture on screen loaded (a picture that fails shows its name instead: SmartImage's failed state).
  const failedPictures = await d.run(() => document.querySelectorAll('[data-image-state="failed"]').length);
  if (failedPictures > 0) throw new Error(`${s.path}: ${failedPictures} pictures failed to load`);
  // Each module file once: WebKit once fetched a file both for its modulepreload hint and for the import itself.
  const twice = await d.run(modulesFetchedTwice);
  if (twice.length > 0) throw new Error(`${s.path}: fetched twice: ${twice.join(', ')}`);
}

/**
 * The page's JavaScript files that the browser's resource timing lists more than once as a fetch. An entry that took
 * 0 ms and moved 0 bytes is not one: WebKit lists a second use of the same download from its memory cache (seen for
 * /preload-route.js on /, right after its 304 revalidation); a fetch, even one the HTTP cache answers, takes time.
 */
function modulesFetchedTwice() {
  const counts = new Map<string, number>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.duration === 0 && entry.transferSize === 0) continue;
    if (/\.m?js$/.test(new URL(entry.name).pathname)) counts.set(entry.name, (counts.get(entry.name) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 1).map(([url]) => url);
}

const button = (name: string, match: Query['match'] = 'exact'): Query => ({ role: 'button', name, match });
const link = (name: string, match: Query['match'] = 'exact'): Query => ({ role: 'link', name, match });

/**
 * The page runs: the shell marks the slice's container `data-live` once React has committed its code, and `<html>`
 * `data-shell-live` once its own (a page without a slice, such as the 404, has only that).
 */
function hydrated() {
  const slice = document.querySelector('main [data-remote]');
  return slice
    ? Boolean(document.querySelector('main [data-remote][data-live] h1'))
    : document.documentElement.hasAttribute('data-shell-live');
}

/**
 * A person's tap on a page that works: once the page is React's (a tap before that is held and replayed by the shell,
 * which the Playwright tests check; here the journeys check the page itself), and once the control is there.
 */
async function tap(d: Driver, query: Query) {
  for (const until = Date.now() + WAIT_MS; !(await d.run(hydrated)) && Date.now() < until; ) await sleep(100);
  for (let tries = 0; ; tries++) {
    try {
      await d.click(query);
      break;
    } catch (error) {
      if (tries >= 30 || !String(error).includes('nothing to click')) throw error;
      await sleep(150);
    }
  }
  await settle(d);
}

/** What axe checks: WCAG 2.2 A and AA, as e2e/tests/a11y.spec.ts. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Waits until the open dialog is as expected, or fails saying what it was. */
async function seeDialog(d: Driver, expected: (s: ReturnType<typeof dialogState>) => boolean, what: string) {
  let state: ReturnType<typeof dialogState> | undefined;
  for (const until = Date.now() + WAIT_MS; Date.now() < until; await sleep(100)) {
    state = await d.run(dialogState);
    if (expected(state)) return state;
  }
  throw new Error(`expected ${what}; saw ${JSON.stringify(state)}`);
}

/**
 * A modal as the platform makes it, in this engine: open and modal with focus inside (on `startsOn` when given), the
 * page behind inert and still; Tab from its last control goes to its first and Shift+Tab back; axe finds nothing.
 */
async function checkModal(
  d: Driver,
  { dialog, first, last, startsOn }: { dialog: string; first: string; last: string; startsOn?: string },
) {
  const s = await seeDialog(d, (s) => s.dialog === dialog && s.focusInside, `${dialog} open, focus inside`);
  if (startsOn && s.focus !== startsOn) throw new Error(`${dialog}: focus started on "${s.focus}", not "${startsOn}"`);
  if (!s.modal) throw new Error(`${dialog} is not modal`);
  if (s.behindTakesFocus) throw new Error(`${dialog}: a control of the page behind takes focus`);
  if (s.pageScrolls) throw new Error(`${dialog}: the page behind can scroll`);
  if (!(await d.run(focusInDialog, last))) throw new Error(`${dialog} has no "${last}"`);
  await d.press('Tab');
  await seeDialog(d, (s) => s.focus === first, `Tab from "${last}" on "${first}"`);
  await d.press('Shift+Tab');
  await seeDialog(d, (s) => s.focus === last, `Shift+Tab from "${first}" on "${last}"`);
  await d.runSource(AXE_SOURCE);
  const violations = await d.run(axeViolations, AXE_TAGS);
  if (violations.length) throw new Error(`axe with ${dialog} open: ${violations.join(' | ')}`);
}

/** Escape closes the open dialog and focus returns to its opener (named `opener…`); the page scrolls again. */
async function escapeTo(d: Driver, opener: string) {
  await d.press('Escape');
  await seeDialog(
    d,
    (s) => s.dialog === null && (s.focus ?? '').startsWith(opener) && s.pageScrolls && s.behindTakesFocus,
    `no dialog, focus back on "${opener}…", the page live again`,
  );
}

/** A copy of the site (../site-copy.ts). */
export type SiteCopy = { shellOrigin: string; alteredUrl: string; stop: () => void };
/**
 * The composed site; the copy whose mfe-menu host serves one altered module, when a journey needs it; and how to
 * start a copy as built, which the offline journey stops.
 */
export type Sites = {
  site: string;
  tampered?: SiteCopy;
  startOffline?: () => Promise<SiteCopy>;
  offline?: SiteCopy;
};
export type Journey = {
  name: string;
  cart?: unknown[];
  path: string;
  tampered?: boolean;
  offline?: boolean;
  sizes?: string[];
  expectedErrors?: (error: string, sites: Sites) => boolean;
  steps: (d: Driver, sites: Sites) => Promise<void>;
};

export const JOURNEYS: Journey[] = [
  {
    name: 'home',
    path: '/',
    async steps(d) {
      await see(d, (s) => s.h1.startsWith('Healthy, Halal'), 'the home hero');
      await looksRight(d);
      await tap(d, link('View Meal Plans'));
      await see(d, (s) => s.path === '/meal-plans' && s.h1 !== '', 'the meal plans page');
      await looksRight(d);
    },
  },
  {
    name: 'menu',
    path: '/menu',
    async steps(d) {
      await see(d, (s) => s.h1 === 'Fresh Bowl Menu', 'the menu');
      await looksRight(d);
      await tap(d, { role: 'tab', name: 'Smart Value' });
      await see(d, (s) => s.main.includes('Student Bowl'), 'the Smart Value tab');
      await looksRight(d);
    },
  },
  {
    name: 'bowl detail → cart',
    path: '/bowl/teriyaki-chicken-bowl?country=jp',
    async steps(d) {
      await see(d, (s) => s.h1 === 'Teriyaki Chicken Bowl', 'the bowl detail');
      await looksRight(d);
      // The bowl comes as the kitchen makes it, its own chicken chosen: tofu goes in beside it (+$1.50).
      await tap(d, button('Crispy Tofu', 'prefix'));
      await tap(d, button('Add to Cart'));
      await see(d, (s) => s.cart === 'Cart, 1 item', 'one item in the cart');
      await tap(d, link('Cart, 1 item'));
      await see(
        d,
        (s) =>
          s.path === '/cart' &&
          s.main.includes('Teriyaki Chicken Bowl') &&
          s.main.includes('Edamame') &&
          s.main.includes('Grilled halal chicken, Crispy Tofu') &&
          s.main.includes('$11.49'),
        'the bowl in the cart, with its choices and what its price adds up from',
      );
      await looksRight(d);
    },
  },
  {
    name: 'builder start → cart',
    path: '/build-your-own',
    async steps(d) {
      await see(d, (s) => s.h1 === 'Build Your Own Bowl', 'the builder');
      await looksRight(d);
      for (const choice of ['Basmati Rice', 'Halal Chicken', 'Grilled Zucchini', null, 'Mint Chutney', null]) {
        if (choice) await tap(d, button(choice, 'prefix'));
        await tap(d, button('Next'));
      }
      await see(d, (s) => s.main.includes('Step 7 of 7'), 'the Review step');
      await tap(d, button('Add to Cart'));
      await see(d, (s) => s.path === '/cart' && s.cart === 'Cart, 1 item', 'the custom bowl in the cart');
      await looksRight(d);
    },
  },
  {
    name: 'plan → cart',
    path: '/meal-plans/19-99',
    async steps(d) {
      await see(d, (s) => s.h1 === '$19.99 Plan Builder', 'the $19.99 plan builder');
      await looksRight(d);
      for (const choice of ['Caprese Panini', 'Pop Drink', 'Pop Drink', 'Chocolate Chip Cookie', 'Protein Bar']) {
        await tap(d, button(choice, 'prefix'));
      }
      await see(d, (s) => s.main.includes('Ready to add to your cart.'), 'a complete bundle');
      await tap(d, button('Add to Cart', 'prefix'));
      await see(d, (s) => s.path === '/cart' && s.main.includes('$19.99 Plan Bundle'), 'the bundle in the cart');
      await looksRight(d);
    },
  },
  {
    name: 'cart edits',
    path: '/cart',
    cart: [TERIYAKI_LINE],
    async steps(d) {
      await see(d, (s) => s.h1 === 'Your Cart' && s.cart === 'Cart, 1 item', 'a cart with one bowl');
      await looksRight(d);
      await tap(d, button('Increase quantity of Teriyaki Chicken Bowl'));
      await see(d, (s) => s.cart === 'Cart, 2 items', 'two bowls');
      await tap(d, button('Decrease quantity of Teriyaki Chicken Bowl'));
      await see(d, (s) => s.cart === 'Cart, 1 item', 'one bowl again');
      await tap(d, button('Remove', 'prefix'));
      await see(d, (s) => s.main.includes('Your cart is empty') && s.cart === 'Cart, 0 items', 'the empty cart');
      await looksRight(d);
    },
  },
  {
    // The import map's integrity (placed by the layout server) in this engine: a module of mfe-menu served with one
    // extra byte is refused, the slice reads as in an outage with Retry, the shell names the file, the rest works.
    name: 'altered module refused',
    path: '/menu',
    tampered: true,
    // The engine's own report of the refused file (or of the import it failed) is expected; nothing else.
    expectedErrors: (error, { tampered }) => Boolean(tampered && error.includes(tampered.alteredUrl)),
    async steps(d, { tampered }) {
      const readOnly = "This page didn't fully load.";
      await see(d, (s) => s.h1 === 'Fresh Bowl Menu' && s.main.includes(readOnly), 'the menu readable, with Retry');
      if (await d.run(hydrated)) throw new Error('the menu ran: the altered module was not refused');
      // Another attempt (Retry), so the shell's line is seen in every engine (WebKit's hook starts after the load).
      await d.warnings();
      await d.click(button('Retry'));
      const expected = `[shell] remote mfe_menu is unavailable: ${tampered?.alteredUrl} does not match`;
      let ours: string[] = [];
      for (const until = Date.now() + WAIT_MS; ours.length === 0 && Date.now() < until; await sleep(100)) {
        ours = (await d.warnings()).filter((line) => line.startsWith('[shell] remote mfe_menu'));
      }
      if (ours.length !== 1 || !ours[0]?.startsWith(expected)) {
        throw new Error(`expected one line naming ${tampered?.alteredUrl}; saw ${JSON.stringify(ours)}`);
      }
      await see(d, (s) => s.main.includes("didn't load"), 'the slice still unavailable after Retry');
      // The rest of the site works: another slice loads and runs. The address changes before the cart is drawn (the
      // menu's "didn't load" stays on screen until then), so what is waited for is the cart's own container, live.
      await d.click(link('Cart, 0 items'));
      const cartLive = () => Boolean(document.querySelector('main [data-remote="mfe_cart"][data-live] h1'));
      for (const until = Date.now() + WAIT_MS; !(await d.run(cartLive)) && Date.now() < until; ) await sleep(100);
      if (!(await d.run(cartLive))) {
        // What it showed and what the page said, so a failure here explains itself.
        const s = await d.run(pageState);
        const said = [...(await d.warnings()), ...(await d.errors())].slice(-6);
        throw new Error(
          `the cart page did not run: ${s.path} shows "${s.main.slice(0, 160)}"; the page said ${JSON.stringify(said)}`,
        );
      }
      await see(d, (s) => s.path === '/cart' && s.h1 === 'Your cart is empty', 'the empty cart');
    },
  },
  {
    // After one visit online the service worker has kept the site; then its hosts go away (the copy's server is
    // stopped: the browser still thinks it is online, as in a basement with one bar). A bowl page never seen opens,
    // goes to the cart, the cart changes, and a reload keeps it all.
    name: 'offline after one visit',
    path: '/menu',
    offline: true,
    // Once per engine: the second size would test the same worker on the same origin again (where WebKit may empty
    // the caches under it: pwa.spec's "files the browser dropped…" covers that; docs/history/testing.md).
    sizes: ['phone'],
    async steps(d, { offline }) {
      if (!offline) throw new Error('the copy of the site for the offline journey is not running');
      await see(d, (s) => s.h1 === 'Fresh Bowl Menu', 'the menu');
      const kept = () => document.documentElement.hasAttribute('data-offline-ready');
      for (const until = Date.now() + 60_000; !(await d.run(kept)) && Date.now() < until; ) await sleep(200);
      if (!(await d.run(kept))) throw new Error('the service worker never said the site was kept for offline use');
      offline.stop();
      await d.goto(`${offline.shellOrigin}/bowl/teriyaki-chicken-bowl?country=jp`);
      await see(d, (s) => s.h1 === 'Teriyaki Chicken Bowl', 'the bowl page, offline');
      // It comes as described, its own protein chosen: added as it is.
      await tap(d, button('Add to Cart'));
      await see(d, (s) => s.cart === 'Cart, 1 item', 'one item in the cart, offline');
      await tap(d, link('Cart, 1 item'));
      await see(
        d,
        (s) => s.path === '/cart' && s.main.includes('Teriyaki Chicken Bowl'),
        'the bowl in the cart, offline',
      );
      await tap(d, button('Increase quantity of Teriyaki Chicken Bowl'));
      await see(d, (s) => s.cart === 'Cart, 2 items', 'two bowls, offline');
      await d.goto(`${offline.shellOrigin}/cart`);
      await see(
        d,
        (s) => s.main.includes('Teriyaki Chicken Bowl') && s.cart === 'Cart, 2 items',
        'the cart after a reload',
      );
      await looksRight(d, { drawnByBrowser: true });
    },
  },
  {
    // Every kind of modal: the phone's side menu, My diet, the question before adding (#44).
    name: 'dialogs',
    path: '/bowl/fajita-veg-bowl?country=mx',
    async steps(d) {
      await see(d, (s) => s.h1 === 'Fajita Veg Bowl', 'the bowl page');
      const phone = await d.run(
        () => (document.querySelector('header button[aria-label="Open menu"]')?.getBoundingClientRect().width ?? 0) > 0,
      );
      if (phone) {
        await tap(d, button('Open menu'));
        await checkModal(d, { dialog: 'dialog Site menu', first: 'Campus Bowls', last: 'Help' });
        await escapeTo(d, 'Open menu');
      }
      await tap(d, button('My diet, ', 'prefix'));
      await checkModal(d, { dialog: 'dialog My diet', first: 'Close', last: 'Done', startsOn: 'Close' });
      await tap(d, { ...button('Fish'), within: 'dialog[open]' });
      await escapeTo(d, 'My diet, 1 rule');
      await tap(d, button('Grilled Salmon', 'prefix'));
      const question = "alertdialog Grilled Salmon doesn't fit your diet";
      await checkModal(d, { dialog: question, first: 'Keep it out', last: 'Add anyway', startsOn: 'Keep it out' });
      await escapeTo(d, 'Grilled Salmon');
    },
  },
  {
    name: '404',
    path: '/no/such/page',
    async steps(d) {
      await see(d, (s) => s.h1 === 'Oops! Page not found', 'the 404 page');
      await looksRight(d);
      await tap(d, link('Return to Home'));
      await see(d, (s) => s.path === '/' && s.h1.startsWith('Healthy, Halal'), 'home again');
    },
  },
];

/**
 * Firefox's line for a picture whose request the page dropped (the picture left the screen, as a builder step does)
 * while the service worker was still answering it: "Failed to load ‘…’. A ServiceWorker intercepted the request and
 * encountered an unexpected error." (its network log shows the image loader's cancel, then this). Nothing fails for
 * the customer; a picture that really fails on screen is caught by looksRight.
 */
const cancelledPicture = (error: string) =>
  /Failed to load ‘[^’]+\/assets\/[^’]+\.(svg|png|webp|jpe?g|avif)’\. A ServiceWorker intercepted the request/.test(
    error,
  );

/** One journey from a fresh start: storage reset on the site's origin, then a full load of its first page. */
export async function runJourney(d: Driver, sites: Sites, journey: Journey) {
  // The offline journey stops its copy's server: a copy of its own, each time.
  const offline = journey.offline ? await sites.startOffline?.() : undefined;
  try {
    await runOn(d, { ...sites, offline }, journey);
  } finally {
    offline?.stop();
  }
}

async function runOn(d: Driver, sites: Sites, journey: Journey) {
  const base = journey.tampered
    ? sites.tampered?.shellOrigin
    : journey.offline
      ? sites.offline?.shellOrigin
      : sites.site;
  if (!base) throw new Error('the copy of the site this journey needs is not running');
  await d.goto(`${base}/help`);
  // Let it settle (its page's code arrives after the load event now that the HTML has the content): leaving it while
  // that code is still on its way aborts the import, which Firefox reports as an error of the next page.
  for (const until = Date.now() + WAIT_MS; !(await d.run(hydrated)) && Date.now() < until; ) await sleep(100);
  // Storage is reset on a document of the origin that runs none of the site's code: a page with a stored cart prices
  // its lines when the browser is idle and saves them, which after a reset there put the last journey's line back
  // (seen in Firefox: "Cart, 2 items" where one was added).
  await d.goto(`${base}/favicon.svg`);
  await d.run(resetStorage, journey.cart ? JSON.stringify({ state: { items: journey.cart }, version: 1 }) : null);
  await d.errors(); // only what this journey causes counts
  await d.goto(`${base}${journey.path}`);
  await journey.steps(d, sites);
  const errors = (await d.errors()).filter((e) => !journey.expectedErrors?.(e, sites) && !cancelledPicture(e));
  if (errors.length) throw new Error(`console errors: ${errors.join(' | ')}`);
}
