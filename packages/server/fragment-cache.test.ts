// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isBrokenCircuitError } from 'cockatiel';
import fresh from 'fresh';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBreaker, createFragmentCache, type Fragment } from './fragment-cache.ts';

const URL_A = 'http://remote.test/ssr/about.json';
const fragment = (release: string): Fragment => ({
  release,
  html: `<h1>${release}</h1>`,
  styles: [],
  scripts: [],
  status: 200,
});

/** A remote host we script: each call answers with the next behaviour; `calls` records what was asked. */
function host(...behaviours: Array<(init?: RequestInit) => Promise<Response>>) {
  const calls: { url: string; ifNoneMatch: string | null }[] = [];
  let i = 0;
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, ifNoneMatch: new Headers(init?.headers).get('if-none-match') });
    const next = behaviours[Math.min(i++, behaviours.length - 1)];
    if (!next) throw new Error('no behaviour');
    return next(init);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
const ok =
  (release: string, etag = `"${release}"`) =>
  () =>
    Promise.resolve(new Response(JSON.stringify(fragment(release)), { headers: { ETag: etag } }));
const status = (code: number) => () => Promise.resolve(new Response(null, { status: code }));
/** A host that never answers: only the caller's abort signal (its time limit) ends the request, as with real fetch. */
const hang = (init?: RequestInit) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
const dead = () => Promise.reject(new TypeError('fetch failed: ECONNREFUSED'));

