import { expect, type Page, test } from '@playwright/test';
import { prepare, settle, watchErrors } from './support';

/**
 * Issue #23 on the bowl page: price and Add to Cart stay in view on a phone and a desktop, without ever hiding the
 * control that has the keyboard's focus (WCAG 2.2, 2.4.11 Focus Not Obscured); and a menu card's heart saves the bowl
 * as the kitchen makes it.
 */

const bar = (page: Page) => page.getByRole('region', { name: 'Quantity and price' });

/** Where the focused control and the bar are on screen now. */
function focusAndBar(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const bar = document.querySelector<HTMLElement>('[data-testid="purchase-bar"]');
    if (!focused || !bar) return null;
    const f = focused.getBoundingClientRect();
    const b = bar.getBoundingClientRect();
    return {
      name: focused.textContent?.trim().slice(0, 40) ?? '',
      inBar: bar.contains(focused),
      inMain: Boolean(focused.closest('main')),
      top: f.top,
      bottom: f.bottom,
      barTop: b.top,
      barBottom: b.bottom,
      viewport: window.innerHeight,
    };
  });
}

test.describe('bowl page: the purchase bar', () => {
  test('@phone price and Add to Cart are in view from the first screen to the last', async ({ page }) => {
    const errors = watchErrors(page);
    await prepare(page);
    await page.goto('/bowl/teriyaki-chicken-bowl?country=jp');
    await settle(page);
    await expect(bar(page)).toContainText('$9.99');
    // From the top of the page down to where the footer comes into view, a screen at a time: Add to Cart is wholly
    // on screen, and nothing lies over it (the point at its centre is the button).
    let screens = 0;
    for (let y = 0; ; y += 300) {
      const at = await page.evaluate((top) => {
        window.scrollTo(0, top);
        const button = [...document.querySelectorAll<HTMLElement>('[data-testid="purchase-bar"] button')].find((b) =>
          b.textContent?.includes('Add to Cart'),
        );
        const footer = document.querySelector('footer')?.getBoundingClientRect().top ?? 0;
        if (!button) return null;
        const r = button.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return {
          onScreen: r.top >= 0 && r.bottom <= window.innerHeight,
          uncovered: Boolean(hit && button.contains(hit)),
          footerInView: footer < window.innerHeight,
          y: window.scrollY,
        };
      }, y);
      if (!at || at.footerInView) break;
      expect(at, `Add to Cart at scroll ${at.y}`).toMatchObject({ onScreen: true, uncovered: true });
      screens++;
    }
    expect(screens).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
  });

  test('@phone every choice reached with Tab is shown above the bar, never under it', async ({ page }) => {
    await prepare(page);
    await page.goto('/bowl/teriyaki-chicken-bowl?country=jp');
    await settle(page);
    // The first choice of "Make it yours", then on through every choice and protein to the bar itself.
    await page.getByRole('group').first().getByRole('button').first().focus();
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      const at = await focusAndBar(page);
      if (!at || at.inBar || !at.inMain) break;
      // Stuck at the bottom (a phone's at the edge, a desktop's floating 16 px above it), the bar must leave the
      // focused control wholly visible above it.
      if (at.barBottom > at.viewport - 32) {
        expect(at.bottom, `"${at.name}" ends under the bar`).toBeLessThanOrEqual(at.barTop);
      }
      expect(at.top, `"${at.name}" is above the screen`).toBeGreaterThanOrEqual(0);
      checked++;
      await page.keyboard.press('Tab');
    }
    // Base (2), vegetables (3), sauce (1) and six proteins at least.
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});

test.describe('menu cards: the heart', () => {
  test('@phone saves a signature bowl as the kitchen makes it; the bowl page and favourites agree', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await prepare(page);
    await page.goto('/menu/country/in');
    await settle(page);
    const heart = page.getByRole('button', { name: 'Favourite: Curry Power Bowl' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Favourites, 1 saved' })).toBeVisible();
    // The heart is its own control: the card's link did not open the bowl.
    await expect(page).toHaveURL(/\/menu\/country\/in$/);

    // The bowl page, unchanged, is that same bowl: its heart is pressed.
    await page.getByRole('link', { name: 'Curry Power Bowl' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Curry Power Bowl' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Favourites, 1 saved' }).click();
    const saved = page.getByRole('article', { name: 'Curry Power Bowl' });
    await expect(saved).toContainText('Basmati rice');
    await expect(saved).toContainText('Curried chickpeas');
    await expect(saved).toContainText('$9.99');
    await saved.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('bowl page: the nutrition panel', () => {
  test('@phone follows every choice: a protein takes the place of the bowl’s own, a premium base changes it', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/bowl/teriyaki-chicken-bowl?country=jp');
    await settle(page);
    const figure = page.getByRole('region', { name: 'Nutrition' }).getByText(/kcal/).locator('..');
    const kcalNow = async () => Number(/^(\d+)/.exec((await figure.textContent()) ?? '')?.[1]);
    /** A protein card's own figure ("37 g protein · 200 kcal"). */
    const proteinKcal = async (name: string) =>
      Number(
        /(\d+) kcal/.exec((await page.getByRole('button', { name: new RegExp(`^${name}`) }).textContent()) ?? '')?.[1],
      );
    // As the kitchen makes it, with its own protein chosen: its grilled halal chicken, whose card gives its figures.
    const asMade = await kcalNow();
    const chicken = await proteinKcal('Grilled halal chicken');
    const jackfruit = await proteinKcal('Pulled Jackfruit');
    expect(asMade).toBeGreaterThan(chicken);
    // The chicken out, jackfruit in its place.
    await page.getByRole('button', { name: /^Grilled halal chicken/ }).click();
    await page.getByRole('button', { name: /^Pulled Jackfruit/ }).click();
    await expect(figure).toHaveText(new RegExp(`^${asMade - chicken + jackfruit}\\s*kcal`));
    const withJackfruit = await kcalNow();
    await page.getByRole('button', { name: /^Brown rice/ }).click();
    await expect.poll(kcalNow).not.toBe(withJackfruit);
  });
});
