// @vitest-environment node

import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { stateOf } from '@campus/release-store/store';
import { afterAll, describe, expect, it } from 'vitest';
import { compress } from './site-encoding.ts';
import { contentType, createSecurityHeaders } from './site-headers.ts';
import { line, liveAt } from './site-test-server.ts';
import type { LiveState } from './site-types.ts';

const dirs: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const shell = { name: 'shell', dir: 'shell/dist', port: 0 };
const cspOf = (headers: Record<string, string>) => headers['Content-Security-Policy'] ?? '';

describe('a response’s content type', () => {
  it.each([
    ['.js', 'text/javascript; charset=utf-8'],
    ['.json', 'application/json; charset=utf-8'],
    ['.html', 'text/html; charset=utf-8'],
    ['.svg', 'image/svg+xml'],
    ['.ico', 'image/x-icon'],
    ['.webmanifest', 'application/manifest+json'],
    ['.nope', 'application/octet-stream'],
  ])('%s is %s', (ext, type) => {
    expect(contentType(ext)).toBe(type);
  });
});

describe('the security headers', () => {
  it('are nosniff and a referrer policy for every file; CSP and framing rules for the shell’s documents only', () => {
    const headers = createSecurityHeaders({ live: () => null });
    const plain = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
    expect(headers({ name: 'mfe-menu', dir: 'x', port: 0 }, '/nowhere', '.html')).toEqual(plain);
    expect(headers(shell, '/nowhere', '.js')).toEqual(plain);
    const document = headers(shell, '/nowhere', '.html', ["'sha256-abc'"], ['https://menu.example']);
    expect(document['X-Frame-Options']).toBe('DENY');
    expect(cspOf(document)).toContain("script-src 'self' 'sha256-abc' https://menu.example;");
    expect(cspOf(document)).toContain("connect-src 'self' https://menu.example;");
    expect(cspOf(document)).toContain("frame-ancestors 'none'");
  });

  it('name the origins of the live manifest’s remotes, again after a switch', async () => {
    let live: LiveState = await liveAt(
      stateOf({ remotes: [line('mfe_menu', 'http://127.0.0.1:4175/remoteEntry.js')] }),
      1,
    );
    closers.push(live.close);
    const headers = createSecurityHeaders({ live: () => live });
    expect(cspOf(headers(shell, '/nowhere', '.html'))).toContain("img-src 'self' data: http://127.0.0.1:4175;");
    live = await liveAt(stateOf({ remotes: [line('mfe_menu', 'https://menu.example/releases/a1/remoteEntry.js')] }), 2);
    closers.push(live.close);
    expect(cspOf(headers(shell, '/nowhere', '.html'))).toContain("img-src 'self' data: https://menu.example;");
  });

  it('without a release store, name those of the shell folder’s remotes.json, read again when it changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-headers-'));
    dirs.push(dir);
    const headers = createSecurityHeaders({ live: () => null });
    expect(cspOf(headers(shell, dir, '.html'))).toContain("script-src 'self';");
    const file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: [line('mfe_menu', 'http://localhost:4175/remoteEntry.js')] }));
    expect(cspOf(headers(shell, dir, '.html'))).toContain("script-src 'self' http://localhost:4175;");
    writeFileSync(file, JSON.stringify({ remotes: [line('mfe_info', 'http://localhost:4178/remoteEntry.js')] }));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(cspOf(headers(shell, dir, '.html'))).toContain("script-src 'self' http://localhost:4178;");
    writeFileSync(file, 'not a manifest');
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(cspOf(headers(shell, dir, '.html'))).toContain("script-src 'self';");
  });
});

describe('compressing', () => {
  it.each([
    ['br', 'file'],
    ['br', 'page'],
    ['gzip', 'file'],
    ['gzip', 'page'],
  ] as const)('to %s, as for a %s, gives back the same bytes', async (encoding, effort) => {
    const text = `<p>${'campus '.repeat(500)}</p>`;
    const packed = await compress(text, encoding, effort);
    expect(packed.length).toBeLessThan(text.length / 10);
    expect((encoding === 'br' ? brotliDecompressSync(packed) : gunzipSync(packed)).toString()).toBe(text);
  });
});
