// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_STORE_URL } from '@campus/release-store/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, parseServeArgs, servedApps, withoutTrailingSlash } from './site.ts';

/**
 * The site's handlers over a folder written here: a remote's dist (no shell server render, so nothing is composed),
 * asked on an ephemeral port.
 */
let root: string;
let server: Server;
let origin: string;
const SHELL_ORIGIN = 'http://localhost:4173';
const SCRIPT = `export const x = ${JSON.stringify('a'.repeat(2000))};\n`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-test-'));
  const dist = join(root, 'remote/dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(root, 'remote/releases/abc123'), { recursive: true });
  writeFileSync(join(dist, 'remoteEntry.js'), SCRIPT);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>remote</title>');
  writeFileSync(join(dist, 'assets/app-1a2b.js'), SCRIPT);
  writeFileSync(join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  writeFileSync(join(dist, 'site.webmanifest'), '{}');
  writeFileSync(join(root, 'remote/releases/abc123/remoteEntry.js'), SCRIPT);
  writeFileSync(join(root, 'secret.txt'), 'not served');
  const site = createSite({
    root,
    shellOrigin: SHELL_ORIGIN,
    apps: [{ name: 'mfe-x', dir: 'remote/dist', port: 0, releases: 'remote/releases' }],
    log: () => undefined,
  });
  const handle = site.handlers[0]?.handle;
  if (!handle) throw new Error('no handler');
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

/** A raw request (no automatic decompression, unlike fetch): status, headers and the bytes as sent. */
async function ask(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the site, created without listening', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding %j is answered with %s', async (accept, encoding) => {
    const res = await ask('/remoteEntry.js', { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    const text =
      encoding === 'br'
        ? brotliDecompressSync(res.body).toString()
        : encoding === 'gzip'
          ? gunzipSync(res.body).toString()
          : res.body.toString();
    expect(text).toBe(SCRIPT);
  });

  it('answers a browser that has this version with 304, and one that asks for a fresh copy with the file', async () => {
    const first = await ask('/remoteEntry.js');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await ask('/remoteEntry.js', { 'if-none-match': etag })).status).toBe(304);
    expect((await ask('/remoteEntry.js', { 'if-none-match': etag.slice(2) })).status).toBe(304);
    expect((await ask('/remoteEntry.js', { 'if-none-match': '"other"' })).status).toBe(200);
    expect((await ask('/remoteEntry.js', { 'if-none-match': etag, 'cache-control': 'no-cache' })).status).toBe(200);
  });

  it.each([
    ['/remoteEntry.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/assets/app-1a2b.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/releases/abc123/remoteEntry.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/favicon.ico', 'image/x-icon', 'no-cache'],
    ['/site.webmanifest', 'application/manifest+json', 'no-cache'],
  ])('%s is sent as %s, cached as %s', async (path, type, cache) => {
    const res = await ask(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe(cache);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows the shell’s origin only (CORS), and GET and HEAD only', async () => {
    expect((await ask('/remoteEntry.js', { origin: SHELL_ORIGIN })).headers['access-control-allow-origin']).toBe(
      SHELL_ORIGIN,
    );
    expect((await ask('/remoteEntry.js', { origin: 'https://evil.example' })).headers).not.toHaveProperty(
      'access-control-allow-origin',
    );
    expect((await ask('/remoteEntry.js', {}, 'POST')).status).toBe(405);
    const head = await ask('/remoteEntry.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('never names a file outside its folder; a missing file is a 404, a path without extension the app', async () => {
    expect((await ask('/..%2F..%2Fsecret.txt')).status).toBe(404);
    expect((await ask('/missing.js')).status).toBe(404);
    const page = await ask('/any/page');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>remote</title>');
  });
});

describe('serve.ts’s command line', () => {
  it('reads every flag it always took', () => {
    expect(parseServeArgs([], {})).toEqual({
      mono: false,
      only: undefined,
      workers: 1,
      extra: [],
      port: undefined,
      releaseStore: DEFAULT_STORE_URL,
      opsPort: undefined,
      beaconSample: 1,
      prometheus: null,
    });
    expect(
      parseServeArgs(['--ops-port=9321', '--beacon-sample=0.25', '--prometheus=http://127.0.0.1:9090'], {}),
    ).toMatchObject({
      opsPort: 9321,
      beaconSample: 0.25,
      prometheus: 'http://127.0.0.1:9090',
    });
    expect(parseServeArgs([], { PROMETHEUS_URL: 'http://10.0.0.9:9090' }).prometheus).toBe('http://10.0.0.9:9090');
    expect(() => parseServeArgs(['--beacon-sample=2'], {})).toThrow(/share of visitors/);
    expect(parseServeArgs([], { RELEASE_STORE: 'etcd://10.0.0.5:2379' }).releaseStore).toBe('etcd://10.0.0.5:2379');
    const fleet = parseServeArgs(['--only=shell', '--port=4301', '--release-store=etcd://127.0.0.1:23790'], {});
    expect(fleet).toMatchObject({ port: 4301, releaseStore: 'etcd://127.0.0.1:23790' });
    expect(servedApps(fleet)).toEqual([expect.objectContaining({ name: 'shell', port: 4301 })]);
    expect(parseServeArgs(['--only=shell,mfe-menu', '--workers=2'])).toMatchObject({
      only: ['shell', 'mfe-menu'],
      workers: 2,
    });
    expect(parseServeArgs(['mfe-info-v2=/tmp/out:4299']).extra).toEqual([
      { name: 'mfe-info-v2', dir: '/tmp/out', port: 4299 },
    ]);
    expect(servedApps(parseServeArgs(['--mono']))).toEqual([expect.objectContaining({ dir: 'mono/dist' })]);
    expect(servedApps(parseServeArgs(['--only=shell'])).map((a) => a.name)).toEqual(['shell']);
  });

  it('refuses what it does not know', () => {
    expect(() => parseServeArgs(['--wrkers=2'])).toThrow();
    expect(() => parseServeArgs(['--workers=0'])).toThrow(/workers/);
    expect(() => parseServeArgs(['not-a-folder'])).toThrow(/name=dir:port/);
    expect(() => parseServeArgs(['--port=4301'])).toThrow(/--only=<one app>/);
    expect(() => parseServeArgs(['--only=shell', '--port=x'])).toThrow(/--port/);
  });
});

describe('a page address with a trailing slash', () => {
  it.each([
    ['/menu/country/mx/', '/menu/country/mx'],
    ['/menu/country/mx//?a=1&b=/', '/menu/country/mx?a=1&b=/'],
    ['/', null],
    ['/menu', null],
    ['/menu?next=/cart/', null],
    // Never a redirect to another host: a path that would start with // or /\ is left as it is.
    ['//evil.example/', null],
    ['/\\evil.example/', null],
    ['///', null],
  ])('%s → %s', (url, expected) => {
    expect(withoutTrailingSlash(url)).toBe(expected);
  });
});
