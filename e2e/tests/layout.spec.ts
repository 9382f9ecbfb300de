import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectTappable, isTappable, overflowOffenders, tapWhereItIs, WIDTHS } from './layout';
import { SPEC_ROUTES } from './spec-routes';
import { bowlLine, prepare, settle } from './support';

/**
 * What a person sees, which functional tests miss: pages that scroll sideways, a side menu clipped to a strip,
 * a toast or a sticky bar lying on the button a thumb needs, the same message stacked on the screen.
 * Runs in the desktop project and sets its own screen sizes.
 */

const visible = (locator: Locator) => locator.filter({ visible: true }).first();
const toasts = (page: Page) => page.getByTestId('toast');

test.describe('every page fits the screen', () => {
  const ROUTES = [...SPEC_ROUTES, ['/no/such/page', 'shell'] as const];
  // One page per slice walks its routes (each loaded afresh) at every width.
  for (const remote of [...new Set(ROUTES.map(([, r]) => r))]) {
    const paths = ROUTES.filter(([, r]) => r === remote).map(([path]) => path);
    test(`${remote}'s ${paths.length} routes are never wider than ${WIDTHS.join(', ')} px screens`, async ({
      page,
    }) => {
      test.setTimeout(60_000 + paths.length * 20_000);
      await prepare(page);
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await page.goto(path);
        const heading = remote === 'shell' ? page.locator('main h1') : page.locator(`[data-remote=${remote}] h1`);
        await expect(heading.first(), path).toBeVisible();
        await settle(page);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // Lazy images and reveal animations come in as the page scrolls: look at it whole.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((r) => requestAnimationFrame(r));
            }
          });
          expect(await overflowOffenders(page), `${path} at ${width} px`).toEqual([]);
        }
      }
    });
  }
});

test.describe('side menu on a phone', () => {
  for (const width of [320, 390]) {
    test(`fills the screen at ${width} px; every link can be tapped where it is; focus and scroll stay put`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 640 });
      await prepare(page);
      await page.goto('/about');
      await expect(page.locator('[data-remote=mfe_info] h1')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 300));
      // Tapped where it is (Playwright's click() may scroll the page first, which no thumb does).
      await tapWhereItIs(page, page.getByRole('button', { name: 'Open menu' }));
      const dialog = page.getByRole('dialog', { name: 'Site menu' });
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => window.scrollY), 'the page behind stays where it was').toBe(300);
      // Once it has slid in: a link still moving is not where a thumb would tap it.
      await expect
        .poll(() => dialog.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length))
        .toBe(0);

      // The backdrop covers the whole screen: a tap anywhere beside the panel reaches the dialog, nothing behind it.
      const beside = await dialog.evaluate((panel, screenWidth) => {
        const right = panel.getBoundingClientRect().right;
        return [5, 320, 635].map((y) => document.elementFromPoint((right + screenWidth) / 2, y) === panel);
      }, width);
      expect(beside).toEqual([true, true, true]);
      const panel = await dialog.boundingBox();
      expect(panel?.height).toBe(640);

      const links = dialog.getByRole('link');
      await expect(links).toHaveCount(11); // the logo (home) and the ten navigation links
      for (const link of await links.all()) {
        await link.evaluate((el) => el.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
        expect(await isTappable(link), `${await link.textContent()} can be tapped`).toBe(true);
      }

      // Tab goes round inside the menu, never to the page behind.
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }

      // The page behind does not move under a finger or a wheel.
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.move(width - 20, 400); // over the backdrop
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      // The header stays at the top behind the backdrop (a locked body that hid its overflow let it scroll away).
      expect(await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

      await dialog.getByRole('link', { name: 'Help', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL('/help');
    });
  }

  test('a toast still on screen when it opens lies under it: every link can be tapped; closed, the toast is back under the header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepare(page);
    await page.goto('/smart-value');
    await page.locator('[data-remote=mfe_menu][data-live]').waitFor();
    const add = page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' });
    await expectTappable(add, 'Add to Cart');
    await tapWhereItIs(page, add);
    await expect(toasts(page).filter({ hasText: 'Added to cart!' })).toBeVisible();

    await tapWhereItIs(page, page.getByRole('button', { name: 'Open menu' }));
    const dialog = page.getByRole('dialog', { name: 'Site menu' });
    await expect(dialog).toBeVisible();
    // Once the panel has slid in, every link at once, with the toast there (one look, so it cannot leave meanwhile).
    await expect
      .poll(() => dialog.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length))
      .toBe(0);
    const seen = await dialog.evaluate((panel) => ({
      toast: document.querySelector('[data-testid=toast]')?.textContent ?? null,
      covered: [...panel.querySelectorAll('a')]
        .filter((link) => {
          const box = link.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return !(hit && (hit === link || link.contains(hit)));
        })
        .map((link) => link.textContent),
      links: panel.querySelectorAll('a').length,
    }));
    expect(seen.toast, 'the toast is still on screen').toContain('Added to cart!');
    expect(seen.links).toBe(11);
    expect(seen.covered, 'links that cannot be tapped where they are').toEqual([]);

    // The phone's address bar goes while the menu is open (a resize: toasts are placed again while the page is locked);
    // closed, the toast comes back under the header, not over its buttons.
    await page.setViewportSize({ width: 390, height: 790 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const toast = document.querySelector('[data-testid=toast]');
          const header = document.querySelector('header');
          if (!toast || !header) return 'gone';
          return toast.getBoundingClientRect().top >= header.getBoundingClientRect().bottom ? 'below' : 'over';
        }),
      )
      .toBe('below');
  });
});

