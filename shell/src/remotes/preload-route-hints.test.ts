// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRemoteFiles } from './preload-route';

const ORIGIN = 'http://localhost:4174';
const linked = (href: string) =>
  [...document.head.querySelectorAll('link')].filter((l) => (l as HTMLLinkElement).href === href).length;

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

describe("public/preload-route.js hints a remote's files once", () => {
  it('leaves out a file a link in the page already names (WebKit downloaded it once per link)', async () => {
    const list = { js: ['assets/routes-1.js', 'assets/utils-2.js'], css: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(list), { headers: { 'Content-Type': 'application/json' } })),
    );
    // As Vite's preload helper in a remote's code leaves it, before the hints come.
    const vites = document.createElement('link');
    vites.rel = 'modulepreload';
    vites.href = `${ORIGIN}/assets/utils-2.js`;
    document.head.append(vites);

    await preloadRemoteFiles(`${ORIGIN}/remoteEntry.js`);

    expect(linked(`${ORIGIN}/remoteEntry.js`)).toBe(1);
    expect(linked(`${ORIGIN}/assets/routes-1.js`)).toBe(1);
    expect(linked(`${ORIGIN}/assets/utils-2.js`)).toBe(1);
  });
});
