// @vitest-environment node
// The rendered pages and each module's queue, with a pool that is not one (no process): what is kept, what is busy,
// what ends a process or all of them.
import type Tinypool from 'tinypool';
import { describe, expect, it, vi } from 'vitest';
import type { StartedPool } from './render-modules.ts';
import { Busy, createRenderedPages, pageBytes } from './render-pages.ts';

const base = new URL('http://remote.test/');
const server = { module: 'server/render.mjs', sha256: 'a'.repeat(64) };
const pageOf = (address: string) => ({
  html: `<h1>${address}</h1>`,
  headLinks: [],
  title: 'T',
  description: '',
});

/** A started pool whose `run` is `run`: resolves, rejects or waits as a test says. */
function fakePool(run: (task: { moduleUrl: string; address: string }) => Promise<unknown>) {
  const recycleWorkers = vi.fn(async () => undefined);
  const started: StartedPool = {
    pool: { run, recycleWorkers } as unknown as Tinypool,
    moduleUrl: 'file:///m.mjs',
    inFlight: 0,
  };
  return { started, recycleWorkers };
}

function pagesWith(started: StartedPool, options: { queue?: number; cacheBytes?: number; hangMs?: number } = {}) {
  const logged: Record<string, unknown>[] = [];
  const pages = createRenderedPages({
    poolFor: async () => started,
    processes: 1,
    queue: options.queue ?? 16,
    cacheBytes: options.cacheBytes ?? 1_000_000,
    hangMs: options.hangMs ?? 10_000,
    log: (line) => logged.push(line),
  });
  return { pages, logged };
}

describe('pageBytes', () => {
  it('weighs a page’s text at two bytes a character, never nothing', () => {
    expect(pageBytes({ status: 200, html: 'abc', headLinks: ['de'], title: 'f', description: 'g' })).toBe(14);
    expect(pageBytes({ status: 200, html: '', headLinks: [], title: '', description: '' })).toBe(1);
  });
});

describe('createRenderedPages', () => {
  it('renders a page once for a burst of the same address, and keeps it', async () => {
    const run = vi.fn(async ({ address }: { address: string }) => pageOf(address));
    const { pages } = pagesWith(fakePool(run).started);
    const [a, b] = await Promise.all([pages.page(base, server, '/x'), pages.page(base, server, '/x')]);
    expect(a).toEqual({ ...pageOf('/x'), status: 200 });
    expect(b).toEqual(a);
    await pages.page(base, server, '/x');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('is Busy at once past its processes and queue, and counts a render done as gone from the queue', async () => {
    // Renders wait until `hold` is off.
    let hold = true;
    const waiting: (() => void)[] = [];
    const run = ({ address }: { address: string }) =>
      hold ? new Promise((resolve) => waiting.push(() => resolve(pageOf(address)))) : Promise.resolve(pageOf(address));
    const { started } = fakePool(run);
    const { pages } = pagesWith(started, { queue: 1 });
    const first = pages.page(base, server, '/1');
    const second = pages.page(base, server, '/2');
    await vi.waitFor(() => expect(started.inFlight).toBe(2));
    await expect(pages.page(base, server, '/3')).rejects.toBeInstanceOf(Busy);
    hold = false;
    for (const done of waiting) done();
    await Promise.all([first, second]);
    expect(started.inFlight).toBe(0);
    await expect(pages.page(base, server, '/3')).resolves.toMatchObject({ html: '<h1>/3</h1>' });
  });

  it('does not keep a failed render, and says a page that is not one is not', async () => {
    let answer: unknown = { nope: true };
    const { pages } = pagesWith(fakePool(async () => answer).started);
    await expect(pages.page(base, server, '/x')).rejects.toThrow(/the server module returned no page/);
    answer = pageOf('/x');
    await expect(pages.page(base, server, '/x')).resolves.toMatchObject({ html: '<h1>/x</h1>' });
  });

  it('names a hang by its deadline', async () => {
    const run = async () => {
      throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    };
    const { pages } = pagesWith(fakePool(run).started, { hangMs: 400 });
    await expect(pages.page(base, server, '/x')).rejects.toThrow('no answer in 400 ms: its process ended');
  });

  it('ends every process of a module caught trying what it may not, and logs it', async () => {
    const run = async () => {
      throw Object.assign(new Error('a render may not use http'), { code: 'ERR_ACCESS_DENIED' });
    };
    const { started, recycleWorkers } = fakePool(run);
    const { pages, logged } = pagesWith(started);
    await expect(pages.page(base, server, '/x')).rejects.toThrow('a render may not use http');
    expect(recycleWorkers).toHaveBeenCalledTimes(1);
    expect(logged).toEqual([
      { event: 'render:denied', base: base.href, address: '/x', reason: 'a render may not use http' },
    ]);
  });
});
