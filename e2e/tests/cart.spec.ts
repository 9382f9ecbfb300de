import { PROFILE_STORAGE_KEY } from '@campus/stores/profile-storage';
import { CART_STORAGE_KEY } from '@campus/stores/storage';
import { expect, type Page, test } from '@playwright/test';
import { settle } from './support';

/**
 * Lines exactly as the other slices store them (key `campus-bowls-cart`, zustand persist format, ids `cart-…`), of
 * today's catalogue: the store prices each line again from it and drops what it does not sell.
 */
const LINES = [
  {
    id: 'cart-e2e-bowl',
    type: 'bowl',
    quantity: 2,
    item: {
      id: 'teriyaki-chicken-bowl',
      name: 'Teriyaki Chicken Bowl',
      countryId: 'jp',
      proteins: ['Halal Chicken', 'Crispy Tofu'],
      priceCents: 1149,
      nutrition: { kcal: 520, carbs: 62, protein: 34, fat: 14 },
      allergens: ['soy'],
      diet: ['halal'],
    },
  },
  {
    id: 'cart-e2e-custom',
    type: 'custom_bowl',
    quantity: 1,
    item: {
      id: 'custom-bowl-1735689600000',
      baseBowl: null,
      countryTheme: 'mexico',
      base: 'brown-rice',
      proteins: ['halal-chicken', 'tofu', 'jackfruit'],
      sauce: 'chipotle',
      warmVeg: ['roasted-sweet-potato', 'steamed-broccoli'],
      coldCrunch: ['tortilla-strips'],
      extras: ['avocado'],
      totalPriceCents: 1449,
      totalNutrition: { kcal: 735, carbs: 82, protein: 41, fat: 26 },
      badges: ['HALAL'],
      allergens: ['gluten'],
    },
  },
  {
    id: 'cart-e2e-sandwich',
    type: 'sandwich',
    quantity: 1,
    item: {
      id: 'falafel-hummus-pita',
      title: 'Falafel Hummus Pita',
      priceCents: 749,
      nutrition: { kcal: 480, carbs: 58, protein: 16, fat: 20 },
      allergens: ['gluten', 'sesame'],
    },
  },
  {
    id: 'cart-e2e-plan',
    type: 'meal_plan',
    quantity: 1,
    item: {
      id: 'plan-2499-1735689600000',
      title: '$24.99 Plan Bundle',
      type: 'meal_plan',
      priceCents: 2699,
      components: {
        sandwich: 'Falafel Hummus Pita',
        traditionalBowl: 'Curry Power Bowl',
        drinks: ['Ginger Kombucha', 'Pop Drink'],
        snacks: ['Protein Bar', 'Hummus & Veggie Cup'],
        upgrades: [{ type: 'drink_upgrade', item: 'Ginger Kombucha', costCents: 200 }],
      },
      description: 'Your daily $24.99 plan: 1 sandwich, 1 traditional bowl, 2 drinks and 2 snacks.',
    },
  },
];

/** Seeds the cart once per test (a reload keeps what the page saved), and hides the demo banner. */
async function seed(page: Page, lines: unknown[] = LINES) {
  await page.addInitScript(
    ({ key, value }) => {
      localStorage.setItem('disclaimer-dismissed', 'true');
      if (!sessionStorage.getItem('cart-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('cart-seeded', '1');
      }
    },
    { key: CART_STORAGE_KEY, value: JSON.stringify({ state: { items: lines }, version: 1 }) },
  );
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });

