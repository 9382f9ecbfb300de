import { availableParallelism, loadavg } from 'node:os';
import { LIVE_EVENT, TAP_ATTRIBUTE } from '@campus/contract/dom-ids';
import { test as base, expect, type Page } from '@playwright/test';
import { CART_KEY, prepare, watchErrors } from './support';

/** The pages whose server HTML has controls to tap (the cart's are drawn by its code: the cart lives in the browser). */
const INTERACTIVE_PAGES = [
  '/',
  '/menu',
  '/smart-value',
  '/bowl/teriyaki-chicken-bowl?country=jp',
  '/build-your-own',
  '/suggest-a-bowl',
  '/meal-plans/19-99',
  '/meal-plans/24-99',
  '/meal-plans/signature-meal',
  '/loyalty',
  '/help',
  '/download-app',
];

/**
 * A customer on a slow phone acts the moment a control shows — before the page's code runs — and nothing is lost:
 * what was typed and selected is what gets submitted, what was tapped is in the cart. Each test covers one
 * interactive page whose server HTML has controls; the project (`slow-phone`, playwright.config.ts) runs only this
 * file. (The cart's controls are drawn by its code — the cart lives in the browser — so nothing can be tapped there
 * before the code runs.)
 *
 * The phone: Chromium's CPU slowed ×6 and a 1.6 Mbps down / 750 kbps up / 150 ms network, set over CDP on each page
 * before it loads (what Lighthouse's mobile preset means by a slow phone, applied for real rather than simulated).
 */
const SLOW_PHONE = { cpuRate: 6, downKbps: 1600, upKbps: 750, latencyMs: 150 } as const;

const test = base.extend<{ slowPage: Page }>({
  slowPage: async ({ page }, use) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuRate });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: (SLOW_PHONE.downKbps * 1000) / 8,
      uploadThroughput: (SLOW_PHONE.upKbps * 1000) / 8,
    });
    await use(page);
  },
});

/**
 * Whether the page's code was running yet (its slice `data-live`, or for the shell's own controls `<html
 * data-shell-live>`), recorded as an annotation: on this phone the first actions land before it, which is the point.
 */
async function noteWhetherLive(page: Page, what: string): Promise<void> {
  const live = await page.evaluate(() => ({
    slice: !!document.querySelector('main [data-remote][data-live]'),
    shell: document.documentElement.hasAttribute('data-shell-live'),
  }));
  test.info().annotations.push({
    type: 'acted before the code ran',
    description: `${what}: slice ${live.slice ? 'already live' : 'not live yet'}, shell ${live.shell ? 'already live' : 'not live yet'}`,
  });
}

const storedItems = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"state":{"items":[]}}').state.items, CART_KEY);
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

