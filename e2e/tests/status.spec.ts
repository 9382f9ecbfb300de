import { expect, test } from '@playwright/test';
import { attr, find, parsePage, textOf } from '../../scripts/page-html.ts';
import { SHELL_ORIGIN } from './origins';
import { pageAnswer, prepare, watchErrors } from './support';

/**
 * Honest answers (docs/server.md, "Status codes"): an address naming a bowl, item, product, plan or country the
 * catalogue does not have is a 404 with the page's own not-found state, not a page; an id typed in another case or a
 * trailing slash is a permanent redirect to the canonical address; a query value a page does not know is that page.
 */

/** The page's robots meta (`noindex` on a not-found page), undefined when it has none. */
const robots = (html: string) => {
  const meta = find(parsePage(html), (el) => el.tagName === 'meta' && attr(el, 'name') === 'robots');
  return meta && attr(meta, 'content');
};
/** The text of the page's first heading. */
const heading = (html: string) => {
  const h1 = find(parsePage(html), (el) => el.tagName === 'h1');
  return h1 ? textOf(h1).trim() : '';
};

test.describe('what the layout server answers', () => {
  for (const [address, words] of [
    ['/bowl/no-such-bowl', 'Bowl Not Found'],
    ['/item/missing-3', 'Bowl Not Found'],
    ['/menu/country/zz', 'Country Not Found'],
    ['/bowls-by-country/zz', 'Country Not Found'],
    ['/product/42', 'Product Not Found'],
    ['/meal-plans/plan-4', 'Plan Builder'],
    ['/menu/no-such-page', 'Oops! Page not found'],
  ] as const) {
    test(`${address}: 404, the page's own not-found state, noindex`, async () => {
      const { res, body } = await pageAnswer(`${SHELL_ORIGIN}${address}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(robots(body)).toBe('noindex');
      expect(heading(body)).toBe(words);
    });
  }

  for (const [address, canonical] of [
    ['/menu/country/MX', '/menu/country/mx'],
    ['/bowls-by-country/JP', '/bowls-by-country/jp'],
    ['/bowl/Teriyaki-Chicken-Bowl?country=jp', '/bowl/teriyaki-chicken-bowl?country=jp'],
    ['/item/TERIYAKI-CHICKEN', '/item/teriyaki-chicken'],
    ['/meal-plans/Student-Plan', '/meal-plans/student-plan'],
    ['/menu/country/mx/', '/menu/country/mx'],
    ['/about/?ref=mail', '/about?ref=mail'],
  ] as const) {
    test(`${address}: 301 to ${canonical}`, async () => {
      const { res } = await pageAnswer(`${SHELL_ORIGIN}${address}`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(canonical);
    });
  }

  test('a query value no page knows, or a parameter no page reads: the page as for none, 200', async () => {
    for (const address of ['/menu?category=zzz', '/menu?utm_source=mail', '/build-your-own?theme=nowhere']) {
      const { res, body } = await pageAnswer(`${SHELL_ORIGIN}${address}`);
      expect(res.status, address).toBe(200);
      expect(robots(body), address).toBeUndefined();
    }
  });
});

test('a customer following a link with an id in another case lands on the page, at its canonical address @phone', async ({
  page,
}) => {
  await prepare(page);
  const errors = watchErrors(page);
  await page.goto('/menu/country/MX');
  await expect(page).toHaveURL(/\/menu\/country\/mx$/);
  await expect(page.getByRole('heading', { level: 1, name: /Mexico/ })).toBeVisible();
  // And an unknown bowl: the not-found state, drawn and live, its way back working.
  await page.goto('/bowl/no-such-bowl');
  await expect(
    page.locator('[data-remote=mfe_menu][data-live]').getByRole('heading', { name: 'Bowl Not Found' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
