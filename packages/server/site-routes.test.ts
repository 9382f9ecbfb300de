// @vitest-environment node

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BEACON_PATH } from '@campus/contract/beacon';
import { stateOf } from '@campus/release-store/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Composer } from './compose.ts';
import { createMetrics } from './metrics.ts';
import { createLineChooser } from './release-lines.ts';
import { createSecurityHeaders } from './site-headers.ts';
import { createManifestEndpoint } from './site-live.ts';
import type { PageRoute } from './site-page.ts';
import { createAppHandler, type SiteParts } from './site-routes.ts';
import { createStaticFiles } from './site-static.ts';
import { ask, line, listen, liveAt } from './site-test-server.ts';
import type { App, LiveState } from './site-types.ts';

const SHELL_ORIGIN = 'http://localhost:4173';
const MANIFEST = { remotes: [line('mfe_menu', 'http://127.0.0.1:4175/remoteEntry.js')] };
let root = '';
let live: LiveState | null = null;
const logged: Record<string, unknown>[] = [];
const closers: (() => Promise<void>)[] = [];
/** Which page route answered: the test's route writes its name. */
const pages: PageRoute = {
  sendComposed: async (_req, res) => void res.end('composed'),
  sendPrerendered: async (req, res) => {
    if (req.url === '/broken') throw new Error('the page route failed');
    res.end('prerendered');
  },
};
// The handler only asks whether an app composes: a function standing for the composer.
const composer = (async () => undefined) as unknown as Composer;
const origins: Record<string, string> = {};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-routes-'));
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(join(root, 'dist/index.html'), '<!doctype html><title>index</title>');
  writeFileSync(join(root, 'dist/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const securityHeaders = createSecurityHeaders({ live: () => live });
  const lineChooser = createLineChooser({ secret: null, log: () => undefined });
  const parts: SiteParts = {
    root,
    shellOrigin: SHELL_ORIGIN,
    log: (entry) => logged.push(entry),
    live: () => live,
    workersHealth: () => null,
    metrics: createMetrics({ state: () => live?.current()?.state, log: () => undefined }),
    files: createStaticFiles({ shellOrigin: SHELL_ORIGIN, securityHeaders }),
    manifest: createManifestEndpoint({ lineChooser, securityHeaders }),
    pages,
  };
  const apps: App[] = [
    { name: 'shell', dir: 'dist', port: 0, compose: composer },
    { name: 'shell', dir: 'dist', port: 0, prerendered: true },
    { name: 'mfe-x', dir: 'dist', port: 0 },
  ];
  for (const [key, app] of Object.entries({ composing: apps[0], baseline: apps[1], remote: apps[2] })) {
    if (!app) continue;
    const server = await listen(createAppHandler(app, parts));
    origins[key] = server.origin;
    closers.push(server.close);
  }
});

afterAll(async () => {
  for (const close of closers) await close();
  rmSync(root, { recursive: true, force: true });
});

const body = async (...args: Parameters<typeof ask>) => (await ask(...args)).body.toString();

describe('an app’s handler', () => {
  it('answers a CORS preflight: the shell’s origin allowed, GET and HEAD only', async () => {
    const allowed = await ask(`${origins.remote}/remoteEntry.js`, {
      method: 'OPTIONS',
      headers: { origin: SHELL_ORIGIN },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': SHELL_ORIGIN,
      'access-control-allow-methods': 'GET, HEAD',
      vary: 'Origin',
    });
    const other = await ask(`${origins.remote}/x.js`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers).not.toHaveProperty('access-control-allow-origin');
  });

  it('sends a file, a missing file’s 404, and a page by the app’s kind', async () => {
    expect((await ask(`${origins.remote}/favicon.svg`)).headers['content-type']).toBe('image/svg+xml');
    expect((await ask(`${origins.composing}/missing.svg`)).status).toBe(404);
    expect(await body(`${origins.composing}/menu`)).toBe('composed');
    expect(await body(`${origins.baseline}/menu`)).toBe('prerendered');
    expect(await body(`${origins.remote}/menu`)).toContain('<title>index</title>');
  });

  it('answers /healthz, /remotes.json and beacons on the composing shell only, once something is live', async () => {
    live = null;
    expect(await body(`${origins.composing}/healthz`)).toBe('composed');
    expect((await ask(`${origins.composing}/remotes.json`)).status).toBe(404);
    expect((await ask(`${origins.composing}${BEACON_PATH}`, { method: 'POST' })).status).toBe(405);
    live = await liveAt(stateOf(MANIFEST), 6);
    closers.push(live.close);
    expect(JSON.parse(await body(`${origins.composing}/healthz`))).toMatchObject({ revision: 6 });
    expect(JSON.parse(await body(`${origins.composing}/remotes.json?v=1`))).toEqual(MANIFEST);
    const beacon = await ask(`${origins.composing}${BEACON_PATH}`, { method: 'POST', body: Buffer.from('nope') });
    expect(beacon.status).toBeGreaterThanOrEqual(400);
    expect(beacon.headers['cache-control']).toBe('no-store');
    expect(await body(`${origins.baseline}/healthz`)).toBe('prerendered');
    expect((await ask(`${origins.remote}${BEACON_PATH}`, { method: 'POST' })).headers.allow).toBe('GET, HEAD');
    live = null;
  });

  it('answers a failure with a 500, and logs it', async () => {
    const res = await ask(`${origins.baseline}/broken`);
    expect(res.status).toBe(500);
    expect(logged.at(-1)).toEqual({
      event: 'request:error',
      app: 'shell',
      url: '/broken',
      reason: 'Error: the page route failed',
    });
  });
});
