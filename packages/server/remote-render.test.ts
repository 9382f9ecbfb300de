// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRemoteRenderer } from './remote-render.ts';

/** A remote's server module as its build writes it: renders any address; a few addresses misbehave on purpose. */
const MODULE = `
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
let renders = 0;
export const release = 'r1';
export const addresses = [];
export async function render(address) {
  renders += 1;
  if (address === '/throws') throw new Error('boom');
  if (address === '/hangs') for (;;) {}
  if (address === '/reads') readFileSync('/etc/hostname');
  if (address === '/spawns') spawnSync('true');
  if (address === '/starts-a-worker') new Worker('setTimeout(() => {}, 10)', { eval: true });
  if (address === '/requires-http') (await import('node:module')).createRequire(import.meta.url)('http');
  if (address === '/imports-net') (await import('node:net')).connect(9, '127.0.0.1');
  if (address.startsWith('/fetches')) await fetch(new URL(address, 'http://x').searchParams.get('to'));
  if (address === '/env') return { html: JSON.stringify(process.env), headLinks: [], title: 'T', description: '' };
  if (address.startsWith('/slow')) await new Promise((r) => setTimeout(r, 600));
  const text = address.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return { html: '<h1>' + text + '</h1><p>render ' + renders + '</p>', headLinks: [], title: 'T', description: '' };
}
`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** What the release tool writes in the manifest line: the module the release was verified with. */
const pinned = (module = MODULE) => ({ module: 'server/render.mjs', sha256: sha256(module) });

type Host = { files: Record<string, string>; hits: string[]; down: boolean };
const host: Host = { files: {}, hits: [], down: false };
let server: Server;
let base: URL;
const logged: Record<string, unknown>[] = [];

