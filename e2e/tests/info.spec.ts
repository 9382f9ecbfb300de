import { expect, type Page, test } from '@playwright/test';
import { online } from './support';

const isLocal = (url: string) => {
  const { hostname, protocol } = new URL(url);
  return protocol === 'data:' || hostname === 'localhost' || hostname === '127.0.0.1';
};

/** Records every request that leaves localhost; answers them locally so the closed network is never hit. */
async function watchThirdParty(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.route(
    (url) => !isLocal(url.toString()),
    (route) => {
      external.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' });
    },
  );
  return external;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('disclaimer-dismissed', 'true'));
});

test.describe('home', () => {
  for (const [name, category] of [
    ['Sandwiches', 'sandwiches'],
    ['Bowls', 'bowls'],
    ['Smart Value', 'boxes'],
  ] as const) {
    test(`the ${name} shortcut opens /menu?category=${category} @phone`, async ({ page }) => {
      await page.goto('/');
      const arrived = page.waitForURL(new RegExp(`/menu\\?category=${category}$`));
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .click();
      // The menu slice may then move on (it sends ?category=bowls to /bowls-by-country): we check the hand-over.
      await arrived;
    });
  }

  test('paints the hero at once, its picture drawn inline with the text @phone', async ({ page }) => {
    const external = await watchThirdParty(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Healthy, Halal, Campus-friendly' })).toBeVisible();
    const hero = page.getByRole('img', { name: /colourful bowl seen from above/ });
    // Part of the page itself, not a file or an image document of its own that could be drawn a frame later.
    await expect(hero).toHaveJSProperty('tagName', 'svg');
    const box = await hero.boundingBox();
    expect(box?.width, 'the picture takes its width').toBeGreaterThan(300);
    expect(Math.abs((box?.height ?? 0) / (box?.width ?? 1) - 480 / 560), 'at its own proportions').toBeLessThan(0.01);
    await expect(page.getByRole('main').getByRole('link', { name: 'Download the App' })).toHaveAttribute(
      'href',
      '/download-app',
    );
    expect(external).toEqual([]);
  });

  test('the e-mail sign-up says honestly that nothing was sent @phone', async ({ page }) => {
    const external = await watchThirdParty(page);
    await page.goto('/');
    await page.getByLabel('E-mail address').fill('sam@university.ca');
    await page.getByRole('button', { name: 'Sign me up' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'not sent or saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(external).toEqual([]);
  });
});

test.describe('about', () => {
  test('the FAQ accordion opens and closes an answer @phone', async ({ page }) => {
    await page.goto('/about');
    const question = page.getByRole('button', { name: 'Is everything halal?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = page.getByRole('region', { name: 'Is everything halal?' });
    await expect(answer).toBeHidden();

    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('100% halal-certified ingredients');

    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });
});

test.describe('smart lockers', () => {
  test('/lockers is the same page as /smart-lockers', async ({ page }) => {
    await page.goto('/smart-lockers');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Smart Lockers');
    const sections = await page.getByRole('heading', { level: 2 }).allTextContents();

    await page.goto('/lockers');
    await expect(h1).toHaveText('Smart Lockers');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(sections);
  });

  test('Order a Meal goes to /menu and View Meal Plans to /meal-plans @phone', async ({ page }) => {
    await page.goto('/smart-lockers');
    await page.getByRole('link', { name: 'Order a Meal' }).first().click();
    await expect(page).toHaveURL(/\/menu$/);

    await page.goto('/lockers');
    await page.getByRole('link', { name: 'View Meal Plans' }).first().click();
    await expect(page).toHaveURL(/\/meal-plans$/);
  });

  test('the demo video asks nothing of another host until it is played', async ({ page }) => {
    await online(page);
    const external = await watchThirdParty(page);
    await page.goto('/smart-lockers');
    const play = page.getByRole('button', { name: /Play video/ });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(external).toEqual([]);

    await play.click();
    await expect(page.locator('iframe[title$="app demo"]')).toBeVisible();
    await expect.poll(() => external.length).toBeGreaterThan(0);
    expect(external.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  });
});

test.describe('download app', () => {
  test('offers the APK, the demo in a new tab and the Android requirement @phone', async ({ page }) => {
    await page.goto('/download-app');
    await expect(page.getByRole('link', { name: 'Download APK' })).toHaveAttribute('href', /\.apk$/);
    const demo = page.getByRole('link', { name: /Try the Interactive Demo/ });
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByText('Android 7.0 or higher required')).toBeVisible();
  });
});

test.describe('loyalty', () => {
  test('a call-to-action button says the programme is coming soon', async ({ page }) => {
    await page.goto('/loyalty');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Buy 10 Bowls then Get 1 Bowl FREE');
    await page.getByRole('button', { name: 'Join the Program' }).click();
    await expect(page.getByText('Loyalty program coming soon!')).toBeVisible();
  });
});
