import { createHash } from 'node:crypto';
import { parseImportMapJson } from '@campus/contract/integrity';
import { expect, type Page, test } from '@playwright/test';
import { attr, elements, parsePage, textOf } from '../../scripts/page-html.ts';
import { REMOTE_ORIGINS, SHELL_ORIGIN } from './origins';
import { online, pageAnswer, prepare, readManifest, watchErrors } from './support';

/** What `npm start` (packages/server/serve.ts) sends: CSP, nosniff, Referrer-Policy, CORS for the shell only, caching. */

const SHELL = SHELL_ORIGIN;
const REMOTES = Object.entries(REMOTE_ORIGINS);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** Raw fetch from Node (not the browser): the headers exactly as the server sends them. */
async function get(url: string, headers: Record<string, string> = {}) {
  return fetch(url, { headers, redirect: 'manual' });
}

test.describe('response headers', () => {
  test('the shell document: strict CSP naming the manifest’s remotes, nosniff, referrer policy, not cached', async () => {
    const res = await get(`${SHELL}/menu/country/jp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    const d = directives(csp);
    const scriptSrc = d.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain('unsafe-eval');
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    // Remote origins come from the deployed manifest.
    const manifest = readManifest(await (await get(`${SHELL}/remotes.json`)).text());
    for (const { entry } of manifest.remotes) expect(scriptSrc).toContain(new URL(entry).origin);
    // The page's inline import map (its modules' integrity: the shell's and every remote's entry among them) is
    // allowed by the hash of its exact text, and nothing else inline.
    const scripts = [...elements(parsePage(await res.text()))].filter((el) => el.tagName === 'script');
    const mapScript = scripts.find((el) => attr(el, 'type') === 'importmap');
    // A script's text is raw (no entities decoded): the very text the CSP hash is of.
    const importMap = mapScript ? textOf(mapScript) : '';
    const map = parseImportMapJson(importMap);
    const integrity = map.ok ? (map.value.integrity ?? {}) : {};
    expect(map).toMatchObject({ ok: true });
    // The page's own module scripts carry the same hash as an attribute (the preload scanner fetches them early).
    const moduleScripts = scripts.filter((el) => attr(el, 'type') === 'module' && attr(el, 'integrity') !== undefined);
    expect(moduleScripts.map((el) => attr(el, 'src'))).toContain('/preload-route.js');
    for (const el of moduleScripts)
      expect(integrity[attr(el, 'src') ?? '-'], attr(el, 'src')).toBe(attr(el, 'integrity'));
    for (const { entry } of manifest.remotes) expect(integrity[entry], entry).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    const hash = `'sha256-${createHash('sha256').update(importMap).digest('base64')}'`;
    expect(scriptSrc.filter((source) => source.startsWith("'sha"))).toEqual([hash]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  test('the manifest is revalidated on every load', async () => {
    const res = await get(`${SHELL}/remotes.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('the shell’s hashed assets are immutable', async () => {
    const page = parsePage(await (await get(`${SHELL}/`)).text());
    const assets = [...elements(page)]
      .flatMap((el) => [attr(el, 'src'), attr(el, 'href')])
      .filter((url): url is string => url?.startsWith('/assets/') ?? false);
    expect(assets.length).toBeGreaterThan(0);
    for (const path of assets) {
      const res = await get(`${SHELL}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  for (const [name, origin] of REMOTES) {
    test(`${name}: remoteEntry.js is not cached, its hashed assets are immutable, CORS only for the shell`, async () => {
      const entry = await get(`${origin}/remoteEntry.js`, { Origin: SHELL });
      expect(entry.status).toBe(200);
      expect(entry.headers.get('content-type')).toContain('javascript');
      expect(entry.headers.get('cache-control')).toBe('no-cache');
      expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
      expect(entry.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(entry.headers.get('access-control-allow-origin')).toBe(SHELL);

      const code = await entry.text();
      const asset = /["'`]\.?\/?(assets\/[\w.-]+\.(?:js|css))["'`]/.exec(code)?.[1];
      expect(asset, 'the entry names a hashed asset').toBeTruthy();
      const hashed = await get(`${origin}/${asset}`, { Origin: SHELL });
      expect(hashed.status).toBe(200);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers.get('x-content-type-options')).toBe('nosniff');
      expect(hashed.headers.get('access-control-allow-origin')).toBe(SHELL);

      // Any other origin (or none) gets no CORS grant, so its pages cannot read the remote's code.
      for (const other of ['http://localhost:4999', 'https://evil.example', 'null', `${SHELL}.evil.example`]) {
        const res = await get(`${origin}/remoteEntry.js`, { Origin: other });
        expect(res.headers.get('access-control-allow-origin'), other).toBeNull();
        const preflight = await fetch(`${origin}/remoteEntry.js`, {
          method: 'OPTIONS',
          headers: { Origin: other, 'Access-Control-Request-Method': 'GET' },
        });
        expect(preflight.headers.get('access-control-allow-origin'), other).toBeNull();
      }
      expect((await get(`${origin}/remoteEntry.js`)).headers.get('access-control-allow-origin')).toBeNull();
    });
  }

  test('paths outside the served folder are never served; an encoded ../ in a page path is still the page', async () => {
    for (const path of [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2f..%2fpackage.json',
    ]) {
      const res = await get(`${SHELL}${path}`);
      expect([403, 404], path).toContain(res.status);
      expect(await res.text(), path).not.toContain('"workspaces"');
    }
    // Pages naming an item no catalogue has: the page's own not-found state, a 404.
    for (const path of ['/item/..%2F..%2F', '/item/..%2F..%2Fetc%2Fpasswd', '/bowl/%E0%A4%A']) {
      const { res } = await pageAnswer(`${SHELL}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });
});

/* ---------------------------------------------------------------- no CSP violation in the browser */

type Violation = { directive: string; blocked: string; source: string };

/** Records every securitypolicyviolation event of the page (and its frames) from before any script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: Violation[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile });
    });
  });
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);

test.describe('no Content-Security-Policy violation', () => {
  // Every route on its own is checked in routes.spec.ts; this one walks through every slice in one page.
  test('@phone navigating through every slice in one page, and the video facade on /smart-lockers', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await recordViolations(page);
    await prepare(page);
    // The facade offers the video only online; the video's host is answered here, so no network is needed.
    await online(page);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    );
    await page.goto('/smart-lockers');
    await expect(page.locator('[data-remote=mfe_info] h1').first()).toBeVisible();
    const play = page.getByRole('button', { name: /^Play video/ }).first();
    await play.click();
    const frame = page.locator('iframe[src*="youtube-nocookie.com"]');
    await expect(frame).toBeAttached();
    await page.waitForTimeout(500);
    expect(await violationsOf(page)).toEqual([]);
    for (const path of ['/menu', '/build-your-own', '/meal-plans/19-99', '/cart', '/about']) {
      await page.evaluate((p) => {
        history.pushState({}, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(await violationsOf(page)).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});
