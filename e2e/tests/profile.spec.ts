import { FAVOURITES_STORAGE_KEY, PROFILE_STORAGE_KEY } from '@campus/stores/profile-storage';
import { expect, type Page, test } from '@playwright/test';
import { axe, bowlLine, prepare, watchErrors } from './support';

/**
 * Issue "my diet, everywhere": one diet profile, set on one slice, honoured by the other four (and another tab), in the
 * composed production build; favourites that survive a reload and go back into the cart with their choices.
 */

const dietButton = (page: Page) => page.getByRole('button', { name: /^My diet, / });
const alertDialog = (page: Page) => page.getByRole('alertdialog');

test.describe('The diet profile', () => {
  test('@phone set on the menu, honoured by the builder, the plans, the cart, the Allergens page and a second tab', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    await prepare(page, { cart: [bowlLine('cart-e2e-1')] });
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Vegetarian only' }).click();
    await page.locator('summary', { hasText: 'Avoid allergens' }).click();
    await page.getByRole('button', { name: 'Soy', exact: true }).click();
    // The shell (another app) counts the rules at once.
    await expect(dietButton(page)).toHaveAccessibleName('My diet, 2 rules');
    await expect(page.getByText('Showing 3 of 4 bowls')).toBeVisible();

    // mfe-builder: tofu is marked with the reason, and asked about before it goes in.
    await page.goto('/build-your-own');
    await page.getByRole('button', { name: /^Quinoa/ }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const tofu = page.getByRole('button', { name: /^Tofu/ });
    await expect(tofu).toContainText('Not for you: contains soy — you avoid soy');
    await tofu.click();
    await expect(alertDialog(page)).toContainText('Tofu: contains soy — you avoid soy. Add it anyway?');
    await expect(alertDialog(page).getByRole('button', { name: 'Keep it out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(alertDialog(page)).toHaveCount(0);
    await expect(tofu).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: /^Falafel/ }).click();
    await expect(page.getByRole('button', { name: /^Falafel/ })).toHaveAttribute('aria-pressed', 'true');

    // mfe-plans: a traditional bowl that is not vegetarian is marked, in the bowl's words.
    await page.goto('/meal-plans/24-99');
    await expect(page.getByRole('button', { name: /Teriyaki Chicken Bowl/ })).toContainText(
      'Not for you: contains chicken (meat); contains soy — you avoid soy',
    );
    await expect(page.getByRole('button', { name: /Curry Power Bowl/ })).not.toContainText('Not for you');

    // mfe-cart: the stored line that breaks the profile is flagged at the top, before checkout.
    await page.goto('/cart');
    const check = page.getByTestId('diet-check');
    await expect(check).toContainText('1 item doesn’t fit your diet');
    await expect(check).toContainText('Teriyaki Chicken Bowl: contains chicken (meat); contains soy — you avoid soy');
    // The line itself says the same words.
    await expect(page.getByRole('article', { name: 'Teriyaki Chicken Bowl' })).toContainText(
      'Not for you: contains chicken (meat); contains soy — you avoid soy',
    );

    // mfe-info: the Allergens page shows (and sets) the same profile.
    await page.goto('/allergens');
    const profile = page.getByRole('region', { name: 'Your allergen profile' });
    await expect(profile.getByRole('button', { name: 'Soy', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await profile.getByRole('button', { name: 'Sesame', exact: true }).click();
    await expect(dietButton(page)).toHaveAccessibleName('My diet, 3 rules');

    // A second tab has it; clearing it there clears it here.
    const other = await context.newPage();
    await other.goto('/menu');
    await expect(other.getByRole('button', { name: 'Vegetarian only' })).toHaveAttribute('aria-pressed', 'true');
    await dietButton(other).click();
    await other.getByRole('dialog', { name: 'My diet' }).getByRole('button', { name: 'Clear all' }).click();
    await expect(dietButton(page)).toHaveAccessibleName('My diet, no rules set');
    await expect(profile.getByRole('button', { name: 'Soy', exact: true })).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });

  test('the shell’s My diet works by keyboard, is axe-clean, and the bowl page asks before a conflicting protein', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/bowl/fajita-veg-bowl?country=mx');
    await dietButton(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'My diet' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fish', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Fish', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const dialogResults = await axe(page).include('dialog[open]').analyze();
    expect(dialogResults.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(dietButton(page)).toBeFocused();

    const salmon = page.getByRole('button', { name: /^Grilled Salmon/ });
    await expect(salmon).toContainText('Not for you: contains fish — you avoid fish');
    await salmon.click();
    await alertDialog(page).getByRole('button', { name: 'Add anyway' }).click();
    await expect(salmon).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main')).toContainText('Not for you: contains fish — you avoid fish');
  });

  test('corrupted or foreign profile and favourites storage is ignored safely', async ({ page }) => {
    for (const raw of ['{not json', '[1,2]', '{"state":{"profile":{"diets":"vegan","avoid":[7]}},"version":1}']) {
      const errors = watchErrors(page);
      await prepare(page);
      await page.goto('/');
      await page.evaluate(
        ({ keys, value }) => {
          for (const key of keys) localStorage.setItem(key, value);
        },
        { keys: [PROFILE_STORAGE_KEY, FAVOURITES_STORAGE_KEY], value: raw },
      );
      await page.goto('/favourites');
      await expect(page.getByRole('heading', { level: 1, name: 'No favourites yet' })).toBeVisible();
      await expect(dietButton(page)).toHaveAccessibleName('My diet, no rules set');
      expect(errors).toEqual([]);
    }
  });
});

test.describe('Favourites', () => {
  test('@phone saved from two slices, they survive a reload and go back into the cart with their choices', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await prepare(page);
    await page.goto('/bowl/teriyaki-chicken-bowl?country=jp');
    // Its own grilled halal chicken comes chosen; tofu goes in beside it.
    await page.getByRole('button', { name: /^Crispy Tofu/ }).click();
    for (const name of [/^Grilled halal chicken/, /^Crispy Tofu/]) {
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    }
    const group = page.getByRole('group');
    await group.getByRole('button', { name: /^Brown rice/ }).click();
    // Edamame and pickled cucumber come chosen: the vegetables as the kitchen makes the bowl.
    await expect(group.getByRole('button', { name: /^Edamame/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Favourite', exact: true }).click();
    await expect(page.getByText('Teriyaki Chicken Bowl saved to your favourites.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/smart-value');
    await page.getByRole('button', { name: 'Favourite: Falafel Hummus Pita' }).click();
    await expect(page.getByRole('link', { name: 'Favourites, 2 saved' })).toBeVisible();

    await page.reload();
    await page.getByRole('link', { name: 'Favourites, 2 saved' }).click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Favourites' })).toBeVisible();
    const bowl = page.getByRole('article', { name: 'Teriyaki Chicken Bowl' });
    // Today's price: 9.99 + brown rice 0.50 + a second protein 1.50.
    await expect(bowl).toContainText('$11.99');
    await expect(bowl).toContainText('Brown rice');
    await bowl.getByRole('button', { name: 'Add to Cart for Teriyaki Chicken Bowl' }).click();
    await page
      .getByRole('article', { name: 'Falafel Hummus Pita' })
      .getByRole('button', { name: /^Add to Cart/ })
      .click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    const line = page.getByRole('article', { name: /Teriyaki Chicken Bowl/ });
    await expect(line).toContainText('Brown rice');
    await expect(line).toContainText('Edamame');
    await expect(line).toContainText('Crispy Tofu');
    await expect(line).toContainText('$11.99');
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await page.goto('/favourites');
    const axeFavourites = await axe(page).analyze();
    expect(axeFavourites.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole('button', { name: 'Remove Falafel Hummus Pita from favourites' }).click();
    await expect(page.getByRole('link', { name: 'Favourites, 1 saved' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a favourite the menu no longer has is shown as unavailable, and the page still works', async ({ page }) => {
    const errors = watchErrors(page);
    await prepare(page);
    await page.goto('/');
    await page.evaluate((key) => {
      const line = { type: 'sandwich', item: { id: 'retired-wrap', title: 'Retired Wrap', priceCents: 650 } };
      const favourites = [{ key: 'x', savedAt: 1, recipe: { kind: 'product', productId: 'retired-wrap' }, line }];
      localStorage.setItem(key, JSON.stringify({ state: { favourites }, version: 1 }));
    }, FAVOURITES_STORAGE_KEY);
    await page.goto('/favourites');
    const card = page.getByRole('article', { name: 'Retired Wrap' });
    await expect(card).toContainText('No longer on the menu: it can’t be ordered.');
    await expect(card.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
    await card.getByRole('button', { name: 'Remove Retired Wrap from favourites' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'No favourites yet' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
