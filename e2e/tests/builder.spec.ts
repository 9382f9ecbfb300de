import { expect, type Page, test } from '@playwright/test';
import { prepare, watchErrors } from './support';

/** The seven-step builder and Suggest a Bowl, in the composed production build. */

const choice = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const stepIndicator = (page: Page) => page.getByTestId('step-indicator');
const total = (page: Page) => page.getByRole('status').filter({ hasText: 'Bowl total' });

async function expectRequired(page: Page, message: string) {
  const toast = page.getByTestId('toast').filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Selection Required');
  await toast.getByRole('button', { name: /Dismiss notification/ }).click();
}

test.describe('Build your own bowl', () => {
  test('@phone every required step shows its Selection Required message', async ({ page }) => {
    const errors = watchErrors(page);
    await prepare(page);
    await page.goto('/build-your-own');
    await expect(page.getByRole('heading', { level: 1, name: 'Build Your Own Bowl' })).toBeVisible();
    await expect(stepIndicator(page)).toContainText('Step 1 of 7');
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();

    await next(page).click();
    await expectRequired(page, 'Please select a base for your bowl.');
    await expect(stepIndicator(page)).toContainText('Step 1 of 7');
    await choice(page, 'Brown Rice').click();
    await next(page).click();

    await expect(stepIndicator(page)).toContainText('Step 2 of 7');
    await next(page).click();
    await expectRequired(page, 'Please select at least one protein.');
    await choice(page, 'Halal Chicken').click();
    await next(page).click();

    await expect(stepIndicator(page)).toContainText('Step 3 of 7');
    await next(page).click();
    await expectRequired(page, 'Please select at least one green or veggie.');
    await choice(page, 'Steamed Broccoli').click();
    await next(page).click();

    // Toppings have no requirement.
    await expect(stepIndicator(page)).toContainText('Step 4 of 7');
    await next(page).click();

    await expect(stepIndicator(page)).toContainText('Step 5 of 7');
    await next(page).click();
    await expectRequired(page, 'Please select a sauce or dressing.');
    await choice(page, 'Tahini').click();
    await next(page).click();

    // Extras have no requirement either; Back returns one step.
    await expect(stepIndicator(page)).toContainText('Step 6 of 7');
    await next(page).click();
    await expect(stepIndicator(page)).toContainText('Step 7 of 7');
    await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(stepIndicator(page)).toContainText('Step 6 of 7');
    expect(errors).toEqual([]);
  });

  test('maximums: 3 proteins, 3 greens, 3 toppings (a 4th is ignored, with the reason); extras unlimited', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/build-your-own');
    await choice(page, 'Quinoa').click();
    await next(page).click();

    for (const name of ['Tofu', 'Salmon', 'Falafel']) await choice(page, name).click();
    await choice(page, 'Jackfruit').click();
    await expect(choice(page, 'Jackfruit')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('3 of 3 chosen (maximum)')).toBeVisible();
    await expect(page.getByText('You can choose up to 3 proteins. Remove one to add Jackfruit.').first()).toBeVisible();
    // Removing one makes room again.
    await choice(page, 'Salmon').click();
    await choice(page, 'Jackfruit').click();
    await expect(choice(page, 'Jackfruit')).toHaveAttribute('aria-pressed', 'true');
    await next(page).click();

    for (const name of ['Roasted Sweet Potato', 'Steamed Broccoli', 'Sautéed Cabbage'])
      await choice(page, name).click();
    await choice(page, 'Roasted Cauliflower').click();
    await expect(choice(page, 'Roasted Cauliflower')).toHaveAttribute('aria-pressed', 'false');
    await expect(
      page.getByText('You can choose up to 3 greens & veggies. Remove one to add Roasted Cauliflower.').first(),
    ).toBeVisible();
    await next(page).click();

    for (const name of ['Sesame Seeds', 'Crispy Onions', 'Tortilla Strips']) await choice(page, name).click();
    await choice(page, 'Lemon & Lime Wedge').click();
    await expect(choice(page, 'Lemon & Lime Wedge')).toHaveAttribute('aria-pressed', 'false');
    await expect(
      page.getByText('You can choose up to 3 toppings. Remove one to add Lemon & Lime Wedge.').first(),
    ).toBeVisible();
    await next(page).click();

    // Sauce is a single choice: a second one replaces the first.
    await choice(page, 'BBQ').click();
    await choice(page, 'Tahini').click();
    await expect(choice(page, 'BBQ')).toHaveAttribute('aria-pressed', 'false');
    await expect(choice(page, 'Tahini')).toHaveAttribute('aria-pressed', 'true');
    await next(page).click();

    for (const name of ['Avocado', 'Mozzarella', 'Edamame', 'Mixed Nuts']) {
      await choice(page, name).click();
      await expect(choice(page, name)).toHaveAttribute('aria-pressed', 'true');
    }
    // 9.99 + 2 × 1.50 (proteins beyond the first) + 1.50 + 1.00 + 0.75 + 1.25
    await expect(total(page)).toContainText('$17.49');
  });

  test('@phone the whole flow by keyboard to /cart with the right price', async ({ page }) => {
    const errors = watchErrors(page);
    await prepare(page);
    await page.goto('/build-your-own?theme=italy');
    await expect(page.getByText('Italy theme')).toBeVisible();
    const press = async (name: string) => {
      const target =
        name === 'Next' || name === 'Add to Cart'
          ? page.getByRole('button', { name, exact: true })
          : choice(page, name);
      await target.focus();
      await page.keyboard.press('Enter');
    };
    await press('Basmati Rice');
    await press('Next');
    await press('Halal Chicken');
    await press('Tofu');
    await expect(total(page)).toContainText('$11.49');
    await press('Next');
    await press('Grilled Zucchini & Peppers');
    await press('Next');
    await press('Pickled Cucumber & Onion');
    await press('Next');
    await press('Mint Chutney');
    await press('Next');
    await press('Avocado');
    await press('Mozzarella');
    await press('Next');
    await expect(stepIndicator(page)).toContainText('Step 7 of 7');
    await expect(total(page)).toContainText('$13.99');
    await expect(page.getByRole('list', { name: 'Diet badges' })).toContainText('Halal');
    await expect(page.getByText('Contains: Milk & Dairy, Soy')).toBeVisible();

    await press('Add to Cart');
    await expect(page).toHaveURL(/\/cart$/);
    const toast = page.getByTestId('toast').filter({ hasText: 'Bowl Added to Cart!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Your custom bowl has been added for $13.99.');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    // The cart page (another slice) shows the bowl at its price.
    await expect(page.getByRole('main')).toContainText('$13.99');
    expect(errors).toEqual([]);
  });

  test('@phone from Review, a step edited goes back to Review in one step; the steps done are links to themselves', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/build-your-own');
    for (const pick of ['Quinoa', null, 'Tofu', null, 'Steamed Broccoli', null, null, 'Tahini', null, null]) {
      await (pick ? choice(page, pick) : next(page)).click();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Base' }).click();
    await expect(stepIndicator(page)).toContainText('Step 1 of 7');
    await choice(page, 'Brown Rice').click();
    await page.getByRole('button', { name: 'Back to review' }).click();
    await expect(stepIndicator(page)).toContainText('Step 7 of 7');
    await expect(page).toHaveURL(/\?step=review$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText('Brown Rice');

    // Every step done, Review's own included, is a link in the progress bar; the one shown is not.
    const steps = page.getByRole('list', { name: 'Builder steps' });
    await expect(steps.getByRole('link')).toHaveCount(6);
    await steps.getByRole('link', { name: /^Greens & Veggies/ }).click();
    await expect(stepIndicator(page)).toContainText('Step 3 of 7');
    await expect(page.getByRole('heading', { level: 2, name: 'Greens & Veggies' })).toBeFocused();
    await steps.getByRole('link', { name: /^Review/ }).click();
    await expect(stepIndicator(page)).toContainText('Step 7 of 7');
  });

  test('a half-built bowl survives a reload; the header goes back to /menu', async ({ page }) => {
    await prepare(page);
    await page.goto('/build-your-own');
    await choice(page, 'Quinoa').click();
    await next(page).click();
    await choice(page, 'Salmon').click();
    await page.reload();
    await expect(stepIndicator(page)).toContainText('Step 2 of 7');
    await expect(choice(page, 'Salmon')).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: 'Back to Menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test('@phone the step is in the address: the phone Back button goes to the step before, a reload stays', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/build-your-own');
    await expect(page).toHaveURL(/\/build-your-own$/);
    await choice(page, 'Quinoa').click();
    await next(page).click();
    await choice(page, 'Tofu').click();
    await next(page).click();
    await expect(page).toHaveURL(/\?step=greens-veggies$/);
    await page.goBack();
    await expect(stepIndicator(page)).toContainText('Step 2 of 7');
    await expect(choice(page, 'Tofu')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(stepIndicator(page)).toContainText('Step 2 of 7');
    await expect(choice(page, 'Tofu')).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(stepIndicator(page)).toContainText('Step 1 of 7');
    await expect(choice(page, 'Quinoa')).toHaveAttribute('aria-pressed', 'true');
    await page.goForward();
    await expect(stepIndicator(page)).toContainText('Step 2 of 7');
  });

  test('an unknown theme is ignored', async ({ page }) => {
    await prepare(page);
    await page.goto('/build-your-own?theme=atlantis');
    await expect(page.getByRole('heading', { level: 1, name: 'Build Your Own Bowl' })).toBeVisible();
    await expect(page.getByText(/theme ·/)).toHaveCount(0);
  });
});

test.describe('Suggest a Bowl', () => {
  test('@phone required fields, the simulated submit, and liking an idea', async ({ page }) => {
    const errors = watchErrors(page);
    await prepare(page);
    await page.goto('/suggest-a-bowl');
    await expect(page.getByRole('heading', { level: 1, name: 'Suggest a Bowl' })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Submit Suggestion' });
    await submit.click();
    const missing = page.getByTestId('toast').filter({ hasText: 'Missing Required Fields' });
    await expect(missing).toContainText('Please fill in bowl name, country inspiration, and base.');
    await expect(page.getByLabel(/Bowl name/)).toBeFocused();

    await page.getByLabel(/Bowl name/).fill('Zesty Lime Bowl');
    await page.getByLabel(/Country inspiration/).selectOption('Mexico');
    await page.getByLabel(/^Base/).selectOption('Quinoa');
    await page.getByRole('checkbox', { name: 'Falafel' }).check();
    await page.getByLabel(/E-mail/).fill('student@example.com');
    await submit.click();
    await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    const done = page.getByTestId('toast').filter({ hasText: '🎉 Suggestion Submitted!' });
    await expect(done).toContainText('Thank you! Our chefs will review your creative bowl idea.');
    await expect(page.getByLabel(/Bowl name/)).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'Falafel' })).not.toBeChecked();

    await page.getByRole('button', { name: /^Like Taco Tuesday Every Day/ }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Thanks for the ❤️!' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
