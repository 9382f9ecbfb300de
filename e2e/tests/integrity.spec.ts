import { DISCLAIMER_COOKIE } from '@campus/contract/fragment';
import { expect, test } from '@playwright/test';
import { startTamperedSite } from '../site-copy.ts';
import { prepare } from './support';

/**
 * A module altered on its host (one extra byte in a copy of mfe-menu's release, served by a copy of the site:
 * site-copy.ts) is refused by the browser through the page's import map `integrity`; the slice degrades as in an
 * outage (its server HTML readable under Retry), the rest of the site works, and the shell says which file, once.
 */

const READ_ONLY = "This page didn't fully load.";
let site: Awaited<ReturnType<typeof startTamperedSite>>;

test.describe.configure({ mode: 'serial' });

test.describe('a module altered on its host', () => {
  test.beforeAll(async () => {
    site = await startTamperedSite();
  });
  test.afterAll(() => site?.stop());

  test('is refused: the slice reads as in an outage with Retry, the rest works, one line names the file', async ({
    page,
  }) => {
    await prepare(page);
    await page.context().addCookies([{ name: DISCLAIMER_COOKIE, value: 'true', url: site.shellOrigin }]);
    const lines: { type: string; text: string }[] = [];
    page.on('console', (m) => lines.push({ type: m.type(), text: m.text() }));
    const delivered = page.waitForResponse(site.alteredUrl);

    await page.goto(`${site.shellOrigin}/menu`);
    // The host did send the file; the browser refused it.
    expect((await delivered).status()).toBe(200);
    const note = page.getByRole('alert').filter({ hasText: READ_ONLY });
    await expect(note).toBeVisible();
    await expect(note.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.locator('[data-remote=mfe_menu] [inert] h1').first()).toHaveText('Fresh Bowl Menu');
    await expect(page.locator('[data-remote=mfe_menu][data-live]')).toHaveCount(0);

    // Ours: exactly one line, naming the altered file.
    const ours = () => lines.filter((l) => l.text.startsWith('[shell] remote mfe_menu'));
    await expect.poll(() => ours().length).toBe(1);
    expect(ours()[0]?.text).toContain(`${site.alteredUrl} does not match its release's integrity hash`);
    // Chromium's own refusal names the same file.
    expect(lines.some((l) => l.type === 'error' && /integrity/i.test(l.text) && l.text.includes(site.alteredUrl))).toBe(
      true,
    );

    // The rest of the site works: another slice loads and runs, the header and cart are there.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.locator('[data-remote=mfe_info][data-live] h1').first()).toBeVisible();
    await expect(note).toBeHidden();
    await expect(page.getByRole('link', { name: /^Cart, / })).toBeVisible();
    expect(ours()).toHaveLength(1);
  });
});
