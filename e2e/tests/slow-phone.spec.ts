import { test as base, expect, type Page } from '@playwright/test';
import { CART_KEY, prepare, watchErrors } from './support';

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
  await card(/^Chocolate Chip Cookie/).click();
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
    snacks: ['Chocolate Chip Cookie', 'Chocolate Chip Cookie'],
  });
  expect(errors).toEqual([]);
});