test('home: the e-mail typed and submitted at once is the one signed up; My diet opens and keeps a rule', async ({
  slowPage: page,
}) => {
  const errors = watchErrors(page);
  await prepare(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('E-mail address').fill('early@university.ca');
  await noteWhetherLive(page, 'newsletter');
  await page.getByRole('button', { name: 'Sign me up' }).click();
  await page.getByRole('button', { name: /^My diet, / }).click();
  const dialog = page.getByRole('dialog', { name: 'My diet' });
  await dialog.getByRole('button', { name: 'Vegetarian only' }).click();
  await expect(dialog.getByRole('button', { name: 'Vegetarian only' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'My diet, 1 rule' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'was not sent' })).toContainText(
    'early@university.ca was not sent or saved anywhere',
  );
  expect(errors).toEqual([]);
});

test('suggest a bowl: the name typed, the country and base selected and the protein ticked at once are submitted', async ({
  slowPage: page,
}) => {
  const errors = watchErrors(page);
  await prepare(page);
  await page.goto('/suggest-a-bowl', { waitUntil: 'commit' });
  await page.getByLabel(/Bowl name/).fill('Early Bird Bowl');
  await noteWhetherLive(page, 'suggestion form');
  await page.getByLabel(/Country inspiration/).selectOption('Mexico');
  await page.getByLabel(/^Base/).selectOption('Quinoa');
  // A click, not check(): before the code runs the tap is held (the box stays as it was) and replayed once live.
  await page.getByRole('checkbox', { name: 'Falafel' }).click();
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(toast(page, '🎉 Suggestion Submitted!')).toBeVisible();
  await expect(toast(page, 'Missing Required Fields')).toHaveCount(0);
  // The form resets after the thank-you: every field, the early ones included, was the form's.
  await expect(page.getByLabel(/Bowl name/)).toHaveValue('');
  expect(errors).toEqual([]);
});

test('bowl page: the protein tapped and Add to Cart tapped at once put that bowl in the cart', async ({
  slowPage: page,
}) => {
  const errors = watchErrors(page);
  await prepare(page);
  await page.goto('/bowl/teriyaki-chicken-bowl?country=jp', { waitUntil: 'commit' });
  const purchase = page.getByRole('region', { name: 'Quantity and price' });
  // Its own chicken comes chosen; tofu tapped goes in beside it.
  await page.getByRole('button', { name: /^Crispy Tofu/ }).click();
  await noteWhetherLive(page, 'bowl page');
  await purchase.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(toast(page, 'Please select at least one protein')).toHaveCount(0);
  const [line] = await storedItems(page);
  expect(line?.item).toMatchObject({
    id: 'teriyaki-chicken-bowl',
    proteins: ['Grilled halal chicken', 'Crispy Tofu'],
    priceCents: 1149,
  });
  expect(errors).toEqual([]);
});

test('build your own: a base and Next tapped at once count, in order; the protein tapped next joins them', async ({
  slowPage: page,
}) => {
  const errors = watchErrors(page);
  await prepare(page);
  await page.goto('/build-your-own', { waitUntil: 'commit' });
  const choice = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
  await choice('Basmati Rice').click();
  await noteWhetherLive(page, 'builder');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // Step 2 exists only once the code runs: the held base, then the held Next, got it there (Next before the base
  // would have been refused: a base is required).
  await expect(page.getByTestId('step-indicator')).toContainText('Step 2 of 7');
  await choice('Halal Chicken').click();
  await expect(page.getByRole('list', { name: 'Chosen so far' })).toContainText(/Basmati Rice[\s\S]*Halal Chicken/);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('$19.99 plan: every card and Add to Cart tapped at once make the bundle in the cart', async ({
  slowPage: page,
}) => {
  const errors = watchErrors(page);
  await prepare(page);
  await page.goto('/meal-plans/19-99', { waitUntil: 'commit' });
  const card = (name: RegExp) => page.getByRole('button', { name }).first();
  await card(/^Caprese Panini/).click();
  await noteWhetherLive(page, 'plan builder');
  await card(/^Ginger Kombucha/).click();
  await card(/^Pop Drink/).click();
  await card(/^Chocolate Chip Cookie/).click();
  await card(/^Protein Bar/).click();
  // aria-disabled in the server's HTML (nothing chosen there yet); the held tap is replayed after the cards.
  await page
    .getByRole('complementary', { name: 'Your bundle' })
    .getByRole('button', { name: /^Add to Cart/ })
    .click({ force: true });
  await expect(page).toHaveURL('/cart');
  const [line] = await storedItems(page);
  expect(line?.item.components).toMatchObject({
    sandwich: 'Caprese Panini',
    drinks: ['Ginger Kombucha', 'Pop Drink'],
    snacks: ['Chocolate Chip Cookie', 'Protein Bar'],
  });
  expect(errors).toEqual([]);
});

/**
 * Taps made while the page's code is still on its way, timed by the page itself, from the moment the page handles
 * each event (not the event's own time stamp: a busy machine delays the handling, not what the page does then) to the
 * end of the frame that shows its outcome: the frame whose animation callbacks ran next, drawn by the end of its
 * long-animation-frame entry, or — a frame not in that list took under 50 ms — by 50 ms after its callbacks or the
 * first task after it, whichever came first (that task alone may queue behind a page's images arriving):
 * - each tap: when it was handled, whether its control was drawn pending in the first frame after it, and when that
 *   frame was drawn;
 * - each part going live (the shell's LIVE_EVENT): when, and which answers the test names were on the page by the
 *   first frame after it (answered in the very task the part went live in, nothing waited for);
 * - each answer (a selector, and words it must hold): when it showed, and when the frame showing it was drawn.
 */
type Answer = { name: string; selector: string; text?: string };
/** A frame: when its animation callbacks ran, and when the first task after it ran. */
type Frame = { callbacks: number; after?: number };
type Probe = {
  taps: { at: number; tap: string | null; pendingInFirstFrame?: boolean; frame?: Frame }[];
  replays: { at: number; tap: string | null }[];
  held: { at: number; tap: string | null }[];
  live: { at: number; what: string; answeredByFirstFrame?: string[] }[];
  answers: Record<string, { at: number; frame?: Frame }>;
  /** Long animation frames: [start of their rendering, end]. */
  longFrames: [number, number][];
};

/** When the main thread had drawn that frame (see above), or undefined while its first task after has not run. */
function drawnAt(frame: Frame | undefined, longFrames: Probe['longFrames']): number | undefined {
  if (frame?.after === undefined) return undefined;
  const long = longFrames.find(([renderStart, end]) => renderStart <= frame.callbacks && frame.callbacks <= end);
  return long ? long[1] : Math.min(frame.after, frame.callbacks + 50);
}

function installProbe({ answers, liveEvent }: { answers: Answer[]; liveEvent: string }): void {
  const probe: Probe = { taps: [], replays: [], held: [], live: [], answers: {}, longFrames: [] };
  (window as unknown as { __tapProbe: Probe }).__tapProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { renderStart: number })[]) {
      probe.longFrames.push([e.renderStart || e.startTime, e.startTime + e.duration]);
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  const tapOf = (el: EventTarget | null) =>
    el instanceof Element ? (el.closest('[data-tap]')?.getAttribute('data-tap') ?? null) : null;
  /** The next frame, timed; `inFrame()` in its animation callbacks, before it is drawn. */
  const nextFrame = (inFrame?: () => void): Frame => {
    const frame: Frame = { callbacks: Number.POSITIVE_INFINITY };
    requestAnimationFrame(() => {
      frame.callbacks = performance.now();
      inFrame?.();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        frame.after = performance.now();
      };
      channel.port2.postMessage(null);
    });
    return frame;
  };
  // On the window, capturing: before the page's own listeners (they are on the document).
  window.addEventListener(
    'click',
    (e) => {
      if (!e.isTrusted) {
        probe.replays.push({ at: performance.now(), tap: tapOf(e.target) });
        return;
      }
      const tap: Probe['taps'][number] = { at: performance.now(), tap: tapOf(e.target) };
      probe.taps.push(tap);
      const control = e.target instanceof Element ? e.target.closest('[data-tap]') : null;
      tap.frame = nextFrame(() => {
        tap.pendingInFirstFrame = !!control?.hasAttribute('data-tap-held');
      });
    },
    true,
  );
  window.addEventListener(
    liveEvent,
    (e) => {
      const live: Probe['live'][number] = {
        at: performance.now(),
        what: (e.target as Element).getAttribute('data-remote') ?? 'shell',
      };
      probe.live.push(live);
      nextFrame(() => {
        live.answeredByFirstFrame = Object.keys(probe.answers);
      });
    },
    true,
  );
  const check = () => {
    for (const a of answers) {
      if (a.name in probe.answers) continue;
      const el = document.querySelector(a.selector);
      if (!el || (a.text && !el.textContent?.includes(a.text))) continue;
      probe.answers[a.name] = { at: performance.now(), frame: nextFrame() };
    }
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type !== 'attributes' || r.attributeName !== 'data-tap-held') continue;
      if (!(r.target as Element).hasAttribute('data-tap-held')) continue;
      probe.held.push({ at: performance.now(), tap: tapOf(r.target) });
    }
    check();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * The page's code held back until `open()`: every script but the page's first one (before-paint, which holds and
 * draws the taps), so the test's taps land before the code whatever the machine's speed — then the code arrives, on
 * the slow phone's network and CPU.
 */
async function holdCode(page: Page): Promise<{ open: () => void }> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.includes('before-paint'),
    async (route) => {
      await opened;
      await route.fallback();
    },
  );
  return { open };
}

