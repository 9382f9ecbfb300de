import { expect, type Page, test } from '@playwright/test';
import { prepare, watchErrors } from './support';

/** The menu slice in the composed production build: browse → bowl → protein → cart, Smart Value, filters, not-found. */

const protein = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
const purchase = (page: Page) => page.getByRole('region', { name: 'Quantity and price' });
const choice = (page: Page, name: string) =>
  page.getByRole('group').getByRole('button', { name: new RegExp(`^${name}`) });
const toastWith = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

test.describe('Menu to cart', () => {
  test('@phone menu → country → bowl → protein → add → badge → cart page', async ({ page }) => {
    const errors = watchErrors(page);
    await prepare(page);
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh Bowl Menu' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'International Bowls' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('link', { name: 'View All Japan bowls' }).click();
    await expect(page).toHaveURL(/\/menu\/country\/jp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Japan Bowls' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();

    await page.getByRole('link', { name: 'Teriyaki Chicken Bowl' }).click();
    await expect(page).toHaveURL(/\/bowl\/teriyaki-chicken-bowl\?country=jp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Teriyaki Chicken Bowl' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Macro split/ })).toBeVisible();

    // The bowl opens as described: its own protein chosen and included.
    const own = protein(page, 'Grilled halal chicken');
    await expect(own).toHaveAttribute('aria-pressed', 'true');
    await expect(own).toContainText('In the recipe');
    await expect(page.getByRole('region', { name: "What's inside" })).toContainText(/Protein\s*Grilled halal chicken/);
    // Taken out, no protein: the spec's toast, nothing added.
    await own.click();
    await purchase(page).getByRole('button', { name: 'Add to Cart' }).click();
    const refused = toastWith(page, 'Please select at least one protein');
    await expect(refused).toContainText('You need to choose at least one protein to complete your bowl.');
    await refused.getByRole('button', { name: /Dismiss notification/ }).click();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

    await own.click();
    await expect(own).toHaveAttribute('aria-pressed', 'true');
    await expect(purchase(page)).toContainText('$9.99');
    // The bowl as the kitchen makes it: base, vegetables and sauce come chosen too.
    for (const name of ['Jasmine rice', 'Edamame', 'Pickled cucumber', 'Teriyaki glaze']) {
      await expect(choice(page, name)).toHaveAttribute('aria-pressed', 'true');
    }
    await purchase(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toastWith(page, 'Added to cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const main = page.locator('main');
    await expect(main.getByText('Teriyaki Chicken Bowl').first()).toBeVisible();
    await expect(main.getByText('Grilled halal chicken').first()).toBeVisible();
    await expect(main.getByText('$9.99').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('customise: premium base, two proteins, vegetables; the cart line says the choices; the same again merges', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/item/curry-power');
    await expect(page.getByRole('heading', { level: 1, name: 'Curry Power Bowl' })).toBeVisible();
    await expect(choice(page, 'Brown rice')).toContainText('+$0.50');
    await choice(page, 'Brown rice').click();
    // Its own curried chickpeas stay (included); salmon goes in as the second protein.
    await expect(protein(page, 'Curried chickpeas')).toHaveAttribute('aria-pressed', 'true');
    await protein(page, 'Grilled Salmon').click();
    // Cauliflower out, sweet potato in (spinach stays, as the kitchen makes it).
    await choice(page, 'Roasted cauliflower').click();
    await choice(page, 'Roasted sweet potato').click();
    // 9.99 + premium base 0.50 + salmon as the second protein 3.00
    await expect(purchase(page)).toContainText('$13.49');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(purchase(page)).toContainText('$26.98');
    await purchase(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await purchase(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to India' })).toHaveAttribute('href', '/menu/country/in');

    await page.goto('/cart');
    const line = page.getByRole('article', { name: 'Curry Power Bowl' });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(/Base\s*Brown rice/);
    await expect(line).toContainText(/Vegetables\s*Sautéed spinach, Roasted sweet potato/);
    await expect(line).toContainText(/Sauce\s*Coconut curry/);
    await expect(line).toContainText(/Proteins\s*Curried chickpeas, Grilled Salmon/);
    // What the price adds up from, each part in its own row: 9.99 + 0.50 + 3.00 = 13.49 each.
    await expect(line.getByTestId('price-parts').getByRole('listitem')).toHaveText([
      /Bowl price\s*\$9\.99/,
      /Brown rice \(premium base\)\s*plus \+\$0\.50/,
      /Grilled Salmon \(extra protein\)\s*plus \+\$3\.00/,
    ]);
    await expect(line).toContainText('$40.47');
  });

  test('@phone Smart Value: a sandwich goes to the cart with Added to cart!', async ({ page }) => {
    const errors = watchErrors(page);
    await prepare(page);
    await page.goto('/menu?category=sandwiches');
    await expect(page.getByRole('tab', { name: 'Smart Value' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' }).click();
    await expect(toastWith(page, 'Added to cart!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await page.goto('/smart-value');
    await expect(page.getByRole('heading', { name: 'The $9.99 Student Bowl' })).toBeVisible();
    await expect(page.getByText('+$2.99')).toBeVisible();
    await expect(page.getByText('+$1.99')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Bowls by Country' })).toHaveAttribute(
      'href',
      '/bowls-by-country',
    );
    expect(errors).toEqual([]);
  });
});

test.describe('The menu on a phone', () => {
  for (const path of ['/menu', '/menu?category=bowls']) {
    test(`@phone ${path}: the first bowl card starts within a screen and a half, under the banner and the tabs`, async ({
      page,
    }) => {
      const height = 844;
      await page.setViewportSize({ width: 390, height });
      // A first visit: the demo notice is still there, above the page.
      await prepare(page, { keepDisclaimer: true });
      await page.goto(path);
      // SPEC §2 Menu: the Student Special banner and the three tabs, International Bowls chosen.
      await expect(page.getByRole('complementary', { name: 'Student Special' })).toBeVisible();
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText(['International Bowls', 'Build Your Own', 'Smart Value']);
      await expect(page.getByRole('tab', { name: 'International Bowls' })).toHaveAttribute('aria-selected', 'true');
      const firstBowl = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.locator('a[href^="/item/"]') })
        .first();
      await expect(firstBowl).toBeVisible();
      const top = await firstBowl.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      test.info().annotations.push({ type: 'first bowl card', description: `y=${Math.round(top)}` });
      expect(top, `first bowl card at y=${Math.round(top)}`).toBeLessThan(1.5 * height);
      // One "Build Your Own" in the page's top: the tab, not a banner button beside it.
      await expect(
        page.getByRole('complementary', { name: 'Student Special' }).getByRole('link', { name: 'Build Your Own' }),
      ).toHaveCount(0);
    });
  }

  test("@phone home's Smart Value card (/menu?category=boxes) opens Smart Value at its Student Bowl", async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Smart Value/ })
      .click();
    await expect(page).toHaveURL(/\/menu\?category=boxes$/);
    await expect(page.getByRole('tab', { name: 'Smart Value' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'The $9.99 Student Bowl' })).toBeInViewport();
  });
});

test.describe('Filters and states', () => {
  test('the diet filter is the saved profile: it survives a reload, hides or marks, and can empty the list', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Vegetarian only' }).click();
    await expect(page.getByRole('link', { name: 'Teriyaki Chicken Bowl' })).toHaveCount(0);
    await expect(page.getByText('Showing 3 of 4 bowls')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Vegetarian only' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Curry Power Bowl' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Teriyaki Chicken Bowl' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show it, marked' }).click();
    const teriyaki = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Teriyaki Chicken Bowl' }) });
    await expect(teriyaki).toContainText('Not for you: contains chicken (meat)');
    // Vegan: the curry and the Mediterranean bowl (every part plant-based); the fajita bowl has cheese.
    await page.getByRole('button', { name: 'Vegan only' }).click();
    await page.getByRole('button', { name: 'Hide what doesn’t fit' }).click();
    await expect(page.getByText('Showing 2 of 4 bowls')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fajita Veg Bowl' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Mediterranean Bowl' }).first()).toBeVisible();
    // Avoiding what those two contain (sesame, coconut) empties the list.
    await page.locator('summary', { hasText: 'Avoid allergens' }).click();
    await page.getByRole('button', { name: 'Sesame', exact: true }).click();
    await page.getByRole('button', { name: 'Coconut', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No bowls match your filters' })).toBeVisible();
  });

  test('bowls by country: View All and bowl links', async ({ page }) => {
    await prepare(page);
    await page.goto('/bowls-by-country');
    await expect(page.getByRole('heading', { level: 1, name: 'Bowls by Country' })).toBeVisible();
    await page.getByRole('link', { name: 'View All Mexico bowls' }).click();
    await expect(page).toHaveURL(/\/bowls-by-country\/mx$/);
    await page.getByRole('link', { name: 'Fajita Veg Bowl' }).click();
    await expect(page).toHaveURL(/\/bowl\/fajita-veg-bowl\?country=mx$/);
  });

  for (const [path, title, back] of [
    ['/menu/country/atlantis', 'Country Not Found', 'Back to Menu'],
    ['/bowls-by-country/atlantis', 'Country Not Found', 'Back to Countries'],
    ['/bowl/nope', 'Bowl Not Found', 'Back to Menu'],
    ['/product/123', 'Product Not Found', 'Back to Menu'],
    ['/menu/product', 'Product Not Found', 'Back to Menu'],
  ] as const) {
    test(`${path} shows ${title}`, async ({ page }) => {
      await prepare(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: back })).toBeVisible();
    });
  }
});