function clock() {
  let t = 1_000_000;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createFragmentCache', () => {
  it('asks the host once, then serves the kept fragment without asking while it is fresh', async () => {
    const h = host(ok('r1'));
    const t = clock();
    const cache = createFragmentCache({ fetch: h.fetch, now: t.now, freshMs: 1000, log: () => undefined });
    expect(await cache.get(URL_A)).toEqual({ state: 'html', fragment: fragment('r1') });
    t.advance(500);
    expect(await cache.get(URL_A)).toEqual({ state: 'html', fragment: fragment('r1') });
    expect(h.calls).toHaveLength(1);
  });

  it('once stale, answers with what it has at once and revalidates in the background (If-None-Match, 304 kept)', async () => {
    const h = host(ok('r1'), status(304), ok('r2'));
    const t = clock();
    const cache = createFragmentCache({ fetch: h.fetch, now: t.now, freshMs: 1000, log: () => undefined });
    await cache.get(URL_A);
    t.advance(1500);
    expect((await cache.get(URL_A)).state).toBe('html');
    await new Promise((r) => setTimeout(r, 0));
    expect(h.calls[1]?.ifNoneMatch).toBe('"r1"');
    t.advance(1500);
    await cache.get(URL_A); // still r1 (304 above), starts the next revalidation
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get(URL_A)).toEqual({ state: 'html', fragment: fragment('r2') });
  });

  it('revalidated with real fetch against a server that uses `fresh` (as site.ts does): a 304, the same object kept', async () => {
    const body = JSON.stringify(fragment('r1'));
    const statuses: number[] = [];
    const server = createServer((req, res) => {
      const status = fresh(req.headers, { etag: '"r1"' }) ? 304 : 200;
      statuses.push(status);
      res
        .writeHead(status, { ETag: '"r1"', 'Content-Type': 'application/json' })
        .end(status === 200 ? body : undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ssr/about.json`;
      const t = clock();
      const cache = createFragmentCache({ now: t.now, freshMs: 1000, log: () => undefined });
      const first = await cache.get(url);
      t.advance(1500);
      await cache.get(url); // stale: asked again in the background
      await vi.waitFor(() => expect(statuses).toHaveLength(2));
      await new Promise((r) => setTimeout(r, 10));
      const second = await cache.get(url);
      expect(statuses).toEqual([200, 304]);
      expect(second.state === 'html' && first.state === 'html' && second.fragment === first.fragment).toBe(true);
    } finally {
      server.close();
    }
  });

  it('a cold miss on a hanging host costs at most the budget; the request goes on and fills the cache', async () => {
    let answer: (r: Response) => void = () => undefined;
    const late = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    const h = host(late);
    const lines: Record<string, unknown>[] = [];
    const cache = createFragmentCache({ fetch: h.fetch, budgetMs: 30, log: (l) => lines.push(l) });
    expect(await cache.get(URL_A)).toEqual({ state: 'failed', reason: 'no answer within 30 ms' });
    expect(lines).toEqual([{ event: 'fragment:fallback', url: URL_A, reason: 'no answer within 30 ms' }]);
    answer(new Response(JSON.stringify(fragment('r1'))));
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get(URL_A)).toEqual({ state: 'html', fragment: fragment('r1') });
    expect(h.calls).toHaveLength(1);
  });

  it('a host that hangs or dies after a page was served costs that page nothing: the last good fragment, one log line per fault', async () => {
    for (const fault of [hang, dead, status(503)]) {
      const h = host(ok('r1'), fault);
      const t = clock();
      const lines: Record<string, unknown>[] = [];
      const cache = createFragmentCache({
        fetch: h.fetch,
        now: t.now,
        budgetMs: 20,
        hangMs: 40,
        log: (l) => lines.push(l),
      });
      await cache.get(URL_A);
      t.advance(5000);
      expect(await cache.get(URL_A)).toEqual({ state: 'html', fragment: fragment('r1') });
      await new Promise((r) => setTimeout(r, 80));
      expect(await cache.get(URL_A)).toEqual({ state: 'html', fragment: fragment('r1') });
      expect(lines.filter((l) => l.event === 'fragment:error')).toEqual([
        expect.objectContaining({ url: URL_A, kept: true }),
      ]);
    }
  });

  it('a page the release does not have (404) is remembered as missing, not as a fault', async () => {
    const h = host(status(404));
    const lines: Record<string, unknown>[] = [];
    const cache = createFragmentCache({ fetch: h.fetch, log: (l) => lines.push(l) });
    expect((await cache.get(URL_A)).state).toBe('missing');
    expect((await cache.get(URL_A)).state).toBe('missing');
    expect(h.calls).toHaveLength(1);
    expect(lines).toEqual([]);
  });

  it('a file that is not a fragment is a fault, never served, and its reason names the field', async () => {
    const h = host(() => Promise.resolve(new Response('{"html": 1}')));
    const cache = createFragmentCache({ fetch: h.fetch, log: () => undefined });
    expect(await cache.get(URL_A)).toEqual({
      state: 'failed',
      reason: expect.stringMatching(/^not a fragment: fragment: release: .*received undefined/),
    });
  });

  it('a dead host opens its circuit: later cold misses fall back at once without asking it, until a trial succeeds', async () => {
    // The breaker (cockatiel's) reads Date.now: only the date is faked, timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    const h = host(dead, dead, dead, ok('r1'));
    const lines: Record<string, unknown>[] = [];
    const log = (l: Record<string, unknown>) => lines.push(l);
    const breaker = createBreaker({ failuresToOpen: 3, openMs: 5000, log });
    const cache = createFragmentCache({ fetch: h.fetch, breaker, log });
    for (const page of ['a', 'b', 'c'])
      expect((await cache.get(`http://remote.test/ssr/${page}.json`)).state).toBe('failed');
    expect(lines).toContainEqual(expect.objectContaining({ event: 'breaker:open', host: 'remote.test', failures: 3 }));
    expect(await cache.get('http://remote.test/ssr/d.json')).toEqual({
      state: 'failed',
      reason: 'circuit open for remote.test',
    });
    expect(h.calls).toHaveLength(3);
    // Another host is not affected.
    expect(breaker.isOpen('other.test')).toBe(false);
    vi.setSystemTime(Date.now() + 5001);
    expect(await cache.get('http://remote.test/ssr/d.json')).toEqual({ state: 'html', fragment: fragment('r1') });
    expect(lines).toContainEqual({ event: 'breaker:closed', host: 'remote.test' });
  });

  it('a failed trial re-opens the circuit for another period; while the trial is out, others are refused at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const breaker = createBreaker({ failuresToOpen: 1, openMs: 1000 });
    const up = () => Promise.resolve('up');
    const refused = (asked: Promise<unknown>) => asked.then(() => false, isBrokenCircuitError);
    await expect(breaker.execute('h', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await refused(breaker.execute('h', up))).toBe(true);
    vi.setSystemTime(Date.now() + 1001);
    let fail: (error: Error) => void = () => undefined;
    const trial = breaker.execute('h', () => new Promise((_, reject) => (fail = reject))); // the one trial
    expect(await refused(breaker.execute('h', up))).toBe(true); // others do not wait for it
    fail(new Error('still down'));
    await expect(trial).rejects.toThrow('still down');
    vi.setSystemTime(Date.now() + 500);
    expect(await refused(breaker.execute('h', up))).toBe(true);
    vi.setSystemTime(Date.now() + 501);
    expect(await breaker.execute('h', up)).toBe('up');
    expect(breaker.isOpen('h')).toBe(false);
  });

  it('keeps at most maxEntries fragments, dropping the least recently used', async () => {
    const h = host(ok('r1'));
    const cache = createFragmentCache({ fetch: h.fetch, maxEntries: 2, log: () => undefined });
    await cache.get('http://remote.test/ssr/a.json');
    await cache.get('http://remote.test/ssr/b.json');
    await cache.get('http://remote.test/ssr/a.json');
    await cache.get('http://remote.test/ssr/c.json');
    expect(cache.size).toBe(2);
    await cache.get('http://remote.test/ssr/a.json'); // kept: no new request
    expect(h.calls.map((c) => c.url.slice(-6))).toEqual(['a.json', 'b.json', 'c.json']);
  });
});
