import { expect, test } from '@playwright/test';
import { prepare, watchErrors } from './support';

/** Every route of SPEC §2 (with sample parameters) and the slice that must render it. */
export const SPEC_ROUTES: [path: string, remote: string][] = [
  ['/', 'mfe_info'],
  ['/menu', 'mfe_menu'],
  ['/menu?category=sandwiches', 'mfe_menu'],
  ['/menu/country/jp', 'mfe_menu'],
  ['/bowl/teriyaki-chicken-bowl?country=jp', 'mfe_menu'],
  ['/item/teriyaki-chicken-bowl', 'mfe_menu'],
  ['/item/teriyaki-chicken', 'mfe_menu'],
  ['/product/42', 'mfe_menu'],
  ['/menu/product', 'mfe_menu'],
  ['/bowls-by-country', 'mfe_menu'],
  ['/bowls-by-country/mx', 'mfe_menu'],
  ['/build-your-own', 'mfe_builder'],
  ['/build-your-own?theme=mexico', 'mfe_builder'],
  ['/smart-value', 'mfe_menu'],
  ['/meal-plans', 'mfe_plans'],
  ['/meal-plans/19-99', 'mfe_plans'],
  ['/meal-plans/24-99', 'mfe_plans'],
  ['/meal-plans/student-plan', 'mfe_plans'],
  ['/meal-plans/signature-meal', 'mfe_plans'],
  ['/smart-lockers', 'mfe_info'],
  ['/lockers', 'mfe_info'],
  ['/suggest-a-bowl', 'mfe_builder'],
  ['/subscribe', 'mfe_cart'],
  ['/subscribe?add=teriyaki-chicken-bowl', 'mfe_cart'],
  ['/cart', 'mfe_cart'],
  ['/checkout', 'mfe_cart'],
  ['/about', 'mfe_info'],
  ['/contact', 'mfe_info'],
  ['/help', 'mfe_info'],
  ['/allergens', 'mfe_info'],
  ['/privacy-policy', 'mfe_info'],
  ['/terms-of-service', 'mfe_info'],
  ['/refunds', 'mfe_info'],
  ['/loyalty', 'mfe_info'],
  ['/download-app', 'mfe_info'],
];

test.describe('every route of the spec', () => {
  for (const [path, remote] of SPEC_ROUTES) {
    test(`${path} renders inside the shell from ${remote}, with no console errors`, async ({ page }) => {
      const errors = watchErrors(page);
      await prepare(page);
      await page.goto(path);
      await expect(page.locator(`[data-remote=${remote}] h1`).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});
