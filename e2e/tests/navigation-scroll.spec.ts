import { expect, type Page, test } from '@playwright/test';
import { prepare, settle } from './support';

/**
 * Issue #23: a new page is painted at its top from its first frame (it was painted at the old scroll position, then
 * slid up); a page the browser opens itself is left where the customer has scrolled it.
 */

/**
 * From now on, how far down the page is whenever the page shown changes (its main heading), recorded as the new page
 * is put in the document — after React's commit and its layout effects, before the browser can paint it — and on
 * every scroll after that.
 */
async function recordFrames(page: Page) {
  await page.evaluate(() => {
    const frames: { heading: string; y: number }[] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const sample = () =>
      frames.push({ heading: document.querySelector('main h1')?.textContent ?? '', y: window.scrollY });
    new MutationObserver(sample).observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('scroll', sample, { passive: true });
  });
}

const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frames: { heading: string; y: number }[] }).__frames);

test.describe('scroll on navigation', () => {
  test('@phone a link from far down a page opens the next page at its top, in its first frame', async ({ page }) => {
    await prepare(page);
    await page.goto('/menu');
    await settle(page);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Smart Value' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    const menuHeading = await page.locator('main h1').first().textContent();
    await recordFrames(page);
    await footerLink.click();
    await expect(page).toHaveURL(/\/smart-value$/);
    // The old page stays while the new one's code loads: wait for the new page itself.
    await expect(page.locator('main h1').first()).toHaveText('Smart Value');
    await settle(page);
    // The moments the new page was in the document (the old one may stay a moment while the next one gets ready).
    const seen = (await frames(page)).filter((f) => f.heading !== menuHeading && f.heading !== '');
    expect(seen.length).toBeGreaterThan(0);
    expect(
      seen.filter((f) => f.y !== 0),
      'the new page in the document away from its top',
    ).toEqual([]);
  });

  test('a page opened by the browser is not scrolled once its code runs', async ({ page }) => {
    await prepare(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo(0, 600));
    await settle(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });
});
