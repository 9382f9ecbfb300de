import { expect, type Page, test } from '@playwright/test';
import { REMOTE_ORIGINS } from './origins';
import { bowlLine, CART_KEY, prepare, watchErrors } from './support';

/** Faults (remotes down, offline, bad storage, storage full) and hostile input: the site stays usable and inert. */

const UNAVAILABLE = "This part of the site didn't load";
const READ_ONLY = "This page didn't fully load.";
const BUILDER_KEY = 'campus-bowls-builder';

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

test.describe('each remote blocked in turn', () => {
  const CASES = [
    { remote: 'mfe_menu', path: '/menu', other: ['About', 'mfe_info'] },
    { remote: 'mfe_builder', path: '/build-your-own', other: ['Menu', 'mfe_menu'] },
    { remote: 'mfe_plans', path: '/meal-plans', other: ['Smart Value', 'mfe_menu'] },
    { remote: 'mfe_cart', path: '/cart', other: ['Help', 'mfe_info'] },
    { remote: 'mfe_info', path: '/about', other: ['Meal Plans', 'mfe_plans'] },
  ] as const;

  for (const { remote, path, other } of CASES) {
    test(`${remote} down: its pages say so, the rest works, Retry recovers`, async ({ page }) => {
      await prepare(page, { cart: [bowlLine('cart-fault-1')] });
      let blocked = true;
      await page.route(`${REMOTE_ORIGINS[remote]}/**`, (route) => (blocked ? route.abort() : route.continue()));
      await page.goto(path);
      // The page came with the server's HTML: it stays readable, inert, under a note with Retry.
      const note = page.getByRole('alert').filter({ hasText: READ_ONLY });
      await expect(note).toBeVisible();
      const serverCopy = page.locator(`[data-remote=${remote}] [inert]`);
      await expect(serverCopy.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Another slice still loads and works.
      const [label, otherRemote] = other;
      await navLink(page, label).click();
      await expect(page.locator(`[data-remote=${otherRemote}] h1`).first()).toBeVisible();
      await expect(note).toBeHidden();

      // Back to the broken slice, drawn by the browser this time: explained; once the remote is back, Retry brings it.
      await page.goBack();
      await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
      blocked = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator(`[data-remote=${remote}] h1`).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeHidden();
      await expect(page.locator(`[data-remote=${remote}] [inert]`)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });
  }

  test('a page whose code failed comes back whole with Retry', async ({ page }) => {
    await prepare(page);
    let blocked = true;
    await page.route(`${REMOTE_ORIGINS.mfe_menu}/**`, (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/smart-value');
    await expect(page.getByRole('alert').filter({ hasText: READ_ONLY })).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote=mfe_menu] [inert]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
});

test.describe('offline after load', () => {
  test('@phone a loaded slice keeps working, a new one explains, Retry works once back online', async ({
    page,
    context,
  }) => {
    await prepare(page);
    await page.goto('/menu');
    await expect(page.locator('[data-remote=mfe_menu] h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    // Within the menu slice: another page, and an add to the cart.
    await page.evaluate(() => {
      history.pushState({}, '', '/smart-value');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('[data-remote=mfe_menu] h1').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // The builder was never loaded: it says so instead of hanging.
    await page.evaluate(() => {
      history.pushState({}, '', '/build-your-own');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Build Your Own Bowl' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
});

test.describe('wrongly shaped storage', () => {
  const CARTS: [label: string, raw: string, count: number][] = [
    ['null', 'null', 0],
    ['a string', '"cart"', 0],
    ['state null', '{"state":null,"version":1}', 0],
    ['items an object', '{"state":{"items":{"0":{"id":"cart-1"}}},"version":1}', 0],
    ['a future version', JSON.stringify({ state: { items: [bowlLine('cart-v9')] }, version: 9 }), 1],
    [
      'bad lines among good ones',
      JSON.stringify({
        state: {
          items: [
            bowlLine('cart-good'),
            { id: 'cart-neg', type: 'bowl', quantity: -1, item: bowlLine('x').item },
            { id: 'cart-nan', type: 'bowl', quantity: 'two', item: bowlLine('x').item },
            { id: 'cart-price', type: 'bowl', quantity: 1, item: { ...bowlLine('x').item, priceCents: '999' } },
            { id: 'cart-kind', type: 'pizza', quantity: 1, item: bowlLine('x').item },
            { id: 'not-a-cart-id', type: 'bowl', quantity: 1, item: bowlLine('x').item },
            bowlLine('cart-good'), // a duplicate id
            null,
            42,
          ],
        },
        version: 1,
      }),
      1,
    ],
    [
      'markup in a name',
      JSON.stringify({
        state: {
          items: [
            {
              ...bowlLine('cart-html'),
              item: { ...bowlLine('x').item, name: '<img src=x onerror="window.__pwned=1">Bowl' },
            },
          ],
        },
        version: 1,
      }),
      1,
    ],
    ['a prototype key', '{"__proto__":{"polluted":true},"state":{"items":[]},"version":1}', 0],
  ];

  for (const [label, raw, count] of CARTS) {
    test(`cart storage: ${label}`, async ({ page }) => {
      const errors = watchErrors(page);
      await prepare(page, { rawCart: raw });
      await page.goto('/cart');
      await expect(page.locator('[data-remote=mfe_cart] h1').first()).toBeVisible();
      await expect(page.getByRole('link', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` })).toBeVisible();
      if (label === 'markup in a name') {
        await expect(page.getByText('<img src=x onerror="window.__pwned=1">Bowl').first()).toBeVisible();
      }
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  }

  const BUILDERS: [label: string, raw: string, step: string][] = [
    ['not JSON', '{oops', 'Step 1 of 7'],
    ['null', 'null', 'Step 1 of 7'],
    ['a step out of range, no selections', '{"state":{"step":99,"selections":"x"},"version":1}', 'Step 1 of 7'],
    ['a negative step', '{"state":{"step":-5,"selections":{}},"version":1}', 'Step 1 of 7'],
    [
      'unknown and surplus choices',
      JSON.stringify({
        state: {
          step: 6,
          selections: {
            base: ['brown-rice', 'quinoa', '<script>alert(1)</script>'],
            protein: ['halal-chicken', 'tofu', 'salmon', 'falafel', 'jackfruit', 42, null],
            greens_veggies: 'steamed-broccoli',
            __proto__: { polluted: true },
          },
        },
        version: 1,
      }),
      'Step 3 of 7',
    ],
    [
      'a valid half-built bowl',
      JSON.stringify({ state: { step: 1, selections: { base: ['brown-rice'] } }, version: 1 }),
      'Step 2 of 7',
    ],
  ];

  for (const [label, raw, step] of BUILDERS) {
    test(`builder session storage: ${label}`, async ({ page }) => {
      const errors = watchErrors(page);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await prepare(page);
      await page.addInitScript(
        ({ key, value }) => {
          if (!sessionStorage.getItem('__builder-seeded')) {
            sessionStorage.setItem('__builder-seeded', '1');
            sessionStorage.setItem(key, value);
          }
        },
        { key: BUILDER_KEY, value: raw },
      );
      // Asking for Review: the page goes only as far as the stored (validated) choices allow.
      await page.goto('/build-your-own?step=review');
      await expect(page.getByRole('heading', { level: 1, name: 'Build Your Own Bowl' })).toBeVisible();
      await expect(page.getByTestId('step-indicator')).toContainText(step);
      // Still usable: a choice and Next work from here.
      await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('hostile query strings and ids', () => {
  const XSS = {
    script: '<script>alert(1)</script>',
    img: '<img src=x onerror=alert(1)>',
    svg: '<svg onload=alert(1)>',
    bold: '<b>x</b>',
  };
  const enc = encodeURIComponent;
  /** path → what the page must show: the spec's not-found text, the value as text, or just a normal page. */
  const CASES: [path: string, remote: string, shows?: RegExp | string][] = [
    [`/menu/country/${enc(XSS.script)}`, 'mfe_menu', 'Country Not Found'],
    [`/menu/country/${XSS.script}`, 'mfe_menu', 'Oops! Page not found'], // the </ splits the path
    [`/bowl/${enc(XSS.img)}`, 'mfe_menu', 'Bowl Not Found'],
    [`/bowl/teriyaki-chicken-bowl?country=${enc(XSS.img)}`, 'mfe_menu', 'Teriyaki Chicken Bowl'],
    ['/item/..%2F..%2F', 'mfe_menu', 'Bowl Not Found'],
    [`/item/${enc('../../etc/passwd')}`, 'mfe_menu', 'Bowl Not Found'],
    ['/item/__proto__', 'mfe_menu', 'Bowl Not Found'],
    ['/product/constructor', 'mfe_menu', 'Product Not Found'],
    [`/product/${enc(XSS.svg)}`, 'mfe_menu', 'Product Not Found'],
    ['/product/-1', 'mfe_menu', 'Product Not Found'],
    ['/product/1e309', 'mfe_menu', 'Product Not Found'],
    [`/bowls-by-country/${enc(XSS.img)}`, 'mfe_menu', 'Country Not Found'],
    ['/bowl/%E0%A4%A', 'mfe_menu', 'Bowl Not Found'],
    ['/bowls-by-country/__proto__', 'mfe_menu', 'Country Not Found'],
    [`/menu?category=${enc(XSS.bold)}`, 'mfe_menu', 'Fresh Bowl Menu'],
    ['/menu?category=__proto__', 'mfe_menu'],
    ['/menu?category=constructor&tab=toString', 'mfe_menu'],
    [`/menu?tab=${enc(XSS.script)}`, 'mfe_menu'],
    [`/menu?diet=${enc(XSS.img)}&avoid=${enc(XSS.svg)}`, 'mfe_menu'],
    ['/menu?diet=__proto__,constructor&avoid=toString', 'mfe_menu'],
    ['/menu?diet=vegan&diet=halal&avoid=%E0%A4%A', 'mfe_menu'],
    ['/build-your-own?theme=__proto__', 'mfe_builder', 'Build Your Own Bowl'],
    [`/build-your-own?theme=${enc(XSS.script)}`, 'mfe_builder', 'Build Your Own Bowl'],
    [`/meal-plans/${enc(XSS.img)}`, 'mfe_plans'],
    ['/meal-plans/__proto__', 'mfe_plans'],
    [`/subscribe?add=${enc(XSS.svg)}`, 'mfe_cart', XSS.svg],
    [`/subscribe?add=${XSS.svg}`, 'mfe_cart', XSS.svg],
    [`/subscribe?add=${enc(XSS.script)}&add=x`, 'mfe_cart', XSS.script],
    [`/cart?sample=${enc(XSS.img)}`, 'mfe_cart'],
    [`/about?q=${enc(XSS.script)}#${enc(XSS.img)}`, 'mfe_info'],
  ];

  // One page per slice walks its cases (the screen size changes nothing here): each address loaded afresh, its
  // server HTML adopted by the slice's code (data-live), and nothing it carried became markup or ran.
  for (const remote of [...new Set(CASES.map(([, r]) => r))]) {
    test(`${remote}: every hostile address shows text, runs nothing`, async ({ page }) => {
      const errors = watchErrors(page);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await prepare(page);
      for (const [path, , shows] of CASES.filter(([, r]) => r === remote)) {
        await page.goto(path);
        const slice = page.locator(`[data-remote=${remote}]`);
        await expect(slice.locator('h1').first(), path).toBeVisible();
        if (shows) await expect(slice.getByText(shows).first(), path).toBeVisible();
        await expect(slice, path).toHaveAttribute('data-live', '');
        expect(
          await page.locator('main script, main img[src="x"], main svg[onload], main b:text-is("x")').count(),
          path,
        ).toBe(0);
        expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted), path).toBeUndefined();
        expect(dialogs, path).toEqual([]);
        expect(errors, path).toEqual([]);
      }
    });
  }
});

test.describe('storage full', () => {
  test('@phone the cart works in memory and says it cannot be saved', async ({ page }) => {
    await prepare(page);
    await page.addInitScript((key) => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function setItem(this: Storage, name: string, value: string) {
        if (name === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return original.call(this, name, value);
      };
    }, CART_KEY);
    const errors = watchErrors(page);
    await page.goto('/smart-value');
    await page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(
      page.getByTestId('toast').filter({ hasText: "Your cart can't be saved on this device" }),
    ).toBeVisible();
    // Another add still counts; the cart page (another slice) shows the lines from memory.
    await page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('article', { name: /Falafel Hummus Pita/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Increase quantity of Falafel Hummus Pita' }).first().click();
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBeNull();
    expect(errors).toEqual([]);
  });
});
