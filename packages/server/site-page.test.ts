// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISCLAIMER_COOKIE } from '@campus/contract/fragment';
import { stateOf } from '@campus/release-store/store';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComposeRequest, Composer } from './compose.ts';
import { withNoticeHidden } from './page-template.ts';
import { createLineChooser } from './release-lines.ts';
import { createSecurityHeaders } from './site-headers.ts';
import { createHtmlSender } from './site-html.ts';
import { BUSY_RETRY_AFTER_S, createPageRoute } from './site-page.ts';
import { createStaticFiles } from './site-static.ts';
import { ask, line, listen, liveAt } from './site-test-server.ts';
import type { App, LiveState } from './site-types.ts';

const INDEX = '<!doctype html><title>drawn in the browser</title>';
const PRERENDERED = '<!doctype html><main><aside aria-label="Demo site notice">a notice</aside>the menu</main>';
const MANIFEST = { remotes: [line('mfe_menu', 'http://127.0.0.1:4175/remoteEntry.js')] };
const CANARY_LINE = line('mfe_menu', 'http://127.0.0.1:4175/releases/r2/remoteEntry.js');

let root = '';
let origin = '';
let live: LiveState | null = null;
const closers: (() => Promise<void>)[] = [];
const logged: Record<string, unknown>[] = [];
const asked: ComposeRequest[] = [];
/** What the test's composer answers next (a page of the composer's kind), or throws. */
let answer: () => Awaited<ReturnType<Composer>> = () => page('<main>composed</main>');
const page = (html: string, more = {}) => ({
  status: 200,
  html,
  fallback: false,
  scriptHashes: [],
  origins: [],
  revision: 1,
  ...more,
});

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-page-'));
  mkdirSync(join(root, 'dist/ssr'), { recursive: true });
  writeFileSync(join(root, 'dist/index.html'), INDEX);
  writeFileSync(join(root, 'dist/ssr/menu.html'), PRERENDERED);
  // The page route calls the composer only: a function standing for it.
  const compose = async (request: ComposeRequest) => {
    asked.push(request);
    return answer();
  };
  const shell: App = { name: 'shell', dir: 'dist', port: 0, compose: compose as unknown as Composer };
  const baseline: App = { name: 'shell', dir: 'dist', port: 0, prerendered: true };
  const securityHeaders = createSecurityHeaders({ live: () => live });
  const files = createStaticFiles({ shellOrigin: 'http://localhost:4173', securityHeaders });
  const route = createPageRoute({
    lineChooser: createLineChooser({ secret: null, log: () => undefined }),
    live: () => live,
    send: files.send,
    sendHtml: createHtmlSender({ securityHeaders }).sendHtml,
    log: (entry) => logged.push(entry),
  });
  const absDir = join(root, 'dist');
  const server = await listen((req, res) => {
    // /mono/… is the baseline's page route; anything else the composing shell's.
    if (req.url?.startsWith('/mono/')) {
      req.url = req.url.slice('/mono'.length);
      return route.sendPrerendered(req, res, baseline, absDir);
    }
    return route.sendComposed(req, res, shell, absDir);
  });
  origin = server.origin;
  closers.push(server.close);
});

afterAll(async () => {
  for (const close of closers) await close();
  rmSync(root, { recursive: true, force: true });
});

describe('the composing shell’s page route', () => {
  it('redirects an address with a trailing slash to the one without, permanently', async () => {
    const res = await ask(`${origin}/menu/country/mx/?a=1`);
    expect(res.status).toBe(301);
    expect(res.headers).toMatchObject({ location: '/menu/country/mx?a=1', 'cache-control': 'no-cache' });
  });

  it('takes a preview link back to its address: with no cookie when it does not verify, a cleared one at its end', async () => {
    const forged = await ask(`${origin}/menu?preview=forged&a=1`);
    expect(forged.status).toBe(303);
    expect(forged.headers).toMatchObject({ location: '/menu?a=1', 'cache-control': 'no-store' });
    expect(forged.headers).not.toHaveProperty('set-cookie');
    const end = await ask(`${origin}/menu?preview=end`);
    expect(end.headers.location).toBe('/menu');
    expect(String(end.headers['set-cookie'])).toMatch(/Max-Age=0/i);
  });

  it('composes the page from what is live, with the visitor’s lines', async () => {
    answer = () => page('<main>composed</main>', { revision: 2 });
    const state = stateOf(MANIFEST);
    state.canary = { mfe_menu: { line: CANARY_LINE, percent: 100, release: 'r2', at: new Date(0).toISOString() } };
    live = await liveAt(state, 2);
    closers.push(live.close);
    asked.length = 0;
    const res = await ask(`${origin}/menu?a=1`, { headers: { cookie: 'x=1' } });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('<main>composed</main>');
    expect(res.headers).toMatchObject({ 'x-release-revision': '2', 'cache-control': 'private, no-cache' });
    expect(res.headers['set-cookie']).toHaveLength(1);
    expect(asked).toEqual([
      {
        url: '/menu?a=1',
        cookie: 'x=1',
        at: { revision: 2, manifest: MANIFEST },
        lines: { mfe_menu: CANARY_LINE },
        preview: undefined,
      },
    ]);
    live = null;
  });

  it('redirects where the composer says a page lives, and tells a crawler to come back when renders are full', async () => {
    answer = () => page('', { status: 301, location: '/menu/item/Taco' });
    const moved = await ask(`${origin}/menu/item/taco`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/menu/item/Taco');
    answer = () => page('<main>drawn by the browser</main>', { busy: true });
    const crawler = await ask(`${origin}/menu`);
    expect(crawler.status).toBe(503);
    expect(crawler.headers).toMatchObject({ 'retry-after': String(BUSY_RETRY_AFTER_S), 'cache-control': 'no-store' });
    const browser = await ask(`${origin}/menu`, { headers: { 'sec-fetch-dest': 'document' } });
    expect(browser.status).toBe(200);
    expect(browser.body.toString()).toBe('<main>drawn by the browser</main>');
  });

  it('says what a page’s note is, and sends the plain index.html when a page cannot be composed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = () => page('<main>composed</main>', { note: 'mfe_menu: rendered on request' });
    await ask(`${origin}/menu`);
    expect(warn).toHaveBeenCalledWith(
      JSON.stringify({ event: 'page:note', address: '/menu', note: 'mfe_menu: rendered on request' }),
    );
    warn.mockRestore();
    answer = () => {
      throw new Error('the shell’s render failed');
    };
    const res = await ask(`${origin}/cart`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(INDEX);
    expect(logged.at(-1)).toEqual({ event: 'page:uncomposed', address: '/cart', reason: 'the shell’s render failed' });
  });
});

describe('the baseline’s page route', () => {
  it('sends the page its build pre-rendered, the notice hidden once dismissed, else the plain index.html', async () => {
    expect((await ask(`${origin}/mono/menu`)).body.toString()).toBe(PRERENDERED);
    const dismissed = await ask(`${origin}/mono/menu`, { headers: { cookie: `a=b; ${DISCLAIMER_COOKIE}=true` } });
    expect(dismissed.body.toString()).toBe(withNoticeHidden(PRERENDERED));
    expect(dismissed.body.toString()).toContain('<aside aria-label="Demo site notice" hidden="">');
    expect((await ask(`${origin}/mono/cart`)).body.toString()).toBe(INDEX);
  });
});
