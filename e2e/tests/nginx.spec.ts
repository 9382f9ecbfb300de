import { existsSync } from 'node:fs';
import { CANARY_COOKIE } from '@campus/contract/preview';
import { openReleaseStore, update } from '@campus/release-store/store';
import { expect, request as requests, test } from '@playwright/test';
import { pageEvidence } from '../../scripts/fleet-page.ts';
import {
  frontStoreUrl,
  layoutOperatorOrigin,
  NGINX,
  remoteOrigins,
  shellOrigin,
  startFront,
} from '../../scripts/nginx-front.ts';
import { prepare, watchErrors } from './support';

/**
 * The site as production serves it (docs/deploy.md): nginx with deploy/nginx.conf in front — HTTP/2 over TLS, static
 * files from nginx, pages from the layout server behind it. Runs in its own Playwright project (playwright.config.ts).
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ ignoreHTTPSErrors: true, baseURL: shellOrigin });

let front: Awaited<ReturnType<typeof startFront>> | undefined;

test.beforeAll(async () => {
  if (!existsSync(NGINX)) {
    const message = `nginx is not installed (${NGINX}): apt-get install nginx`;
    if (process.env.CI) throw new Error(message);
    test.skip(true, message);
  }
  test.setTimeout(120_000);
  // Resolves once nginx is up and its layout server serves the front's first revision with its parts loaded.
  front = await startFront();
});
test.afterAll(async () => {
  await front?.stop();
});
// A failure's evidence in the log: what the layout server behind nginx said last (its fallbacks name their reason).
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern (none needed).
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && front) {
    console.error(`[nginx test] the layout server's last log lines:\n${front.layoutLog()}`);
  }
});

test('every file of a journey comes over HTTP/2 from nginx, pages composed behind it, the cart works', async ({
  page,
}) => {
  await prepare(page);
  const errors = watchErrors(page);
  // This origin's cookie and storage (prepare() names the usual origin): the notice is dismissed here too.
  await page.context().addCookies([{ name: 'disclaimer-dismissed', value: 'true', url: shellOrigin }]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const protocols = new Map<string, string>();
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.url.startsWith('https://')) protocols.set(response.url, response.protocol ?? '?');
  });

  const first = await page.goto('/menu');
  const html = (await first?.text()) ?? '';
  const headers = first?.headers() ?? {};
  // Each check of the first response says what answered and with what, should it fail.
  const evidence = pageEvidence({ status: first?.status() ?? 0, headers, body: html });
  expect(first?.status(), evidence).toBe(200);
  // Composed by the layout server: the remote's HTML is in the first response, its files named on nginx's origins.
  expect(html, evidence).toMatch(/data-remote="mfe_menu" data-release="[^"]+"/);
  expect(html, evidence).toContain(`${remoteOrigins.mfe_menu}/assets/`);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, evidence).toContain(remoteOrigins.mfe_menu);
  // One policy, the layout server's: it allows the page's import map by its hash (nginx's own is for index.html).
  expect(csp.match(/default-src/g), evidence).toHaveLength(1);
  expect(csp, evidence).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(html, evidence).toMatch(/<script type="importmap">\{"integrity":\{/);

  await expect(page.locator('[data-remote=mfe_menu][data-live]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Smart Value', exact: true }).first().click();
  await expect(page).toHaveURL(/\/smart-value$/);
  await page.getByRole('button', { name: 'Add to Cart for Falafel Hummus Pita' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.locator('[data-remote=mfe_cart][data-live]')).toBeVisible();
  await expect(page.getByRole('article', { name: /Falafel Hummus Pita/ })).toBeVisible();

  const fetched = [...protocols];
  const modules = fetched.filter(([url]) => url.endsWith('.js'));
  expect(modules.length).toBeGreaterThan(20);
  expect(fetched.filter(([, protocol]) => protocol !== 'h2')).toEqual([]);
  for (const origin of [shellOrigin, remoteOrigins.mfe_menu, remoteOrigins.mfe_cart]) {
    expect(fetched.some(([url]) => url.startsWith(origin ?? '-'))).toBe(true);
  }
  expect(errors).toEqual([]);
});

test('a remote file unchanged since last time is a 304 from nginx; a page of no slice is the 404 page', async ({
  request,
}) => {
  const entry = `${remoteOrigins.mfe_menu}/remoteEntry.js`;
  const firstEntry = await request.get(entry);
  const etag = firstEntry.headers().etag;
  expect(etag).toBeTruthy();
  expect((await request.get(entry, { headers: { 'If-None-Match': etag ?? '' } })).status()).toBe(304);
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});

test('an unknown id is a 404 through nginx too, and an id in another case a 301 to its canonical address', async () => {
  // Node's fetch would refuse the test's certificate: Playwright's request context, which ignores it (test.use).
  const context = await requests.newContext({ ignoreHTTPSErrors: true, baseURL: shellOrigin });
  try {
    // Rendered on request by the release's pinned server module; a first answer past the page's budget is drawn by
    // the browser (a 200 whose slot failed): asked again until the render is in the layout server's memory.
    await expect.poll(async () => (await context.get('/bowl/no-such-bowl')).status(), { timeout: 30_000 }).toBe(404);
    const missing = await context.get('/bowl/no-such-bowl');
    expect(missing.headers()['x-robots-tag']).toBe('noindex');
    expect(await missing.text()).toContain('Bowl Not Found');
    await expect
      .poll(async () => (await context.get('/menu/country/MX', { maxRedirects: 0 })).status(), { timeout: 30_000 })
      .toBe(301);
    const moved = await context.get('/menu/country/MX', { maxRedirects: 0 });
    expect(moved.headers().location).toBe('/menu/country/mx');
  } finally {
    await context.dispose();
  }
});

test('the manifest nginx sends is the live one, compressed or not, never the copy in the shell folder', async ({
  request,
}) => {
  // The front's release store names nginx's origins (startFront seeds it so); the shell folder nginx serves keeps the
  // build's copy (and a build may have compressed one), naming the plain ports: sent, the browser would load remotes
  // from origins the page's CSP refuses, and the service worker would reload every first page.
  for (const encoding of ['br', 'gzip', 'identity']) {
    const res = await request.get('/remotes.json', { headers: { 'Accept-Encoding': encoding } });
    expect(res.status()).toBe(200);
    const { remotes } = (await res.json()) as { remotes: { name: string; entry: string }[] };
    for (const r of remotes) expect(r.entry, `${r.name} (${encoding})`).toBe(`${remoteOrigins[r.name]}/remoteEntry.js`);
  }
});

test("a cookie the layout server sets (a canary visitor's) comes through nginx marked Secure", async () => {
  // A canary of the live cart line at 100 %, written to the front's store as the release tool would: every new
  // visitor is given the canary cookie by the layout server behind nginx.
  const store = openReleaseStore(frontStoreUrl);
  const setCanary = (percent: number | null) =>
    update(
      store,
      (state) => {
        const line = state.manifest.remotes.find((r) => r.name === 'mfe_cart');
        if (!line) throw new Error("no mfe_cart line in the front's store");
        const { mfe_cart: _, ...others } = state.canary;
        state.canary =
          percent === null
            ? others
            : { ...others, mfe_cart: { line, percent, release: 'nginx-cookie', at: new Date().toISOString() } };
        return state;
      },
      { what: `nginx test: canary ${percent ?? 'removed'}` },
    );
  try {
    expect((await setCanary(100)).ok).toBe(true);
    /** A new visitor's Set-Cookie for /cart (a context of its own each time: no cookie sent). */
    const newVisitor = async () => {
      const context = await requests.newContext({ ignoreHTTPSErrors: true, baseURL: shellOrigin });
      try {
        return (await context.get('/cart')).headers()['set-cookie'] ?? '';
      } finally {
        await context.dispose();
      }
    };
    let cookie = '';
    await expect
      .poll(async () => (cookie = await newVisitor()), {
        timeout: 15_000,
        message: 'the layout server took the canary',
      })
      .toContain(`${CANARY_COOKIE}=`);
    const attributes = cookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
  } finally {
    await setCanary(null);
    await store.close();
  }
});