/** A screen size, a page, how to make it say something, and the button that must stay free. */
const PRIMARY_ACTIONS: {
  name: string;
  path: string;
  cart?: unknown[];
  trigger: (page: Page) => Promise<void>;
  action: (page: Page) => Locator;
  /** On a phone, when its primary action is another (a sticky bar's). */
  phoneAction?: (page: Page) => Locator;
}[] = [
  {
    name: 'builder: Next under a Selection Required toast',
    path: '/build-your-own',
    trigger: (page) => visible(page.getByRole('button', { name: 'Next', exact: true })).click(),
    action: (page) => visible(page.getByRole('button', { name: 'Next', exact: true })),
  },
  {
    name: 'plan: Add to Cart under an Incomplete Selection toast',
    path: '/meal-plans/19-99',
    // aria-disabled until the bundle is complete: a person can still press it, and learns why.
    trigger: (page) => visible(page.getByRole('button', { name: /^Add to Cart/ })).click({ force: true }),
    action: (page) => visible(page.getByRole('button', { name: /^Add to Cart/ })),
  },
  {
    name: 'bowl detail: Add to Cart under a Please select at least one protein toast',
    path: '/bowl/teriyaki-chicken-bowl?country=jp',
    // The bowl opens with its own protein chosen: taken out, Add to Cart is refused.
    trigger: async (page) => {
      await page.getByRole('button', { name: /^Grilled halal chicken/ }).click();
      await page
        .getByRole('region', { name: 'Quantity and price' })
        .getByRole('button', { name: 'Add to Cart' })
        .click();
    },
    action: (page) =>
      page.getByRole('region', { name: 'Quantity and price' }).getByRole('button', { name: 'Add to Cart' }),
  },
  {
    name: 'smart value: a sandwich’s Add to Cart under its Added to cart! toast',
    path: '/smart-value',
    trigger: (page) => tapWhereItIs(page, page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' })),
    action: (page) => page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' }),
  },
  {
    name: 'cart: Proceed to Checkout under a Removed from cart toast',
    path: '/cart',
    cart: [
      bowlLine('cart-layout-1'),
      { ...bowlLine('cart-layout-2'), item: { ...bowlLine('x').item, name: 'Second' } },
    ],
    trigger: (page) => visible(page.getByRole('button', { name: /^Remove/ })).click(),
    action: (page) => visible(page.getByRole('link', { name: 'Proceed to Checkout' })),
    // On a phone the cart's bar keeps Checkout in reach: the summary's link is its copy further down, and toasts
    // (at the bottom there, above the bar) may lie on it while the bar's stays free.
    phoneAction: (page) => page.getByRole('link', { name: 'Checkout', exact: true }),
  },
];

test.describe('toasts and sticky bars leave the primary action free', () => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    for (const { name, path, cart, trigger, action: wide, phoneAction } of PRIMARY_ACTIONS) {
      const action = size.width < 640 && phoneAction ? phoneAction : wide;
      test(`${size.width} px — ${name}`, async ({ page }) => {
        await page.setViewportSize(size);
        await prepare(page, { cart });
        await page.goto(path);
        await expect(action(page)).toBeVisible();
        await expectTappable(action(page), 'the primary action, before any toast');
        await trigger(page);
        await expect(toasts(page).first()).toBeVisible();
        // Where the thumb just was, and where the page puts it.
        expect(await isTappable(action(page)), 'right after the toast appears').toBe(true);
        await expectTappable(action(page), 'with the toast on screen');
        // Scrolled to the very end, the last footer link is not under a sticky bar. (The pointer is moved off first:
        // left where the trigger was, it lies on the toast once the bar has scrolled away, and a toast under the
        // pointer stays until it leaves — WCAG 2.2.1.)
        await page.mouse.move(size.width / 2, 1);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const last = page.getByRole('contentinfo').getByRole('link').last();
        await expect.poll(() => isTappable(last), { message: 'the last footer link is free' }).toBe(true);
      });
    }
  }
});

