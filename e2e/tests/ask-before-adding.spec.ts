import { PROFILE_STORAGE_KEY } from '@campus/stores/profile-storage';
import { expect, type Page, test } from '@playwright/test';
import { prepare, settle, watchErrors } from './support';

/**
 * Issue #23: "the same question before adding on every page that adds". With My diet set to avoid milk & dairy and
 * soy, each page that puts something in a bowl, a bundle or the cart asks first ("… doesn't fit your diet": Keep it
 * out, focused; Add anyway), and "Keep it out" leaves it out.
 */

async function avoidDairyAndSoy(page: Page) {
  await page.addInitScript(
    ({ key }) => {
      const state = { profile: { diets: [], avoid: ['dairy', 'soy'] }, display: 'mark' };
      localStorage.setItem(key, JSON.stringify({ state, version: 1 }));
    },
    { key: PROFILE_STORAGE_KEY },
  );
}

const question = (page: Page, name: string) => page.getByRole('alertdialog', { name: `${name} doesn't fit your diet` });

/** The question is asked, "Keep it out" has the focus, and choosing it closes the question. */
async function keepItOut(page: Page, name: string) {
  const dialog = question(page, name);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it out' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep it out' }).click();
  await expect(dialog).toHaveCount(0);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

test.describe('the same question before adding, on every page that adds', () => {
  test.beforeEach(async ({ page }) => {
    await prepare(page);
    await avoidDairyAndSoy(page);
  });

  test('@phone bowl page, builder, plan builder, chef’s pick, Smart Value and favourites ask the same way', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const cart = page.getByRole('link', { name: /^Cart/ });

    // The bowl page: a protein, and the bowl itself on Add to Cart.
    await open(page, '/bowl/fajita-veg-bowl?country=mx');
    const tofu = page.getByRole('button', { name: /^Crispy Tofu/ });
    await tofu.click();
    await keepItOut(page, 'Crispy Tofu');
    await expect(tofu).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: /^Falafel/ }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await keepItOut(page, 'Fajita Veg Bowl');
    await expect(cart).toHaveAccessibleName('Cart, 0 items');

    // The builder: an ingredient as it is picked.
    await open(page, '/build-your-own');
    await page.getByRole('button', { name: /^Quinoa/ }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: /^Tofu/ }).click();
    await keepItOut(page, 'Tofu');
    await expect(page.getByRole('button', { name: /^Tofu/ })).toHaveAttribute('aria-pressed', 'false');

    // A plan builder: a drink as it is added; Add anyway puts it in.
    await open(page, '/meal-plans/19-99');
    const coffee = page.getByRole('button', { name: /Iced Coffee/ });
    await coffee.click();
    await keepItOut(page, 'Iced Coffee');
    const chips = page.getByRole('list', { name: 'Chosen drinks' });
    await expect(chips.getByRole('listitem')).toHaveCount(0);
    await coffee.click();
    await question(page, 'Iced Coffee').getByRole('button', { name: 'Add anyway' }).click();
    await expect(chips.getByRole('listitem')).toHaveCount(1);

    // Today's chef's pick, added in one tap.
    await open(page, '/meal-plans/student-plan');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await keepItOut(page, "Today's chef's pick");
    await expect(page).toHaveURL(/\/meal-plans\/student-plan$/);

    // Smart Value: a sandwich; its heart saves it for the favourites page.
    await open(page, '/smart-value');
    const panini = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Caprese Panini' }) });
    await panini.getByRole('button', { name: /^Add to Cart/ }).click();
    await keepItOut(page, 'Caprese Panini');
    await panini.getByRole('button', { name: 'Favourite: Caprese Panini' }).click();
    await expect(panini.getByRole('button', { name: 'Favourite: Caprese Panini' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Favourites: Add to Cart asks too.
    await open(page, '/favourites');
    await page
      .getByRole('article', { name: 'Caprese Panini' })
      .getByRole('button', { name: /^Add to Cart/ })
      .click();
    await keepItOut(page, 'Caprese Panini');
    await expect(cart).toHaveAccessibleName('Cart, 0 items');
    expect(errors).toEqual([]);
  });
});