async function tapTwice(page: Page, tapId: string): Promise<void> {
  const control = page.locator(`[data-tap="${tapId}"]`).first();
  await control.click();
  await expect(control).toHaveAttribute('data-tap-held', '');
  await expect(control).toHaveAttribute('aria-busy', 'true');
  await control.click();
}

/**
 * The aim: a held tap shows pending on its control within 100 ms, and its answer within 100 ms of its part going live,
 * on this slow phone. Timed in the page's clock (above), which still counts the time the machine gives the page's
 * thread to other processes. On this 2-core machine shared with other benches and suites (load average 4–9, once with
 * a busy loop beside), the same code measured: pending drawn 10–194 ms after the tap; answers drawn 17–363 ms after
 * live (Add to Cart, Crispy Tofu, the filter) and 88–348 ms (the builder's next step: two taps, a new step drawn);
 * unslowed, Add to Cart's toast is drawn 17–18 ms after live and the builder's step 63–84 ms. At load average 14 with
 * a busy loop beside (7 a core), one answer was in the page 110 ms after live and its frame drawn at 742 ms; in a fresh
 * clone's `npm test` (two workers beside) the builder's step was drawn 692 ms after live at a 1-minute load of ~4.4 a
 * core — the load average lags the moment. So the bound allows eight times the aim, or three times the machine's load
 * a core (the 1-minute load average over the cores, read as the check runs) times the aim when that is more: a page
 * that stopped answering at once — a timer, a transition, a chunk fetched at the tap — is caught by the frame checks
 * whatever the load, and an answer grown several times heavier by this bound. The aim itself is met by the menu's
 * answers and the pending marks on a quiet machine, not by the builder's step (its drawing, docs/testing.md).
 */
