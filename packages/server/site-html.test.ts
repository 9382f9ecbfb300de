// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Choice } from './release-lines.ts';
import { createSecurityHeaders } from './site-headers.ts';
import { createHtmlSender, type HtmlPage } from './site-html.ts';
import { ask, listen } from './site-test-server.ts';

const HTML = `<!doctype html><html><body>${'<p>a campus page</p>'.repeat(200)}</body></html>`;
const shell = { name: 'shell', dir: 'shell/dist', port: 0 };
/** The pages of the test's server, by path (one object each, as the composer keeps one while it is the same). */
const pages: Record<string, HtmlPage> = {
  '/page': { status: 200, html: HTML, scriptHashes: ["'sha256-map'"], origins: ['https://menu.example'], revision: 7 },
  '/same': { status: 200, html: HTML },
  '/other': { status: 200, html: `${HTML}<!-- other -->` },
  '/missing': { status: 404, html: HTML },
};
const canary: Choice = {
  lines: {},
  canary: ['mfe_menu'],
  setCookies: ['campus-visitor=v1; Path=/'],
  cacheControl: 'private, no-cache',
};
let origin = '';
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const { sendHtml } = createHtmlSender({ securityHeaders: createSecurityHeaders({ live: () => null }) });
  const server = await listen((req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://x');
    const page = pages[pathname] ?? { status: 200, html: '' };
    return sendHtml(req, res, shell, '/nowhere', page, searchParams.has('canary') ? canary : undefined);
  });
  origin = server.origin;
  close = server.close;
});
afterAll(() => close());

describe('a page’s HTML sent', () => {
  it('has an ETag of its bytes, its revision and its CSP, and is not modified for a browser that has it', async () => {
    const first = await ask(`${origin}/page`);
    expect(first.status).toBe(200);
    expect(first.body.toString()).toBe(HTML);
    expect(first.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding, Cookie',
      'x-release-revision': '7',
      'content-length': String(HTML.length),
    });
    expect(first.headers['content-security-policy']).toContain("script-src 'self' 'sha256-map' https://menu.example");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect((await ask(`${origin}/same`)).headers.etag).toBe(etag);
    expect((await ask(`${origin}/other`)).headers.etag).not.toBe(etag);
    const again = await ask(`${origin}/page`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it.each(['br', 'gzip'] as const)(
    'is sent as %s to a browser that takes it, HEAD without its bytes',
    async (encoding) => {
      const res = await ask(`${origin}/page`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect((encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body)).toString()).toBe(HTML);
      // The same bytes of another page object: the form kept is the same.
      expect((await ask(`${origin}/same`, { headers: { 'accept-encoding': encoding } })).body).toEqual(res.body);
      const head = await ask(`${origin}/page`, { headers: { 'accept-encoding': encoding }, method: 'HEAD' });
      expect(head.headers['content-length']).toBe(String(res.body.length));
      expect(head.body.length).toBe(0);
    },
  );

  it('carries the visitor’s cookies and caching', async () => {
    const res = await ask(`${origin}/page?canary`);
    expect(res.headers['set-cookie']).toEqual(canary.setCookies);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('is a not-found page no crawler indexes, never a 304', async () => {
    const first = await ask(`${origin}/missing`);
    expect(first.status).toBe(404);
    expect(first.headers['x-robots-tag']).toBe('noindex');
    const again = await ask(`${origin}/missing`, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(404);
    expect(again.body.toString()).toBe(HTML);
  });
});