test.describe('cart', () => {
  test('shows every kind of item as itself, the totals, loyalty, nutrition and terms @phone', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await seed(page);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();

    const bowl = card(page, 'Teriyaki Chicken Bowl');
    await expect(bowl).toContainText('Halal Chicken, Crispy Tofu');
    await expect(bowl).toContainText('$22.98');
    await expect(bowl).toContainText('$11.49 each');

    const custom = card(page, 'Custom Mexico Bowl');
    for (const text of [
      'Brown rice',
      'Halal chicken, Tofu, Jackfruit',
      'Chipotle',
      'Roasted sweet potato, Steamed broccoli',
      'Tortilla strips',
      'Avocado',
      '735 kcal',
      'Halal',
      '$14.49',
    ]) {
      await expect(custom).toContainText(text);
    }

    await expect(card(page, 'Falafel Hummus Pita')).toContainText('$7.49');

    const plan = card(page, '$24.99 Plan Bundle');
    for (const text of [
      'Falafel Hummus Pita',
      'Curry Power Bowl',
      'Ginger Kombucha, Pop Drink',
      'Protein Bar, Hummus & Veggie Cup',
    ]) {
      await expect(plan).toContainText(text);
    }
    await expect(plan).toContainText('Ginger Kombucha upgrade');
    await expect(plan).toContainText('+$2.00');
    await expect(plan).toContainText('$26.99');

    await expect(summary(page)).toContainText('5 items');
    await expect(summary(page)).toContainText('$71.95');
    await expect(summary(page)).toContainText('7 more bowls to a free bowl');
    await expect(summary(page)).toContainText(
      'Free cancellation until 2 hours before pickup. Inside 2 hours, a 50% fee applies.',
    );
    await expect(summary(page).getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refunds');

    const nutrition = page.getByRole('region', { name: 'Nutrition & allergens' });
    await expect(nutrition).toContainText('2255 kcal');
    await expect(nutrition).toContainText('Not included (no nutrition data): $24.99 Plan Bundle.');
    await expect(nutrition.getByRole('list', { name: 'Allergens present' })).toHaveText(/Gluten.*Sesame.*Soy/);
    expect(errors).toEqual([]);
  });

  test('plus and minus change the quantity and totals; minus stops at 1', async ({ page }) => {
    await seed(page);
    await page.goto('/cart');
    const wrap = card(page, 'Falafel Hummus Pita');
    const minus = page.getByRole('button', { name: 'Decrease quantity of Falafel Hummus Pita' });
    const plus = page.getByRole('button', { name: 'Increase quantity of Falafel Hummus Pita' });
    await expect(minus).toBeDisabled();

    await plus.click();
    await expect(wrap.getByTestId('line-quantity')).toHaveText(/2/);
    await expect(wrap.getByTestId('line-total')).toHaveText('$14.98');
    await expect(summary(page)).toContainText('6 items');
    await expect(summary(page)).toContainText('$79.44');
    await expect(page.getByTestId('cart-announcer')).toHaveText(
      'Falafel Hummus Pita: quantity 2. Order total $79.44, 6 items.',
    );
    // The shell's cart button reads the same store.
    await expect(page.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();

    await minus.click();
    await minus.click({ force: true });
    await expect(wrap.getByTestId('line-quantity')).toHaveText(/1/);
    await expect(summary(page)).toContainText('$71.95');
    await expect(minus).toBeDisabled();

    // Saved: a reload shows the same cart.
    await plus.click();
    await page.reload();
    await expect(card(page, 'Falafel Hummus Pita').getByTestId('line-quantity')).toHaveText(/2/);
  });

  test('remove takes a line out and Undo puts it back where it was @phone', async ({ page }) => {
    await seed(page);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Remove Custom Mexico Bowl' }).click();
    await expect(card(page, 'Custom Mexico Bowl')).toHaveCount(0);
    await expect(summary(page)).toContainText('$57.46');
    await expect(summary(page)).toContainText('8 more bowls to a free bowl');
    await expect(page.getByText('Custom Mexico Bowl was removed.')).toBeVisible();
    // The status a screen reader reads says the cart after the removal, not the total before it.
    await expect(page.getByTestId('cart-announcer')).toHaveText(
      'Custom Mexico Bowl removed. Order total $57.46, 4 items.',
    );

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(card(page, 'Custom Mexico Bowl')).toBeVisible();
    await expect(summary(page)).toContainText('$71.95');
    await expect(page.getByTestId('cart-announcer')).toHaveText(
      'Custom Mexico Bowl is back. Order total $71.95, 5 items.',
    );
    await expect(page.getByRole('article')).toHaveText([
      /Teriyaki Chicken Bowl/,
      /Custom Mexico Bowl/,
      /Falafel Hummus Pita/,
      /\$24\.99 Plan Bundle/,
    ]);
  });

  test('Proceed to Checkout shows the placeholder with the order and a way back', async ({ page }) => {
    await seed(page);
    await page.goto('/cart');
    await summary(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout process coming soon!' })).toBeVisible();
    const order = page.getByRole('list', { name: 'Items in your order' });
    await expect(order.getByRole('listitem')).toHaveText([
      // What each price adds up from is today's catalogue's, whatever the stored line said.
      /2 × Teriyaki Chicken Bowl\s*Each: Bowl price \$9\.99 \+ Crispy Tofu \(extra protein\) \$1\.50\s*\$22\.98/,
      /1 × Custom Mexico Bowl\s*Bowl price \$9\.99 \+ Tofu \(extra protein\) \$1\.50 \+ Jackfruit \(extra protein\) \$1\.50 \+ Avocado \(extra\) \$1\.50\s*\$14\.49/,
      /1 × Falafel Hummus Pita\s*\$7\.49/,
      // What its price adds up from, in one line under its name.
      /1 × \$24\.99 Plan Bundle\s*Plan price \$24\.99 \+ Ginger Kombucha upgrade \$2\.00\s*\$26\.99/,
    ]);
    await expect(page.getByText('$71.95')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  });

  test('subscribe shows a hostile ?add= only as text @phone', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', async (d) => {
      dialogs++;
      await d.dismiss();
    });
    await seed(page, []);
    const hostile = '<img src=x onerror=alert(1)>';
    await page.goto(`/subscribe?add=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription management coming soon!' })).toBeVisible();
    await expect(page.getByTestId('subscribe-add')).toContainText(`“${hostile}”`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toBe(0);

    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription management coming soon!' })).toBeVisible();
    await expect(page.getByTestId('subscribe-add')).toHaveCount(0);
  });

  test("an empty cart says 'Your cart is empty' with a button to /menu @phone", async ({ page }) => {
    await seed(page, []);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse the Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test('removing the last line empties the cart', async ({ page }) => {
    await seed(page, LINES.slice(2, 3));
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Remove Falafel Hummus Pita' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
  });

  test('@phone a stored price is never shown: a tampered line costs what the catalogue says on /cart and /checkout', async ({
    page,
  }) => {
    // Someone set a Teriyaki line's price to one cent in the browser's storage, and kept a sandwich the menu no longer has.
    const cheap = {
      id: 'cart-e2e-cheap',
      type: 'bowl',
      quantity: 1,
      item: {
        id: 'teriyaki-chicken-bowl',
        name: 'Teriyaki Chicken Bowl',
        countryId: 'jp',
        proteins: ['Grilled halal chicken'],
        choices: [{ group: 'Base', names: ['Brown rice'] }],
        priceCents: 1,
        surcharges: [{ item: 'Brown rice', note: 'premium base', costCents: 50 }],
      },
    };
    const gone = {
      id: 'cart-e2e-gone',
      type: 'sandwich',
      quantity: 1,
      item: { id: 'falafel-wrap', title: 'Falafel Wrap', priceCents: 1 },
    };
    await seed(page, [cheap, gone]);
    await page.goto('/cart');
    const bowl = card(page, 'Teriyaki Chicken Bowl');
    await expect(bowl.getByTestId('line-total')).toHaveText('$10.49');
    await expect(bowl.getByTestId('price-parts').getByRole('listitem')).toHaveText([
      /Bowl price\s*\$9\.99/,
      /Brown rice \(premium base\)\s*plus \+\$0\.50/,
    ]);
    await expect(summary(page)).toContainText('$10.49');
    await expect(page.getByText('$0.01')).toHaveCount(0);
    // What the menu no longer has is gone, said once, by name.
    await expect(card(page, 'Falafel Wrap')).toHaveCount(0);
    const notice = page.getByTestId('toast').filter({ hasText: 'Removed from your cart' });
    await expect(notice).toContainText('Falafel Wrap is no longer on the menu, so it was taken out of your cart.');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await summary(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
    const order = page.getByRole('list', { name: 'Items in your order' });
    await expect(order.getByRole('listitem')).toHaveText([
      /1 × Teriyaki Chicken Bowl\s*Bowl price \$9\.99 \+ Brown rice \(premium base\) \$0\.50\s*\$10\.49/,
    ]);
    await expect(page.getByText('$10.49').last()).toBeVisible();
    await expect(page.getByText('$0.01')).toHaveCount(0);
    // A reload reads the cleaned cart: nothing more to say.
    await page.reload();
    await expect(order.getByRole('listitem')).toHaveCount(1);
    await expect(notice).toHaveCount(0);
  });

  test('@phone removing a line moves focus to the next line’s control, the last one to the empty state’s heading', async ({
    page,
  }) => {
    await seed(page, LINES.slice(1, 4));
    await page.goto('/cart');
    await settle(page);
    await page.getByRole('button', { name: 'Remove Custom Mexico Bowl' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Falafel Hummus Pita' })).toBeFocused();
    // The last line of the list: the one before it.
    await page.getByRole('button', { name: 'Remove $24.99 Plan Bundle' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Falafel Hummus Pita' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeFocused();
  });

  test('a toast with an action is reached from the keyboard while it shows, and waits while it holds focus or the pointer', async ({
    page,
  }) => {
    await seed(page, LINES.slice(2, 4));
    await page.goto('/cart');
    await settle(page);
    // From here the page's timers are the test's: the toast's time passes only when the test says so.
    await page.clock.install();
    await page.getByRole('button', { name: 'Remove Falafel Hummus Pita' }).focus();
    await page.keyboard.press('Enter');
    const toast = page.getByTestId('toast').filter({ hasText: 'Falafel Hummus Pita was removed.' });
    await expect(toast).toBeVisible();
    // A skip link leads to it while it shows, and a shortcut takes focus to its action.
    await expect(page.getByRole('link', { name: 'Skip to notifications (Alt+T)' })).toHaveCount(1);
    await page.keyboard.press('Alt+T');
    await expect(toast.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.clock.runFor(60_000);
    await expect(toast).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(card(page, 'Falafel Hummus Pita')).toBeVisible();
    // Done with the toast, focus goes back to where the customer was.
    await expect(page.getByRole('button', { name: 'Remove $24.99 Plan Bundle' })).toBeFocused();

    // The pointer holds it too, and once it leaves, the toast goes in its own time.
    await page.getByRole('button', { name: 'Remove Falafel Hummus Pita' }).click();
    const again = page.getByTestId('toast').filter({ hasText: 'Falafel Hummus Pita was removed.' });
    await expect(again).toBeVisible();
    await again.hover();
    await page.clock.runFor(60_000);
    await expect(again).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(60_000);
    await expect(again).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Skip to notifications (Alt+T)' })).toHaveCount(0);
  });

  test('@phone checkout repeats each line’s diet clash and the order’s allergens in the cart’s words', async ({
    page,
  }) => {
    await page.addInitScript(
      ({ key }) => {
        const state = { profile: { diets: ['vegetarian'], avoid: ['sesame'] }, display: 'mark' };
        localStorage.setItem(key, JSON.stringify({ state, version: 1 }));
      },
      { key: PROFILE_STORAGE_KEY },
    );
    await seed(page, [LINES[0], LINES[2]]);
    await page.goto('/cart');
    const said: Record<string, string> = {};
    for (const name of ['Teriyaki Chicken Bowl', 'Falafel Hummus Pita']) {
      const note = card(page, name).getByText(/^Not for you: /);
      await expect(note).toBeVisible();
      said[name] = (await note.textContent()) ?? '';
    }
    expect(said['Teriyaki Chicken Bowl']).toContain('contains chicken (meat)');
    expect(said['Falafel Hummus Pita']).toContain('you avoid sesame');
    const allergens = await page
      .getByRole('list', { name: 'Allergens present' })
      .getByRole('listitem')
      .allTextContents();
    expect(allergens.length).toBeGreaterThan(0);

    await page.goto('/checkout');
    const order = page.getByRole('list', { name: 'Items in your order' });
    for (const [name, words] of Object.entries(said)) {
      await expect(order.getByRole('listitem').filter({ hasText: name })).toContainText(words);
    }
    await expect(page.getByRole('list', { name: 'Allergens present' }).getByRole('listitem')).toHaveText(allergens);
  });
});