const AIM_MS = 100;
function boundMs(): number {
  const [lastMinute = 0] = loadavg();
  return AIM_MS * Math.max(8, (3 * lastMinute) / availableParallelism());
}

/**
 * The double tap held once and replayed once; drawn pending in the first frame after the tap, and answered in the task
 * its part went live in (before the first frame after it: nothing waited for — no timer, transition, chunk or
 * animation), each within its time.
 */
async function expectTimely(page: Page, { tapId, part, answer }: { tapId: string; part: string; answer: string }) {
  await expect
    .poll(() =>
      page.evaluate((name) => {
        // Drawn, and a moment since for the long-animation-frame entries, which are reported after their frame.
        const after = (window as unknown as { __tapProbe: Probe }).__tapProbe.answers[name]?.frame?.after;
        return after !== undefined && performance.now() - after > 250;
      }, answer),
    )
    .toBe(true);
  const probe = await page.evaluate(() => (window as unknown as { __tapProbe: Probe }).__tapProbe);
  const taps = probe.taps.filter((t) => t.tap === tapId);
  expect(taps).toHaveLength(2);
  expect(
    probe.held.filter((h) => h.tap === tapId),
    'the double tap is held once',
  ).toHaveLength(1);
  expect(
    probe.replays.filter((r) => r.tap === tapId),
    'and replayed once',
  ).toHaveLength(1);
  const [first] = taps;
  const live = probe.live.find((l) => l.what === part);
  const answered = probe.answers[answer];
  const pendingDrawn = drawnAt(first?.frame, probe.longFrames);
  const answerDrawn = drawnAt(answered?.frame, probe.longFrames);
  if (!first || pendingDrawn === undefined || !live || !answered || answerDrawn === undefined) {
    throw new Error(`not measured: ${JSON.stringify({ first, live, answered })}`);
  }
  const figures = { acknowledged: pendingDrawn - first.at, answered: answerDrawn - live.at };
  const bound = boundMs();
  test.info().annotations.push({
    type: 'timing',
    description: `${tapId}: drawn pending ${figures.acknowledged.toFixed(0)} ms after the tap; answer drawn ${figures.answered.toFixed(0)} ms after ${part} went live (in the page after ${(answered.at - live.at).toFixed(0)} ms); aim ${AIM_MS} ms, bound ${bound.toFixed(0)} ms`,
  });
  expect(first.pendingInFirstFrame, 'drawn pending in the first frame after the tap').toBe(true);
  expect(live.answeredByFirstFrame, `answered before the first frame after ${part} went live`).toContain(answer);
  expect(figures.acknowledged, 'ms from the tap to the frame showing it pending').toBeLessThanOrEqual(bound);
  expect(figures.answered, `ms from ${part} going live to the frame showing the answer`).toBeLessThanOrEqual(bound);
}