test.describe('the same message is never shown twice at once', () => {
  test('@phone three taps on Next without a base: one Selection Required toast', async ({ page }) => {
    await prepare(page);
    await page.goto('/build-your-own');
    const next = visible(page.getByRole('button', { name: 'Next', exact: true }));
    for (let i = 0; i < 3; i++) await next.click();
    await expect(toasts(page).filter({ hasText: 'Selection Required' })).toHaveCount(1);
  });

  test('@phone a 4th, 5th and 6th protein: one Up to 3 proteins toast, naming the last one tapped', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/build-your-own');
    const choice = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
    await choice('Quinoa').click();
    await visible(page.getByRole('button', { name: 'Next', exact: true })).click();
    for (const name of ['Tofu', 'Salmon', 'Falafel', 'Jackfruit', 'Halal Beef', 'Halal Chicken'])
      await choice(name).click();
    const limit = toasts(page).filter({ hasText: 'Up to 3 proteins' });
    await expect(limit).toContainText('Remove one to add Halal Chicken');
    await expect(limit).toHaveCount(1);
  });

  test('@phone the same sandwich added three times: one Added to cart! toast, three in the cart', async ({ page }) => {
    await prepare(page);
    await page.goto('/smart-value');
    const add = page.getByRole('button', { name: 'Add to Cart for Caprese Panini' });
    for (let i = 0; i < 3; i++) await add.click();
    await expect(toasts(page).filter({ hasText: 'Added to cart!' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  });
});

test.describe('the header', () => {
  test('its logo, navigation and buttons never overlap, from a 320 px phone to a 1536 px desktop', async ({ page }) => {
    await prepare(page);
    for (const width of [320, 360, 390, 768, 1024, 1280, 1366, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll('header a, header button, header nav li')]
          .filter((el) => el.getBoundingClientRect().width > 0 && !el.closest('#side-menu'))
          .map((el) => {
            const r = el.getBoundingClientRect();
            return {
              name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
              left: r.left,
              right: r.right,
            };
          })
          .filter((b, i, all) => all.findIndex((o) => o.left === b.left && o.right === b.right) === i),
      );
      const overlaps = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => a.left < b.right - 1 && b.left < a.right - 1)
          .filter((b) => !(a.left <= b.left && a.right >= b.right) && !(b.left <= a.left && b.right >= a.right))
          .map((b) => `${a.name} / ${b.name}`),
      );
      expect(overlaps, `${width} px`).toEqual([]);
    }
  });
});
