// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { stateOf } from '@campus/release-store/store';
import { afterAll, describe, expect, it } from 'vitest';
import { createLineChooser } from './release-lines.ts';
import { createSecurityHeaders } from './site-headers.ts';
import { createManifestEndpoint, sendHealth } from './site-live.ts';
import { ask, line, listen, liveAt } from './site-test-server.ts';
import type { LiveState } from './site-types.ts';
import type { WorkersHealth } from './supervisor.ts';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});
const shell = { name: 'shell', dir: 'shell/dist', port: 0 };
const MANIFEST = { remotes: [line('mfe_menu', 'http://127.0.0.1:4175/remoteEntry.js')] };
const CANARY_LINE = line('mfe_menu', 'http://127.0.0.1:4175/releases/r2/remoteEntry.js');

/** The endpoints over `live`, listening: /healthz and /remotes.json. */
async function serve(live: LiveState, workers: WorkersHealth | null = null) {
  closers.push(live.close);
  const manifest = createManifestEndpoint({
    lineChooser: createLineChooser({ secret: null, log: () => undefined }),
    securityHeaders: createSecurityHeaders({ live: () => live }),
  });
  const server = await listen((req, res) =>
    req.url === '/healthz' ? sendHealth(res, live, workers) : manifest.send(req, res, shell, '/nowhere', live),
  );
  closers.push(server.close);
  return server.origin;
}

describe('/healthz', () => {
  it('is 503 until the store has been read, then the revision served', async () => {
    const unread = await ask(`${await serve(await liveAt(null))}/healthz`);
    expect(unread.status).toBe(503);
    expect(JSON.parse(unread.body.toString())).toMatchObject({ revision: null, store: 'connected' });
    const workers = { restarts: 1, deathsInARow: 0, lastExit: null, nextRestartInMs: null };
    const read = await ask(`${await serve(await liveAt(stateOf(MANIFEST), 4), workers)}/healthz`);
    expect(read.status).toBe(200);
    expect(read.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(JSON.parse(read.body.toString())).toEqual({
      revision: 4,
      store: 'connected',
      since: expect.any(String),
      warmed: true,
      workers,
    });
  });
});

describe('/remotes.json', () => {
  it('is 503 until the store has been read', async () => {
    const res = await ask(`${await serve(await liveAt(null))}/remotes.json`);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
  });

  it('is the live manifest, named by its revision, revalidated, compressed for who takes it', async () => {
    const origin = await serve(await liveAt(stateOf(MANIFEST), 3));
    const plain = await ask(`${origin}/remotes.json`);
    expect(plain.status).toBe(200);
    expect(plain.headers).toMatchObject({
      etag: '"r3"',
      'x-release-revision': '3',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(plain.body.toString()).toBe(`${JSON.stringify(MANIFEST, null, 2)}\n`);
    expect((await ask(`${origin}/remotes.json`, { headers: { 'if-none-match': '"r3"' } })).status).toBe(304);
    const br = await ask(`${origin}/remotes.json`, { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    const gzip = await ask(`${origin}/remotes.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.body)).toEqual(plain.body);
    const head = await ask(`${origin}/remotes.json`, { method: 'HEAD' });
    expect(head.headers['content-length']).toBe(String(plain.body.length));
    expect(head.body.length).toBe(0);
  });

  it('is, for a visitor in a canary’s share, the manifest with the canary’s line, with the visitor’s cookie', async () => {
    const state = stateOf(MANIFEST);
    state.canary = { mfe_menu: { line: CANARY_LINE, percent: 100, release: 'r2', at: new Date(0).toISOString() } };
    const res = await ask(`${await serve(await liveAt(state, 5))}/remotes.json`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ remotes: [CANARY_LINE] });
    expect(res.headers).toMatchObject({
      vary: 'Cookie',
      'x-release-revision': '5',
      'cache-control': 'private, no-cache',
    });
    expect(res.headers).not.toHaveProperty('etag');
    expect(String(res.headers['set-cookie'])).toMatch(/=[\w-]{16,64};/);
  });
});
