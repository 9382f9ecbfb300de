import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM } from '../../sw/messages';
import { type RunningRemotes, takeOver } from './service-worker';

/** A page's service worker container on the first visit: a worker is active, the page is not its yet. */
function firstVisit() {
  const listeners = new Map<string, () => void>();
  const container = {
    controller: null as object | null,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  vi.stubGlobal('navigator', { serviceWorker: container });
  const worker = { postMessage: vi.fn() };
  /** What the browser does when the worker claims the page. */
  const claimed = () => {
    container.controller = worker;
    listeners.get('controllerchange')?.();
  };
  return { worker, claimed };
}

function remotes(loads: Promise<unknown>) {
  const held: Promise<unknown>[] = [];
  const given: RunningRemotes = { running: () => [], loadsSettled: () => loads, holdWarmUps: (p) => held.push(p) };
  return { given, held };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the first page is taken over by its worker when nothing of its own is loading', () => {
  it('asks once the loads under way have settled, and holds warm-ups until the worker has taken it', async () => {
    const { worker, claimed } = firstVisit();
    let loaded: () => void = () => undefined;
    const { given, held } = remotes(new Promise<void>((resolve) => (loaded = resolve)));
    let done = false;
    const taken = takeOver(worker as unknown as ServiceWorker, given).then(() => (done = true));
    expect(held).toHaveLength(1);
    await Promise.resolve();
    expect(worker.postMessage).not.toHaveBeenCalled();

    loaded();
    await vi.waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith({ type: CLAIM }));
    expect(done).toBe(false);
    claimed();
    await taken;
    expect(done).toBe(true);
  });

  it('does not wait for ever: loads that never settle, or a worker that never takes the page, are given up on', async () => {
    vi.useFakeTimers();
    const { worker } = firstVisit();
    const { given } = remotes(new Promise(() => undefined));
    let done = false;
    void takeOver(worker as unknown as ServiceWorker, given).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3000);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: CLAIM });
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(done).toBe(true);
  });
});