function publish(module = MODULE, info: Record<string, unknown> = {}) {
  host.files = {
    '/ssr.json': JSON.stringify({
      release: 'r1',
      pages: ['/listed'],
      server: { module: 'server/render.mjs', sha256: sha256(module) },
      styles: ['assets/a.css'],
      scripts: ['remoteEntry.js'],
      ...info,
    }),
    '/server/render.mjs': module,
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    host.hits.push(req.url ?? '');
    const body = host.files[req.url ?? ''];
    if (host.down) return void req.socket.destroy();
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': req.url?.endsWith('.json') ? 'application/json' : 'text/javascript' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});

afterAll(() => {
  server.close();
});

const renderers: ReturnType<typeof createRemoteRenderer>[] = [];
function renderer(options: Parameters<typeof createRemoteRenderer>[0] = {}) {
  // A generous budget where a test is not about it: a busy machine starts a render process slowly, it is not wrong.
  const made = createRemoteRenderer({ infoTtlMs: 0, budgetMs: 10_000, log: (l) => logged.push(l), ...options });
  renderers.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(renderers.splice(0).map((r) => r.close()));
  host.hits = [];
  host.down = false;
  logged.length = 0;
  publish();
});

describe('a remote page rendered on request', () => {
  it('renders any address with the release’s module, fetched once; the same address is rendered once', async () => {
    publish();
    const r = renderer();
    const a = await r.render(base, '/bowl/no-such-bowl', pinned());
    expect(a).toEqual({
      state: 'html',
      page: {
        html: '<h1>/bowl/no-such-bowl</h1><p>render 1</p>',
        headLinks: [],
        title: 'T',
        description: '',
        status: 200,
      },
    });
    const b = await r.render(base, '/menu?category=<b>x</b>', pinned());
    expect(b.state === 'html' && b.page.html).toBe('<h1>/menu?category=&lt;b>x&lt;/b></h1><p>render 2</p>');
    const again = await r.render(base, '/bowl/no-such-bowl', pinned());
    expect(again.state === 'html' && again.page.html).toContain('render 1');
    expect(host.hits.filter((h) => h === '/server/render.mjs')).toHaveLength(1);
  });

  it('a render over the budget leaves the page to the browser, says so once, and is ready for the next request', async () => {
    publish();
    const r = renderer({ budgetMs: 200 });
    await r.warm(base, pinned());
    expect(await r.render(base, '/slow-page', pinned())).toEqual({
      state: 'failed',
      reason: 'not rendered within 200 ms',
    });
    expect(logged).toEqual([expect.objectContaining({ event: 'render:over-budget', address: '/slow-page' })]);
    // The render goes on into the cache: a later request has the page (asked until it has, never a fixed wait).
    await vi.waitFor(async () => expect((await r.render(base, '/slow-page', pinned())).state).toBe('html'), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it('more renders waiting than its queue holds: busy at once, no log line each; the queued ones are rendered', async () => {
    publish();
    const r = renderer({ queue: 1, budgetMs: 10_000 });
    await r.warm(base, pinned());
    // One process: the first renders, the second waits, the rest find the queue full.
    const got = await Promise.all(['/slow-1', '/slow-2', '/slow-3', '/slow-4'].map((a) => r.render(base, a, pinned())));
    const states = got.map((g) => g.state);
    expect(states.slice(0, 2)).toEqual(['html', 'html']);
    expect(states.slice(2)).toEqual(['busy', 'busy']);
    expect(logged).toEqual([]);
  });

  it('keeps rendered pages up to a number of bytes, not of pages: past it the oldest is rendered again', async () => {
    publish();
    const r = renderer({ cacheBytes: 200 }); // a test page weighs ~56 bytes: three are kept
    await r.warm(base, pinned());
    const first = await r.render(base, '/a', pinned());
    for (const address of ['/b', '/c', '/d', '/e', '/f', '/g']) await r.render(base, address, pinned());
    const again = await r.render(base, '/a', pinned());
    expect(first.state === 'html' && first.page.html).toContain('render 1');
    expect(again.state === 'html' && again.page.html).toContain('render 8');
  });

  it('warming starts no process for a release whose every page is pre-rendered (no parameter, no query read)', async () => {
    publish(MODULE, { pages: ['/a', '/b'], queries: { '/a': [], '/b': [] } });
    const r = renderer();
    host.hits.length = 0;
    await r.warm(base, pinned());
    expect(host.hits).toEqual(['/ssr.json']);
    // A page it is asked for anyway (a listed path in other letter case) starts one then.
    expect((await r.render(base, '/A', pinned())).state).toBe('html');
    expect(host.hits).toContain('/server/render.mjs');
    // A parameter, a query read or a route not pre-rendered: its module is loaded ahead of the first page.
    for (const info of [
      { pages: ['/a'], queries: { '/a': ['tab'] } },
      { pages: ['/a'], queries: { '/a': [], '/b/:id': [] } },
      { pages: ['/a'], queries: { '/a': [], '/b': [] } },
    ]) {
      publish(MODULE, info);
      const again = renderer();
      host.hits.length = 0;
      await again.warm(base, pinned());
      expect(host.hits, JSON.stringify(info)).toContain('/server/render.mjs');
    }
  });

  it('keeps the verified modules in a private directory of its own (mode 700), removed when it closes', async () => {
    publish();
    const before = new Set(readdirSync(tmpdir()).filter((d) => d.startsWith('campus-render-')));
    const r = createRemoteRenderer({ infoTtlMs: 0, budgetMs: 10_000, log: () => undefined });
    expect((await r.render(base, '/x', pinned())).state).toBe('html');
    // Its own: new since it was made, and holding the module it verified (other servers on this machine make theirs).
    const made = readdirSync(tmpdir()).filter(
      (d) => d.startsWith('campus-render-') && !before.has(d) && existsSync(join(tmpdir(), d, `${sha256(MODULE)}.mjs`)),
    );
    expect(made).toHaveLength(1);
    const dir = join(tmpdir(), made[0] ?? '');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir)).toEqual([`${sha256(MODULE)}.mjs`]);
    await r.close();
    expect(existsSync(dir)).toBe(false);
  });

  it('a module that throws fails that page only', async () => {
    publish();
    const r = renderer();
    expect(await r.render(base, '/throws', pinned())).toEqual({ state: 'failed', reason: 'boom' });
    expect((await r.render(base, '/fine', pinned())).state).toBe('html');
  });

  it('a module that never answers is ended; the next request gets a fresh one', async () => {
    publish();
    const r = renderer({ budgetMs: 100, hangMs: 400 });
    await r.warm(base, pinned());
    expect((await r.render(base, '/hangs', pinned())).state).toBe('failed');
    // Its process is ended at hangMs and a fresh one renders the next page: asked until it does (a busy machine
    // takes longer to start one than the 100 ms budget), never a fixed wait.
    await vi.waitFor(
      async () =>
        expect(await r.render(base, '/after', pinned())).toMatchObject({
          state: 'html',
          page: { html: expect.stringContaining('/after') },
        }),
      { timeout: 20_000, interval: 100 },
    );
  });

  it('refuses bytes the release did not pin, even when the host’s ssr.json names their hash', async () => {
    const altered = `${MODULE}// one byte more`;
    publish(altered); // the host serves altered code and an ssr.json that vouches for it
    const got = await renderer().render(base, '/x', pinned(MODULE));
    expect(got.state).toBe('failed');
    expect(got.state === 'failed' && got.reason).toMatch(/render\.mjs is not the module the release names/);
  });

  it('runs nothing the manifest line does not name: a host’s ssr.json alone is refused', async () => {
    publish();
    const got = await renderer().render(base, '/x');
    expect(got).toEqual({ state: 'failed', reason: expect.stringMatching(/names no server module/) });
    expect(host.hits).not.toContain('/server/render.mjs');
  });

  it.each([
    ['reads a file outside its own', '/reads'],
    ['starts a process', '/spawns'],
    ['starts a worker', '/starts-a-worker'],
    ['requires the network', '/requires-http'],
    ['imports the network', '/imports-net'],
    ['fetches (the remote’s own host, which answers)', '/fetches'],
  ])('a module that %s is stopped, its page falls back, and the pool keeps serving', async (_what, path) => {
    publish();
    const r = renderer();
    await r.warm(base, pinned());
    const address = path === '/fetches' ? `${path}?to=${encodeURIComponent(`${base.href}ssr.json`)}` : path;
    const got = await r.render(base, address, pinned());
    expect(got.state).toBe('failed');
    const next = await r.render(base, '/after-a-refusal', pinned());
    expect(next).toMatchObject({ state: 'html', page: { html: expect.stringContaining('/after-a-refusal') } });
  });

  it('a module sees none of the layout server’s environment', async () => {
    process.env.LAYOUT_SERVER_SECRET = 'do-not-leak';
    try {
      publish();
      const got = await renderer().render(base, '/env', pinned());
      expect(got.state).toBe('html');
      const env = JSON.parse(got.state === 'html' ? got.page.html : '{}');
      expect(env).not.toHaveProperty('LAYOUT_SERVER_SECRET');
      expect(Object.keys(env).filter((k) => k !== 'TINYPOOL_WORKER_ID')).toEqual([]);
    } finally {
      delete process.env.LAYOUT_SERVER_SECRET;
    }
  });

  it('a release built without a server module: absent (the browser draws the page)', async () => {
    publish(MODULE, { server: undefined });
    expect(await renderer().render(base, '/x')).toEqual({ state: 'absent' });
  });

  it('keeps rendering once its host is down: the module and the last ssr.json stand', async () => {
    publish();
    const r = renderer();
    expect((await r.render(base, '/one', pinned())).state).toBe('html');
    host.down = true;
    const two = await r.render(base, '/two', pinned());
    expect(two.state === 'html' && two.page.html).toContain('/two');
  });

  it('a host that never answered: failed, with the reason', async () => {
    host.down = true;
    expect(await renderer({ fetchTimeoutMs: 300 }).render(base, '/x', pinned())).toEqual({
      state: 'failed',
      reason: `no ssr.json at ${base.href}`,
    });
  });
});
