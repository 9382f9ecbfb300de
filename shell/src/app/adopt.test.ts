import { DEFERRED_HYDRATION_ATTRIBUTE } from '@campus/contract/dom-ids';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as string[]);
vi.mock('@campus/ui/cn', () => ({ prepareCn: () => calls.push('prepareCn') }));
vi.mock('react-dom/client', () => ({
  hydrateRoot: () =>
    calls.push(
      `hydrateRoot${document.documentElement.hasAttribute(DEFERRED_HYDRATION_ATTRIBUTE) ? ', deferring' : ''}`,
    ),
}));
vi.mock('react', async (importOriginal) => {
  const real = await importOriginal<typeof import('react')>();
  const startTransition = (run: () => void) => {
    calls.push('transition');
    run();
  };
  return { ...real, startTransition };
});

const { adoptServerHtml } = await import('./adopt');

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('adoptServerHtml', () => {
  it('defers the parts that never change, builds the class-merge tables in a task of their own, then adopts the page as a transition in a later one', () => {
    adoptServerHtml(document.createElement('div'), null, {});
    expect(calls).toEqual([]); // nothing in the task that asked
    vi.advanceTimersToNextTimer();
    expect(calls).toEqual(['prepareCn']);
    vi.advanceTimersToNextTimer();
    expect(calls).toEqual(['prepareCn', 'transition', 'hydrateRoot, deferring']);
  });
});
