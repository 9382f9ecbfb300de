// The page route: an address without an extension, answered with a page — the shell's, composed per request
// (compose.ts) with this visitor's lines (a preview link first redirected to its cookie, a trailing slash to the
// address without it; a crawler told to come back while the remote's renders are queued full), or the baseline's
// page as its build pre-rendered it; the plain index.html when neither can be had.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addressKey, DISCLAIMER_COOKIE, fragmentFile } from '@campus/contract/fragment';
import { withNoticeHidden } from './page-template.ts';
import type { createLineChooser } from './release-lines.ts';
import type { HtmlSender } from './site-html.ts';
import type { StaticFiles } from './site-static.ts';
import type { App, LiveState, Req, Res } from './site-types.ts';

/** When a crawler told the layout server is busy (503) should ask again, in seconds. */
export const BUSY_RETRY_AFTER_S = 5;

/**
 * A page's address without its trailing slash (`/menu/country/mx/?a=1` → `/menu/country/mx?a=1`), or null when it
 * has none — or when what is left would not be a path on this origin (`//host/`, `/\\host/`: never a redirect to
 * another site).
 * @param url the request's path and query
 */
export function withoutTrailingSlash(url: string): string | null {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (path.length < 2 || !path.endsWith('/')) return null;
  const trimmed = path.replace(/\/+$/, '');
  if (!/^\/[^/\\]/.test(trimmed)) return null;
  return trimmed + (at === -1 ? '' : url.slice(at));
}

/**
 * A permanent redirect to a page's canonical address (a path on this origin: the composer's and
 * withoutTrailingSlash's only), with this visitor's cookies.
 */
export function sendRedirect(res: Res, location: string, setCookies: string[] = []): void {
  res.writeHead(301, {
    Location: location,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...(setCookies.length ? { 'Set-Cookie': setCookies } : {}),
  });
  res.end();
}

/** More than it can render now: `503` and when to come back. */
export function sendBusy(res: Res): void {
  res.writeHead(503, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Retry-After': String(BUSY_RETRY_AFTER_S),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end('Busy: try again shortly');
}

/**
 * The page route of a site: `lineChooser` chooses a visitor's lines under what `live()` serves (null: nothing
 * live); pages are sent by `sendHtml`, files (the plain index.html) by `send`; `log` takes one JSON line per page
 * that could not be composed.
 */
export function createPageRoute({
  lineChooser,
  live,
  send,
  sendHtml,
  log,
}: {
  lineChooser: ReturnType<typeof createLineChooser>;
  live: () => LiveState | null;
  send: StaticFiles['send'];
  sendHtml: HtmlSender['sendHtml'];
  log: (line: Record<string, unknown>) => void;
}) {
  /**
   * A preview link (`?preview=…`): back to the same address without it, with the cookie that starts or ends the
   * preview — none for a token that does not verify, which changes nothing.
   * @returns whether it was one
   */
  function previewRedirect(req: Req, res: Res): boolean {
    const link = lineChooser.previewLink(req.url ?? '/');
    if (!link) return false;
    res.writeHead(303, {
      Location: link.location,
      'Cache-Control': 'no-store',
      ...(link.setCookies.length ? { 'Set-Cookie': link.setCookies } : {}),
    });
    res.end();
    return true;
  }

  /** The shell's page for this address, with the owning remote's HTML in it; the plain index.html if that fails. */
  async function sendComposed(req: Req, res: Res, app: App, absDir: string): Promise<void> {
    if (previewRedirect(req, res)) return;
    const canonical = withoutTrailingSlash(req.url ?? '/');
    if (canonical) return sendRedirect(res, canonical);
    try {
      if (!app.compose) throw new Error('no composer');
      // One snapshot for the visitor's lines and the page they are composed into.
      const state = live();
      const snapshot = state?.current() ?? null;
      const choice = lineChooser.choose({ cookie: req.headers.cookie, canary: snapshot?.state.canary });
      const page = await app.compose({
        url: req.url ?? '/',
        cookie: req.headers.cookie,
        ...(state ? { at: snapshot && { revision: snapshot.revision, manifest: snapshot.state.manifest } } : {}),
        lines: choice.lines,
        preview: choice.preview,
      });
      if (page.note) console.warn(JSON.stringify({ event: 'page:note', address: req.url, note: page.note }));
      // The remote's page is another address's (an id in another case): there, permanently.
      if (page.status === 301 && page.location) return sendRedirect(res, page.location, choice.setCookies);
      // The remote's renders are queued full: a browser gets the page its code draws; a crawler (no
      // Sec-Fetch-Dest: document) is told to come back, so it never indexes the empty page.
      if (page.busy && req.headers['sec-fetch-dest'] !== 'document') return sendBusy(res);
      await sendHtml(req, res, app, absDir, page, choice);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log({ event: 'page:uncomposed', address: req.url, reason });
      await send(req, res, join(absDir, 'index.html'), app, absDir);
    }
  }

  /** The baseline's page as its build pre-rendered it (the disclaimer hidden if dismissed), else its plain index.html. */
  function sendPrerendered(req: Req, res: Res, app: App, absDir: string): Promise<void> {
    const { pathname, search } = new URL(req.url ?? '/', 'http://x');
    const key = addressKey(pathname, search);
    const file = key && join(absDir, fragmentFile(key).replace(/\.json$/, '.html'));
    if (!file || !existsSync(file)) return send(req, res, join(absDir, 'index.html'), app, absDir);
    let html = readFileSync(file, 'utf8');
    if (new RegExp(`(?:^|;\\s*)${DISCLAIMER_COOKIE}=true(?:;|$)`).test(req.headers.cookie ?? '')) {
      html = withNoticeHidden(html);
    }
    return sendHtml(req, res, app, absDir, { status: 200, html });
  }

  return { sendComposed, sendPrerendered };
}

/** What createPageRoute makes. */
export type PageRoute = ReturnType<typeof createPageRoute>;
