// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityHeaders } from './site-headers.ts';
import { createStaticFiles, fileRequest, sendNotFound } from './site-static.ts';
import { ask, listen } from './site-test-server.ts';
import type { App } from './site-types.ts';

let root = '';
let dist = '';
let origin = '';
let close: () => Promise<void> = async () => undefined;
const SHELL_ORIGIN = 'http://localhost:4173';
const remote: App = { name: 'mfe-x', dir: 'remote/dist', port: 0, releases: 'remote/releases' };
const shell: App = { name: 'shell', dir: 'remote/dist', port: 0 };
const SCRIPT = `export const x = ${JSON.stringify('a'.repeat(2000))};\n`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-static-'));
  dist = join(root, 'remote/dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(root, 'remote/releases/abc123'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>remote</title>');
  writeFileSync(join(dist, 'remoteEntry.js'), SCRIPT);
  writeFileSync(join(root, 'remote/releases/abc123/remoteEntry.js'), SCRIPT);
  // Precompressed by "the build": a fresh brotli copy, and a gzip copy older than its file (a rebuild in place).
  writeFileSync(join(dist, 'app.js'), SCRIPT);
  writeFileSync(join(dist, 'app.js.br'), brotliCompressSync('the build’s brotli copy'));
  writeFileSync(join(dist, 'app.js.gz'), gzipSync('a stale copy'));
  utimesSync(join(dist, 'app.js.gz'), new Date(0), new Date(0));
  writeFileSync(join(root, 'secret.txt'), 'not served');

  const files = createStaticFiles({
    shellOrigin: SHELL_ORIGIN,
    securityHeaders: createSecurityHeaders({ live: () => null }),
  });
  const server = await listen((req, res) => {
    // The test's own route: /<app>/<file> sends that file of that app; /404 a missing file's answer.
    const [, name, file] = new URL(req.url ?? '/', 'http://x').pathname.split('/');
    if (name === '404') return sendNotFound(res);
    return files.send(req, res, join(dist, file ?? ''), name === 'shell' ? shell : remote, dist);
  });
  origin = server.origin;
  close = server.close;
});

afterAll(async () => {
  await close();
  rmSync(root, { recursive: true, force: true });
});

describe('the file an address names', () => {
  it.each([
    ['/remoteEntry.js', { kind: 'file', file: 'remote/dist/remoteEntry.js', immutable: false }],
    ['/remoteEntry.js?v=1', { kind: 'file', file: 'remote/dist/remoteEntry.js', immutable: false }],
    [
      '/releases/abc123/remoteEntry.js',
      { kind: 'file', file: 'remote/releases/abc123/remoteEntry.js', immutable: true },
    ],
    ['/releases/abc124/remoteEntry.js', { kind: 'missing' }],
    ['/missing.js', { kind: 'missing' }],
    ['/assets', { kind: 'page' }],
    ['/menu/country/mx', { kind: 'page' }],
    ['/..%2F..%2Fsecret.txt', { kind: 'missing' }],
    ['/../secret.txt', { kind: 'missing' }],
    ['/item/%E0%A4%A', { kind: 'page' }],
    ['/%E0%A4%A.js', { kind: 'page' }],
  ])('%s: %o', (url, expected) => {
    const asked = fileRequest(url, remote, root, dist);
    expect(asked.kind === 'file' ? { ...asked, file: asked.file.slice(root.length + 1) } : asked).toEqual(expected);
  });

  it('is never a release folder’s for an app without one', () => {
    expect(fileRequest('/releases/abc123/remoteEntry.js', shell, root, dist)).toEqual({ kind: 'missing' });
  });
});

describe('a file sent', () => {
  it('is the build’s precompressed copy when it is not older than the file, HEAD without its bytes', async () => {
    const res = await ask(`${origin}/mfe-x/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toEqual(brotliCompressSync('the build’s brotli copy'));
    const head = await ask(`${origin}/mfe-x/app.js`, { headers: { 'accept-encoding': 'br' }, method: 'HEAD' });
    expect(head.headers['content-length']).toBe(String(res.body.length));
    expect(head.body.length).toBe(0);
  });

  it('is compressed here when the precompressed copy is stale', async () => {
    const res = await ask(`${origin}/mfe-x/app.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).not.toEqual(gzipSync('a stale copy'));
    expect(res.headers['content-length']).toBe(String(res.body.length));
  });

  it('names the shell’s origin to the remotes’ readers only, and carries the CSP on the shell’s HTML', async () => {
    const fromShell = { headers: { origin: SHELL_ORIGIN } };
    expect((await ask(`${origin}/mfe-x/remoteEntry.js`, fromShell)).headers['access-control-allow-origin']).toBe(
      SHELL_ORIGIN,
    );
    expect((await ask(`${origin}/shell/remoteEntry.js`, fromShell)).headers).not.toHaveProperty(
      'access-control-allow-origin',
    );
    const page = await ask(`${origin}/shell/index.html`);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await ask(`${origin}/mfe-x/index.html`)).headers).not.toHaveProperty('content-security-policy');
  });

  it('is a plain 404 when missing', async () => {
    const res = await ask(`${origin}/404`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.toString()).toBe('Not found');
  });
});
