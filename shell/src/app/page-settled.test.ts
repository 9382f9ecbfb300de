import { SHELL_LIVE_ATTRIBUTE } from '@campus/contract/dom-ids';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, pageIsLive } from './page-settled';

const shellGoesLive = () => document.documentElement.setAttribute(SHELL_LIVE_ATTRIBUTE, '');
const sliceGoesLive = () => document.querySelector('main [data-remote]')?.setAttribute('data-live', '');
/** Lets observers, promises and a zero-delay idle fallback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(SHELL_LIVE_ATTRIBUTE);
});

describe('work put off until the page has settled', () => {
  it('waits for the shell and the slice in <main> to run, then runs once', async () => {
    document.body.innerHTML = '<main><div data-remote="mfe_menu"></div></main>';
    const then = vi.fn();
    afterPageSettles(then);
    await settle();
    expect(then).not.toHaveBeenCalled();
    shellGoesLive();
    await settle();
    expect(pageIsLive()).toBe(false);
    expect(then).not.toHaveBeenCalled();
    sliceGoesLive();
    await settle();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page without a slice once the shell runs (the 404)', async () => {
    document.body.innerHTML = '<main><h1>Page not found</h1></main>';
    shellGoesLive();
    const then = vi.fn();
    afterPageSettles(then);
    await settle();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the limit (a slice whose host is down never runs) and still runs once', async () => {
    document.body.innerHTML = '<main><div data-remote="mfe_menu"></div></main>';
    shellGoesLive();
    const then = vi.fn();
    afterPageSettles(then, 30);
    await settle();
    expect(then).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(then).toHaveBeenCalledTimes(1);
    sliceGoesLive();
    await settle();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
