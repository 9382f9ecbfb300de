import { REVISION_HEADER } from '@campus/contract/boot';
import type { SliceInfo } from '@campus/contract/fragment';
import { headlessChromium } from '@campus/vite/headless-chromium';
import { chromium } from 'playwright-core';

export interface HealthTarget {
  /** The shell's origin (the layout server), e.g. http://localhost:4173. */
  shellOrigin: string;
  /** Federation name, e.g. mfe_menu. */
  name: string;
  /** The remoteEntry.js URL now in the manifest. */
  entry: string;
  /** The release's id (its ssr.json `release`), which the slice's container carries as data-release. */
  release: string;
  /** Addresses of its pre-rendered pages (its ssr.json `pages`). */
  pages: string[];
  /** Also open a page in Chromium and wait for the slice's code to run (default true). */
  browser?: boolean;
  timeoutMs?: number;
  /** A cookie the site's visitor carries (a preview's token, a canary visitor's id): the check sees what they see. */
  cookie?: { name: string; value: string };
  /** The release store's revision the switch made: the layout server must be serving it (or a later one) first. */
  revision?: number;
}

/** The check of a release's line: its pages (its ssr.json's) from the layout server at `shellOrigin`, with its id. */
export function releaseTarget(
  shellOrigin: string,
  line: { name: string; entry: string },
  info: Pick<SliceInfo, 'release' | 'pages'>,
  browser?: boolean,
): HealthTarget {
  return { shellOrigin, name: line.name, entry: line.entry, release: info.release, pages: info.pages, browser };
}

/**
 * How long a layout server may take to switch to a revision written to the store before a health check calls the switch
 * failed. Servers watching the store switch in about a second (p99, `npm run bench:fleet`); the bound leaves room for a
 * busy machine.
 */
export const SWITCH_WITHIN_MS = 3000;

/**
 * Whether the layout server serves `revision` or a later one (its /healthz), asked again every 50 ms for at most
 * SWITCH_WITHIN_MS: the reason it does not, else null.
 */
async function switched(shellOrigin: string, revision: number): Promise<string | null> {
  const until = performance.now() + SWITCH_WITHIN_MS;
  let seen = 'no answer';
  for (;;) {
    try {
      const response = await fetch(new URL('/healthz', shellOrigin), { signal: AbortSignal.timeout(SWITCH_WITHIN_MS) });
      const health = (await response.json()) as { revision?: unknown };
      if (typeof health.revision === 'number' && health.revision >= revision) return null;
      seen = `it serves revision ${String(health.revision)}`;
    } catch (error) {
      seen = (error as Error).message;
    }
    if (performance.now() > until) {
      return `the layout server did not switch to revision ${revision} within ${SWITCH_WITHIN_MS} ms (${seen})`;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A page from a layout server serving `revision` or later: behind a load balancer (a fleet) the next request may reach
 * another server than the one whose /healthz answered, still switching (it has SWITCH_WITHIN_MS): asked again.
 */
async function fetchServing(
  url: URL,
  revision: number | undefined,
  timeoutMs: number,
  cookie?: HealthTarget['cookie'],
): Promise<Response> {
  const until = performance.now() + SWITCH_WITHIN_MS;
  const headers: Record<string, string> = cookie ? { Cookie: `${cookie.name}=${cookie.value}` } : {};
  for (;;) {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers });
    const served = response.headers.get(REVISION_HEADER);
    if (revision === undefined || served === null || Number(served) >= revision || performance.now() > until) {
      return response;
    }
    await response.body?.cancel();
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** At most this many of the slice's pages are asked for (the first ones listed: its main pages come first). */
const PAGES_CHECKED = 12;

/**
 * Is the switched release serving? Each of its first pages comes from the layout server with the slice's part of
 * this release in it (its folder's stylesheet, its release id, content in the slot), and in Chromium the first page's
 * slice comes alive (the shell marks it `data-live` once the release's code has committed). The reasons it is not,
 * empty when healthy.
 */
export async function checkHealth(target: HealthTarget): Promise<string[]> {
  const { shellOrigin, name, entry, release, pages } = target;
  const timeoutMs = target.timeoutMs ?? 30_000;
  const folder = new URL('./', entry).href;
  const failures: string[] = [];
  if (target.revision !== undefined) {
    const late = await switched(shellOrigin, target.revision);
    if (late) return [late];
  }
  const marker = `data-remote="${name}" data-release="${release}"`;
  for (const address of pages.slice(0, PAGES_CHECKED)) {
    try {
      const response = await fetchServing(new URL(address, shellOrigin), target.revision, timeoutMs, target.cookie);
      const html = await response.text();
      // 404: the page's own not-found state, as the release renders it (e.g. the empty product catalogue's page).
      if (response.status !== 200 && response.status !== 404) failures.push(`page ${address}: HTTP ${response.status}`);
      else if (!html.includes(marker) || !html.includes(folder)) {
        failures.push(`page ${address}: the layout server did not compose it with this release (${folder})`);
      } else if (new RegExp(`${marker}[^>]*>\\s*<\\/div>`).test(html)) failures.push(`page ${address}: no content`);
    } catch (error) {
      failures.push(`page ${address}: ${(error as Error).message} (is the site running? npm start)`);
    }
    if (failures.length > 0) return failures;
  }
  if (target.browser === false || pages.length === 0) return failures;

  const browser = await chromium.launch(headlessChromium());
  try {
    const context = await browser.newContext();
    if (target.cookie) await context.addCookies([{ ...target.cookie, url: shellOrigin }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
    });
    let entryStatus = 0;
    page.on('response', (r) => {
      if (r.url() === entry) entryStatus = r.status();
    });
    const address = pages[0] ?? '/';
    await page.goto(new URL(address, shellOrigin).href, { timeout: timeoutMs });
    const slice = page.locator(`[data-remote="${name}"]`);
    const outcome = await Promise.race([
      slice
        .and(page.locator('[data-live]'))
        .waitFor({ timeout: timeoutMs })
        .then(() => 'live'),
      page
        .getByRole('alert')
        .filter({ hasText: /didn.t (fully )?load/i })
        .first()
        .waitFor({ timeout: timeoutMs })
        .then(() => 'failed'),
    ]).catch(() => 'timeout');
    if (outcome !== 'live') {
      failures.push(
        `browser: the slice did not come alive at ${address} (${outcome}; entry HTTP ${entryStatus || 'not requested'})${errors.length > 0 ? `: ${errors.slice(0, 2).join(' | ')}` : ''}`,
      );
    } else if ((await slice.getAttribute('data-release')) !== release) {
      failures.push(`browser: the slice at ${address} runs release ${await slice.getAttribute('data-release')}`);
    }
  } finally {
    await browser.close();
  }
  return failures;
}

/**
 * After a switch has landed (at `target.revision`): its health check, and — only when that fails — `switchBack`, the
 * line before put back by itself. Healthy; or the failures (`health: …`, then what switching back said if it did not
 * land) and whether the line before is back.
 */
export async function checkOrSwitchBack(
  target: HealthTarget,
  switchBack: () => Promise<{ ok: true } | { ok: false; message: string }>,
): Promise<{ healthy: true } | { healthy: false; failures: string[]; back: boolean }> {
  const health = await checkHealth(target);
  if (health.length === 0) return { healthy: true };
  const failures = health.map((f) => `health: ${f}`);
  const back = await switchBack();
  return back.ok
    ? { healthy: false, failures, back: true }
    : { healthy: false, failures: [...failures, back.message], back: false };
}
