import { expect, test } from '@playwright/test';
import { SPEC_ROUTES } from './spec-routes';
import { axe, prepare, settle, watchErrors } from './support';

export { SPEC_ROUTES };

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type CspViolation = { directive: string; blocked: string };

/**
 * One visit per route of SPEC §2, on a desktop and a 390 px phone, checking everything a route must be:
 * rendered inside the shell by the slice that owns it, no console error, no Content-Security-Policy violation,
 * and zero axe WCAG 2.2 AA violations (after scrolling to the end, so lazy images and reveals are in).
 */
test.describe('every route of the spec', () => {
  // One page per slice walks its routes, each loaded afresh (a context per route only repeated the same start-up).
  for (const remote of [...new Set(SPEC_ROUTES.map(([, r]) => r))]) {
    const paths = SPEC_ROUTES.filter(([, r]) => r === remote).map(([path]) => path);
    test(`@phone ${remote}'s ${paths.length} routes: each rendered by its slice; no console error, CSP violation or WCAG 2.2 AA violation`, async ({
      browser,
    }) => {
      test.setTimeout(60_000 + paths.length * 30_000);
      // A context of its own (it still gets the project's device).
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
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator(`[data-remote=${remote}] h1`).first(), path).toBeVisible();
        await expect(page.getByRole('link', { name: /^Cart, / }), path).toBeVisible();
        await expect(page.getByRole('contentinfo'), path).toBeVisible();
        await settle(page);
        // Scrolled to the end and back, so lazy images and reveals are in.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await settle(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await settle(page);

        expect(errors, path).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { __csp: CspViolation[] }).__csp), path).toEqual([]);
        const results = await axe(page).withTags(WCAG_22_AA).analyze();
        expect(
          results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
          path,
        ).toEqual([]);
      }
      await context.close();
    });
  }
});