test.describe('a tap made before the code: drawn pending, replayed once live, counted once', () => {
  test('Smart Value: Add to Cart tapped twice puts one in the cart', async ({ slowPage: page }) => {
    const errors = watchErrors(page);
    await prepare(page);
    const code = await holdCode(page);
    const tapId = 'add-to-cart:falafel-hummus-pita';
    await page.addInitScript(installProbe, {
      liveEvent: LIVE_EVENT,
      answers: [{ name: 'toast', selector: '[data-testid=toast]', text: 'Added to cart!' }],
    });
    await page.goto('/smart-value', { waitUntil: 'commit' });
    await tapTwice(page, tapId);
    code.open();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expectTimely(page, { tapId, part: 'mfe_menu', answer: 'toast' });
    const lines = await storedItems(page);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 1, item: { id: 'falafel-hummus-pita' } });
    await expect(page.locator('[data-tap-held], [aria-busy]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('bowl page: Crispy Tofu tapped twice stays chosen', async ({ slowPage: page }) => {
    const errors = watchErrors(page);
    await prepare(page);
    const code = await holdCode(page);
    const tapId = 'protein:tofu';
    await page.addInitScript(installProbe, {
      liveEvent: LIVE_EVENT,
      answers: [{ name: 'chosen', selector: `[data-tap="${tapId}"][aria-pressed="true"]` }],
    });
    await page.goto('/bowl/teriyaki-chicken-bowl?country=jp', { waitUntil: 'commit' });
    await tapTwice(page, tapId);
    code.open();
    await expectTimely(page, { tapId, part: 'mfe_menu', answer: 'chosen' });
    await expect(page.getByRole('button', { name: /^Crispy Tofu/ })).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);
  });

  test('menu: "Vegetarian only" tapped twice leaves the filter on', async ({ slowPage: page }) => {
    const errors = watchErrors(page);
    await prepare(page);
    const code = await holdCode(page);
    const tapId = 'menu-filter:diet:vegetarian';
    await page.addInitScript(installProbe, {
      liveEvent: LIVE_EVENT,
      answers: [{ name: 'on', selector: `[data-tap="${tapId}"][aria-pressed="true"]` }],
    });
    await page.goto('/menu', { waitUntil: 'commit' });
    await tapTwice(page, tapId);
    code.open();
    await expectTimely(page, { tapId, part: 'mfe_menu', answer: 'on' });
    await expect(page.getByRole('button', { name: 'Vegetarian only' }).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^My diet, 1 rule/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('build your own: Next tapped twice after a base goes one step', async ({ slowPage: page }) => {
    const errors = watchErrors(page);
    await prepare(page);
    const code = await holdCode(page);
    const tapId = 'builder:next';
    await page.addInitScript(installProbe, {
      liveEvent: LIVE_EVENT,
      answers: [{ name: 'step 2', selector: '[data-testid=step-indicator]', text: 'Step 2 of 7' }],
    });
    await page.goto('/build-your-own', { waitUntil: 'commit' });
    await page.locator('[data-tap="ingredient:basmati-rice"]').click();
    await tapTwice(page, tapId);
    code.open();
    await expect(page.getByTestId('step-indicator')).toContainText('Step 2 of 7');
    // The base's tap is replayed first, then Next's once React has answered the base (a microtask after it), and the
    // next step is drawn at once (the address follows as the router's transition): all before the next frame.
    await expectTimely(page, { tapId, part: 'mfe_builder', answer: 'step 2' });
    await expect(page.getByTestId('step-indicator')).toContainText('Step 2 of 7');
    expect(errors).toEqual([]);
  });
});

test('a held tap lands on its control though its label changed while the page became live', async ({
  slowPage: page,
}) => {
  const errors = watchErrors(page);
  await prepare(page);
  const code = await holdCode(page);
  await page.goto('/smart-value', { waitUntil: 'commit' });
  // The button's words as the server's HTML has them differ from what the code draws (another price): React cannot
  // adopt that part and draws it anew — new nodes, new words. The held tap must find its control by the name its
  // component gave it. (Changed in the page, not on the wire: a document fulfilled by the test loses its access to
  // the other local origins.)
  const SERVER_WORDS = 'for Falafel Hummus Pita, now $9.49';
  const tapId = 'add-to-cart:falafel-hummus-pita';
  await page.locator(`[data-tap="${tapId}"] .sr-only`).evaluate((words, text) => {
    words.textContent = text;
  }, SERVER_WORDS);
  const add = page.getByRole('button', { name: `Add to Cart ${SERVER_WORDS}` });
  await add.click({ timeout: 20_000 });
  await expect(add).toHaveAttribute('data-tap-held', '');
  await page.evaluate(() => {
    (window as unknown as { __tapped?: Element | null }).__tapped = document.querySelector('[data-tap-held]');
  });
  code.open();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const [line] = await storedItems(page);
  expect(line).toMatchObject({ quantity: 1, item: { id: 'falafel-hummus-pita' } });
  // Drawn anew indeed: the node tapped is gone, and its words with it.
  expect(await page.evaluate(() => (window as unknown as { __tapped: Element }).__tapped.isConnected)).toBe(false);
  await expect(page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' })).toBeVisible();
  // The one error: React's own word that it could not adopt the changed HTML.
  expect(errors.filter((e) => !e.includes('[shell] hydration'))).toEqual([]);
});

/**
 * Every control a customer can tap before the code runs is named for its held tap by its component: checked on the
 * server's HTML of each interactive page, read with the page's first script only (it says which elements count as
 * controls, as the shell does).
 */
test('every control in the server HTML of an interactive page carries its tap name', async ({ page }) => {
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.includes('before-paint'),
    (route) => route.abort(),
  );
  const unnamed: string[] = [];
  for (const path of INTERACTIVE_PAGES) {
    await page.goto(path);
    const found = await page.evaluate((attribute) => {
      const controls = (window as unknown as { __campusHeldTaps: { controls: string } }).__campusHeldTaps.controls;
      return [...document.querySelectorAll<HTMLElement>(`#root :is(${controls})`)]
        .filter((el) => !el.closest('a[href]') && !el.hasAttribute(attribute))
        .filter((el) => !(el instanceof HTMLLabelElement) || el.control?.matches('[type="checkbox"], [type="radio"]'))
        .filter((el) => !(el instanceof HTMLLabelElement && el.control?.hasAttribute(attribute)))
        .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}"`);
    }, TAP_ATTRIBUTE);
    unnamed.push(...found.map((f) => `${path}: ${f}`));
  }
  expect(unnamed).toEqual([]);
});
