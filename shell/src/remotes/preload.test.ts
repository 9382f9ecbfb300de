import { afterEach, describe, expect, it, vi } from 'vitest';

const warmed = vi.fn();
vi.mock('./remote-loader', () => ({ preloadRemote: (remote: unknown) => warmed(remote) }));
vi.mock('./manifest-store', () => ({
  currentRemotes: () => [{ name: 'mfe_menu', entry: 'http://menu/remoteEntry.js', routes: ['/menu'] }],
}));

const { holdWarmUps, preloadPath } = await import('./preload');

afterEach(() => warmed.mockClear());

describe('warming the remote behind a link', () => {
  it('starts at once, or, while warm-ups are held (the worker taking the page over), once the hold ends', async () => {
    preloadPath('/menu?category=sandwiches');
    expect(warmed).toHaveBeenCalledTimes(1);
    expect(warmed).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'mfe_menu' }));

    let end: () => void = () => undefined;
    holdWarmUps(new Promise<void>((resolve) => (end = resolve)));
    preloadPath('/menu');
    await Promise.resolve();
    expect(warmed).toHaveBeenCalledTimes(1);
    end();
    await vi.waitFor(() => expect(warmed).toHaveBeenCalledTimes(2));
    preloadPath('/menu');
    expect(warmed).toHaveBeenCalledTimes(3);
  });

  it('a hold that fails still lets the warm-ups go', async () => {
    holdWarmUps(Promise.reject(new Error('the worker went away')));
    preloadPath('/menu');
    expect(warmed).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(warmed).toHaveBeenCalledTimes(1));
  });
});
