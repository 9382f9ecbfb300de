import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SPEC_ROUTES } from './spec-routes';
import { prepare, settle, watchErrors } from './support';

export { SPEC_ROUTES };

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type CspViolation = { directive: string; blocked: string };

/**
 * One visit per route of SPEC §2, on a desktop and a 390 px phone, checking everything a route must be:
 * rendered inside the shell by the slice that owns it, no console error, no Content-Security-Policy violation,
 * and zero axe WCAG 2.2 AA violations (after scrolling to the end, so lazy images and reveals are in).
 */
test.describe('every route of the spec', () => {
  for (const [path, remote] of SPEC_ROUTES) {
    test(`@phone ${path}: rendered by ${remote}; no console error, CSP violation or WCAG 2.2 AA violation`, async ({
      browser,
    }) => {
      // axe needs a page of its own context; it still gets the project's device.
      const context = await browser.newContext();
      const page = await context.newPage();
      expect(page.viewportSize()?.width).toBe(test.info().project.use.viewport?.width);
      const errors = watchErrors(page);
      await page.addInitScript(() => {
        const w = window as unknown as { __csp: CspViolation[] };
        w.__csp = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          w.__csp.push({ directive: e.violatedDirective, blocked: e.blockedURI }),
        );
      });
      await prepare(page);
      await page.goto(path);
      await expect(page.locator(`[data-remote=${remote}] h1`).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^Cart, / })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await settle(page);
      // Scrolled to the end and back, so lazy images and reveals are in.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);

      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __csp: CspViolation[] }).__csp)).toEqual([]);
      const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(
        axe.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      ).toEqual([]);
      await context.close();
    });
  }
});
