import { expect, type Page, test } from '@playwright/test';
import { prepare, settle } from './support';

/** Issue #23: toasts never lie over the header's controls (the cart link among them): they start below the header. */

async function positions(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect();
    const toasts = [...document.querySelectorAll('[data-testid="toast"]')].map((t) => t.getBoundingClientRect().top);
    const cart = document.querySelector('header a[href="/cart"]')?.getBoundingClientRect();
    const hit = cart ? document.elementFromPoint(cart.x + cart.width / 2, cart.y + cart.height / 2) : null;
    return {
      headerBottom: header?.bottom ?? 0,
      toastTops: toasts,
      cartLinkFree: Boolean(hit?.closest('a[href="/cart"]')),
    };
  });
}

test.describe('toasts’ place', () => {
  test('@phone below the header with the demo banner above it, and once the header sticks', async ({ page }) => {
    await prepare(page, { keepDisclaimer: true });
    await page.goto('/bowl/teriyaki-chicken-bowl?country=jp');
    await settle(page);
    await expect(page.getByRole('complementary', { name: 'Demo site notice' })).toBeVisible();
    // Add to Cart without a protein: the spec's toast, at the top of the page with the banner above the header. (A
    // click in the page itself: Playwright's own would scroll the sticky bar's button "into view" first.)
    const add = page.getByRole('region', { name: 'Quantity and price' }).getByRole('button', { name: 'Add to Cart' });
    // Its own chicken comes chosen: taken out first.
    await page
      .getByRole('button', { name: /^Grilled halal chicken/ })
      .evaluate((button) => (button as HTMLButtonElement).click());
    await add.evaluate((button) => (button as HTMLButtonElement).click());
    await expect(page.getByTestId('toast')).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const atTop = await positions(page);
    expect(atTop.headerBottom, 'the banner is above the header').toBeGreaterThan(70);
    expect(atTop.toastTops[0]).toBeGreaterThanOrEqual(atTop.headerBottom);
    expect(atTop.cartLinkFree, 'the cart link is tappable with a toast shown').toBe(true);

    // Scrolled: the banner is gone and the header sticks at the top; toasts follow it up, still below it.
    await page.evaluate(() => window.scrollBy(0, 600));
    await add.evaluate((button) => (button as HTMLButtonElement).click());
    await expect
      .poll(async () => {
        const p = await positions(page);
        return (
          p.toastTops.length > 0 &&
          p.headerBottom < atTop.headerBottom &&
          p.toastTops.every((top) => top >= p.headerBottom) &&
          p.cartLinkFree
        );
      })
      .toBe(true);
  });
});
