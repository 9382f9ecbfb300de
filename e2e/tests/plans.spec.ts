import { expect, type Page, test } from '@playwright/test';
import { CART_KEY, prepare, settle, watchErrors } from './support';

/** A choice card by the start of its name (chip remove marks are named "Remove …", so they never match). */
const card = (page: Page, name: RegExp) => page.getByRole('button', { name }).first();
const summary = (page: Page) => page.getByRole('complementary', { name: 'Your bundle' });
// The bundle's live total (an <output>; the heart beside Add to Cart has its own status).
const total = (page: Page) => summary(page).locator('output');
const addToCart = (page: Page) => summary(page).getByRole('button', { name: /^Add to Cart/ });
const lastToast = (page: Page) => page.getByTestId('toast').last();

test.describe('meal plans', () => {
  test('@phone $19.99 bundle: incomplete attempt explains itself, charges follow the drinks, bundle lands in the cart', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await prepare(page);
    await page.goto('/meal-plans');
    await page.getByRole('link', { name: 'Choose $19.99 plan' }).click();
    await expect(page).toHaveURL('/meal-plans/19-99');
    // The shell scrolls smoothly to the top after a link click: a forced press must wait for it to land.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('$19.99 Plan Builder');
    await expect(total(page)).toHaveText('$19.99');

    // Incomplete: the button says it is not ready, and pressing it shows the spec's toast.
    await expect(addToCart(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(summary(page).getByText('Still to choose: 1 sandwich, 2 drinks, 2 snacks.')).toBeVisible();
    // aria-disabled (not disabled) so a tap still reaches it; Playwright treats it as disabled, hence force.
    await addToCart(page).click({ force: true });
    await expect(lastToast(page)).toContainText('Incomplete Selection');
    await expect(lastToast(page)).toContainText('Please select one sandwich, two drinks, and two snacks.');
    await expect(page).toHaveURL('/meal-plans/19-99');

    await card(page, /^Caprese Panini/).click();
    await card(page, /^Halal Chicken Caesar Wrap/).click();
    await card(page, /^Ginger Kombucha/).click();
    await expect(total(page)).toHaveText('$21.99');
    await card(page, /^Ginger Kombucha/).click();
    await expect(total(page)).toHaveText('$23.99');
    await card(page, /^Pop Drink/).press('Enter'); // limit 2: nothing happens (aria-disabled, so by keyboard)
    await expect(page.getByRole('list', { name: 'Chosen drinks' }).getByRole('listitem')).toHaveText([
      /Ginger Kombucha/,
      /Ginger Kombucha/,
    ]);
    await expect(total(page)).toHaveText('$23.99');
    await page.getByRole('button', { name: 'Remove Ginger Kombucha (drink 2)' }).click();
    await expect(total(page)).toHaveText('$21.99');
    await card(page, /^Pop Drink/).click();
    await expect(total(page)).toHaveText('$21.99');
    await card(page, /^Chocolate Chip Cookie/).click();
    await card(page, /^Chocolate Chip Cookie/).click();
    await expect(addToCart(page)).toHaveAttribute('aria-disabled', 'false');

    await addToCart(page).click();
    await expect(page).toHaveURL('/cart');
    await expect(lastToast(page)).toContainText('Plan Added to Cart');
    await expect(lastToast(page)).toContainText('$19.99 Plan bundle has been added to your cart.');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const line = page.getByRole('article', { name: '$19.99 Plan Bundle' });
    await expect(line).toBeVisible();
    await expect(line).toContainText('$21.99');
    // Like every other line, the bundle says what is in it: the allergens and nutrition of its parts.
    await expect(line).toContainText(/Contains.*Gluten/);
    await expect(line).toContainText('Milk & Dairy');
    await expect(line).toContainText(/Nutrition.*kcal/);
    await expect(page.getByText(/Allergens not listed for/)).toHaveCount(0);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), CART_KEY);
    expect(stored.state.items[0].item).toMatchObject({
      title: '$19.99 Plan Bundle',
      type: 'meal_plan',
      priceCents: 2199,
      components: {
        sandwich: 'Halal Chicken Caesar Wrap',
        drinks: ['Ginger Kombucha', 'Pop Drink'],
        snacks: ['Chocolate Chip Cookie', 'Chocolate Chip Cookie'],
        upgrades: [{ type: 'drink_upgrade', item: 'Ginger Kombucha', costCents: 200 }],
      },
    });
    expect(stored.state.items[0].item.id).toMatch(/^plan-1999-\d+$/);
    expect(errors).toEqual([]);
  });

  test('@phone $24.99 bundle: drinks toggle with their charges, one traditional bowl, bundle lands in the cart', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await prepare(page);
    await page.goto('/meal-plans');
    await page.getByRole('link', { name: 'Choose $24.99 plan' }).click();
    await expect(page).toHaveURL('/meal-plans/24-99');
    // The shell scrolls smoothly to the top after a link click: a forced press must wait for it to land.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(total(page)).toHaveText('$24.99');

    await addToCart(page).click({ force: true });
    await expect(lastToast(page)).toContainText(
      'Please select one sandwich, one traditional bowl, two drinks, and two snacks.',
    );

    await card(page, /^Iced Coffee/).click();
    await expect(card(page, /^Iced Coffee/)).toHaveAttribute('aria-pressed', 'true');
    await expect(total(page)).toHaveText('$25.99');
    await card(page, /^Iced Coffee/).click();
    await expect(card(page, /^Iced Coffee/)).toHaveAttribute('aria-pressed', 'false');
    await expect(total(page)).toHaveText('$24.99');

    await card(page, /^Halal Beef Shawarma/).click();
    await card(page, /Japan.*Teriyaki Chicken Bowl/).click();
    await card(page, /India.*Curry Power Bowl/).click();
    await expect(card(page, /Japan.*Teriyaki Chicken Bowl/)).toHaveAttribute('aria-pressed', 'false');
    await card(page, /^Ginger Kombucha/).click();
    await card(page, /^Iced Coffee/).click();
    await expect(total(page)).toHaveText('$27.99');
    await card(page, /^Pop Drink/).press('Enter'); // two chosen: nothing happens (aria-disabled, so by keyboard)
    await expect(card(page, /^Pop Drink/)).toHaveAttribute('aria-pressed', 'false');
    await card(page, /^Protein Bar/).click();
    await card(page, /^Hummus & Veggie Cup/).click();
    await expect(addToCart(page)).toHaveAttribute('aria-disabled', 'false');

    await addToCart(page).click();
    await expect(page).toHaveURL('/cart');
    await expect(lastToast(page)).toContainText('$24.99 Plan bundle has been added to your cart.');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const line = page.getByRole('article', { name: '$24.99 Plan Bundle' });
    await expect(line).toContainText('$27.99');
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), CART_KEY);
    expect(stored.state.items[0].item.components).toMatchObject({
      sandwich: 'Halal Beef Shawarma',
      traditionalBowl: 'Curry Power Bowl',
      drinks: ['Ginger Kombucha', 'Iced Coffee'],
      upgrades: [
        { type: 'drink_upgrade', item: 'Ginger Kombucha', costCents: 200 },
        { type: 'drink_upgrade', item: 'Iced Coffee', costCents: 100 },
      ],
    });
    expect(errors).toEqual([]);
  });

  test('back arrow, signature meal and the placeholder plan builder are never dead ends', async ({ page }) => {
    await prepare(page);
    await page.goto('/meal-plans/24-99');
    await page.getByRole('link', { name: 'Back to Meal Plans' }).click();
    await expect(page).toHaveURL('/meal-plans');

    await page.goto('/meal-plans/signature-meal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signature Meal');
    await expect(page.getByText('excluding delivery')).toBeVisible();

    await page.goto('/meal-plans/premium-plan');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('@phone removing a chosen drink moves focus to the next chip, the last one to its section’s heading', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/meal-plans/19-99');
    await settle(page);
    await card(page, /^Ginger Kombucha/).click();
    await card(page, /^Pop Drink/).click();
    await page.getByRole('button', { name: 'Remove Ginger Kombucha (drink 1)' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Pop Drink (drink 1)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Chosen drinks' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Choose 2 drinks' })).toBeFocused();
  });
});