test("the operator's addresses are not reachable through nginx; a page's beacon is, and is counted", async ({
  page,
}) => {
  // Through nginx's public server: nothing of /metrics, /_/figures or /_/releases, whatever the method.
  const context = await requests.newContext({ ignoreHTTPSErrors: true, baseURL: shellOrigin });
  try {
    for (const path of ['/metrics', '/_/releases', '/_/figures', '/_/releases/uplot.js']) {
      const res = await context.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).not.toContain('campus_page_views_total');
    }
    // The beacon's address takes a POST only, and nothing over its size cap.
    expect((await context.get('/_/beacon')).status()).toBe(403);
    expect((await context.post('/_/beacon', { data: 'x'.repeat(5000) })).status()).toBe(413);
  } finally {
    await context.dispose();
  }
  // On the layout server's operator port (loopback), they are there.
  const operator = await requests.newContext({ baseURL: layoutOperatorOrigin });
  const menuViews = async () => {
    const figures = (await (await operator.get('/_/figures')).json()) as {
      series: { remote: string; side: string; minutes: { views: number }[] }[];
    };
    return figures.series
      .filter((s) => s.remote === 'mfe_menu' && s.side === 'live')
      .flatMap((s) => s.minutes)
      .reduce((sum, m) => sum + m.views, 0);
  };
  try {
    const before = await menuViews();
    await prepare(page);
    await page.goto('/menu');
    await expect(page.locator('[data-remote="mfe_menu"][data-live]')).toBeVisible();
    // The page is hidden (a visitor leaves): its beacon goes through nginx to the layout server.
    await page.goto('about:blank');
    await expect.poll(menuViews, { message: 'the page view counted on the live side of mfe_menu' }).toBe(before + 1);
    const metrics = await (await operator.get('/metrics')).text();
    expect(metrics).toMatch(
      /campus_page_views_total\{remote="mfe_menu",release="base",side="live",route="\/menu\/\*"\} \d+/,
    );
  } finally {
    await operator.dispose();
  }
});
