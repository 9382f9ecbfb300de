import { expect, test } from '@playwright/test';
import { SPEC_ROUTES } from './spec-routes';
import { prepare, watchErrors } from './support';

export { SPEC_ROUTES };

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
