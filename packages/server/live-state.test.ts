// @vitest-environment node
// A layout server against a release store (the embedded one, in a temp folder): every page and /remotes.json name
// the revision they were made from, a write reaches the next page within 1 s (pushed by the store's watch), and a
// server that loses the store goes on serving the last revision it had, says so in /healthz, and catches up.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOT_ELEMENT_ID } from '@campus/contract/dom-ids';
import type { Manifest } from '@campus/contract/manifest';
import { openReleaseStore, type ReleaseStore, type StoreStatus, update } from '@campus/release-store/store';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveState } from './live-state.ts';
import { createSite } from './site.ts';

let root = '';
let storeDir = '';
const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];
const line = (entry: string) => ({ name: 'mfe_info', entry, routes: ['/about'] });
const SEED: Manifest = { remotes: [line('http://127.0.0.1:9/remoteEntry.js')] };

/** A built shell of the smallest kind: its template, its server render, and its own remotes.json (the seed). */
function writeShell(dir: string) {
  for (const folder of ['dist', 'dist-server', 'public']) mkdirSync(join(dir, 'shell', folder), { recursive: true });
  writeFileSync(
    join(dir, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'shell/public/remotes.json'), JSON.stringify(SEED));
  writeFileSync(
    join(dir, 'shell/dist-server/render.mjs'),
    'export async function renderShell() { return { html: "<main>campus:remote-slot</main>" }; }\n',
  );
}

async function listen(handle: RequestListener): Promise<string> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The revision a page names in its header and in its boot data. */
async function pageRevision(origin: string) {
  const res = await fetch(`${origin}/about`);
  const html = await res.text();
  const boot = html.match(new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`))?.[1];
  expect(parse(html)).toBeTruthy();
  return {
    header: Number(res.headers.get('x-release-revision')),
    boot: JSON.parse(boot ?? '{}') as { revision: number; manifest: Manifest },
  };
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'live-state-'));
  storeDir = join(root, 'store');
  writeShell(root);
});
afterAll(async () => {
  for (const close of closers) await close();
  for (const server of servers) server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a layout server on the release store', () => {
  it('names the revision of each page and of /remotes.json, and switches within 1 s of a write', async () => {
    const site = createSite({
      root,
      apps: [{ name: 'shell', dir: 'shell/dist', port: 0 }],
      releaseStore: `file:${storeDir}`,
      log: () => undefined,
    });
    closers.push(site.close);
    await site.live?.ready;
    const origin = await listen(site.handlers[0]?.handle as RequestListener);

    // Seeded from the shell's own remotes.json (no copy of it in its dist).
    const first = await pageRevision(origin);
    expect(first.header).toBe(1);
    expect(first.boot.revision).toBe(1);
    expect(first.boot.manifest).toEqual(SEED);
    const manifest = await fetch(`${origin}/remotes.json`);
    expect(manifest.headers.get('x-release-revision')).toBe('1');
    expect(await manifest.json()).toEqual(SEED);
    expect(await (await fetch(`${origin}/healthz`)).json()).toEqual({
      revision: 1,
      store: 'connected',
      since: expect.any(String),
      warmed: true,
    });

    // A release lands: the next pages are of it, header, boot data and manifest alike.
    const writer = openReleaseStore(`file:${storeDir}`);
    closers.push(writer.close);
    const next = line('http://127.0.0.1:9/releases/r2/remoteEntry.js');
    const written = performance.now();
    const landed = await update(writer, (s) => ({ ...s, manifest: { remotes: [next] } }), { what: 'release r2' });
    expect(landed.ok).toBe(true);
    let seen = first;
    while (seen.header < 2 && performance.now() - written < 1000) {
      await new Promise((r) => setTimeout(r, 10));
      seen = await pageRevision(origin);
    }
    const ms = performance.now() - written;
    console.log(`[live-state] file store: a write served after ${ms.toFixed(0)} ms`);
    expect(seen.header).toBe(2);
    expect(seen.boot).toMatchObject({ revision: 2, manifest: { remotes: [next] } });
    const after = await fetch(`${origin}/remotes.json`);
    expect(after.headers.get('x-release-revision')).toBe('2');
    expect((await after.json()).remotes).toEqual([next]);
  });
});

describe('when the store is lost', () => {
  it('keeps its last known good revision, says so in /healthz, and catches up when the store returns', async () => {
    // The embedded store, with its connection's ups and downs played by the test.
    const real = openReleaseStore(`file:${join(root, 'lossy')}`, { seed: () => SEED });
    closers.push(real.close);
    let setStatus: (s: StoreStatus) => void = () => undefined;
    let down = false;
    const lossy: ReleaseStore = {
      ...real,
      read: () => (down ? Promise.reject(new Error('unreachable')) : real.read()),
      watch: (from, onChange, onStatus) => {
        setStatus = (s) => onStatus?.(s);
        return real.watch(
          from,
          (snapshot) => !down && onChange(snapshot),
          (status) => !down && onStatus?.(status),
        );
      },
    };
    const live = createLiveState({ store: lossy, log: () => undefined });
    await live.ready;
    expect(live.health()).toMatchObject({ revision: 1, store: 'connected' });

    down = true;
    setStatus('lost');
    await update(
      real,
      (s) => ({ ...s, manifest: { remotes: [line('http://127.0.0.1:9/releases/x/remoteEntry.js')] } }),
      {
        what: 'a switch made while this server cannot see the store',
      },
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(live.health()).toMatchObject({ revision: 1, store: 'lost' });
    expect(live.current()?.state.manifest).toEqual(SEED);

    down = false;
    setStatus('connected');
    const until = performance.now() + 1000;
    while (live.health().revision !== 2 && performance.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(live.health()).toMatchObject({ revision: 2, store: 'connected' });
    await live.close();
  });

  it('is 503 in /healthz only while it has never read the store', async () => {
    const never: ReleaseStore = {
      url: 'test:never',
      read: () => Promise.reject(new Error('unreachable')),
      swap: () => Promise.reject(new Error('unreachable')),
      watch: () => () => undefined,
      close: async () => undefined,
    };
    const live = createLiveState({ store: never, log: () => undefined });
    await new Promise((r) => setTimeout(r, 50));
    expect(live.health()).toMatchObject({ revision: null, store: 'lost' });
    await live.close();
  });

  it('says warmed only once the served revision’s parts are loaded, not when its warming ran out of time', async () => {
    const snapshot = { revision: 1, state: { manifest: SEED, history: { releases: {}, log: [] }, canary: {} } };
    const store: ReleaseStore = {
      url: 'test:one',
      read: async () => ({ ...snapshot, who: 'test', what: 'seed', at: new Date().toISOString() }),
      swap: () => Promise.reject(new Error('read only')),
      watch: () => () => undefined,
      close: async () => undefined,
    };
    let loaded: () => void = () => undefined;
    const live = createLiveState({
      store,
      warm: () =>
        new Promise<void>((resolve) => {
          loaded = resolve;
        }),
      warmBudgetMs: 0,
      log: () => undefined,
    });
    await live.ready;
    // Served on its budget, its parts still loading: a start-up check waiting for this server must go on waiting.
    expect(live.health()).toMatchObject({ revision: 1, warmed: false });
    loaded();
    await new Promise((r) => setTimeout(r, 0));
    expect(live.health()).toMatchObject({ revision: 1, warmed: true });
    await live.close();
  });
});
