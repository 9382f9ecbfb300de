import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Page, test } from '@playwright/test';
import { SPEC_ROUTES } from '../tests/spec-routes';
import { bowlLine, prepare } from '../tests/support';

const OUT = resolve(import.meta.dirname, '../../screenshots');
mkdirSync(OUT, { recursive: true });

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;

const fileName = (path: string) =>
  path === '/'
    ? 'home'
    : path
        .replace(/^\//, '')
        .replace(/[/?=&]+/g, '_')
        .replace(/[^\w.-]/g, '');

/** Scroll through once (lazy images, reveal animations), back to the top, settle. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForTimeout(400);
}

for (const [size, options] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use(options);

    test('every route, full page', async ({ page }) => {
      await prepare(page, { cart: [bowlLine('cart-shot-1', 2)] });
      for (const path of [...SPEC_ROUTES.map(([p]) => p), '/no/such/page']) {
        await page.goto(path);
        await settle(page);
        await page.screenshot({ path: `${OUT}/${size}-${fileName(path)}.png`, fullPage: true });
      }
    });

    test('overlays and states', async ({ page }) => {
      await prepare(page);
      await page.goto('/');
      await settle(page);
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUT}/${size}-overlay-side-menu.png` });
        await page.keyboard.press('Escape');
      }
      await page.goto('/smart-value');
      await settle(page);
      await page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT}/${size}-overlay-toast.png` });

      // A full builder: every step with choices, then Review.
      await page.goto('/build-your-own');
      await settle(page);
      const next = page.getByRole('button', { name: 'Next', exact: true });
      const pick = async (count: number) => {
        const choices = page.locator('main button[aria-pressed="false"]');
        for (let i = 0; i < count; i++) await choices.first().click();
      };
      for (const [step, count] of [
        ['base', 1],
        ['protein', 3],
        ['greens', 3],
        ['toppings', 2],
        ['sauce', 1],
        ['extras', 1],
      ] as const) {
        await pick(count);
        await page.screenshot({ path: `${OUT}/${size}-builder-${step}.png`, fullPage: true });
        await next.click();
        await page.waitForTimeout(300);
      }
      await page.screenshot({ path: `${OUT}/${size}-builder-review.png`, fullPage: true });
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/${size}-builder-review-bottom.png` });
    });
  });
}
