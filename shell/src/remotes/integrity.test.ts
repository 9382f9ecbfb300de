// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageIntegrity, refusedFile } from './integrity';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const BASE = 'https://menu.example/releases/r1/';
const FILES: Record<string, string> = {
  [`${BASE}remoteEntry.js`]: 'export const init = 1;',
  [`${BASE}assets/routes-a.js`]: 'export default 2;',
  [`${BASE}assets/utils-b.js`]: 'export const u = 3;',
};
const LISTED = Object.fromEntries(Object.entries(FILES).map(([url, text]) => [url, sri(text)]));

/** The remote's host: serves FILES, with `changes` applied; `down` refuses every request. */
function host(changes: Record<string, string> = {}, down = false) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (down) throw new TypeError('Failed to fetch');
      const body = changes[url] ?? FILES[url];
      return body === undefined ? new Response(null, { status: 404 }) : new Response(body);
    }),
  );
  return asked;
}

// Node's own fetch and WebCrypto (jsdom's realm and Node's disagree on ArrayBuffer); the page's address for relative URLs.
beforeEach(() => vi.stubGlobal('document', { baseURI: 'https://shop.example/menu' }));
afterEach(() => vi.unstubAllGlobals());

describe('refusedFile', () => {
  it('names the one file whose bytes differ from its hash (one extra byte)', async () => {
    host({ [`${BASE}assets/routes-a.js`]: 'export default 2;\n' });
    expect(await refusedFile(`${BASE}remoteEntry.js`, LISTED)).toBe(`${BASE}assets/routes-a.js`);
  });

  it('names the entry itself, without fetching the rest', async () => {
    const asked = host({ [`${BASE}remoteEntry.js`]: 'export const init = 1; ' });
    expect(await refusedFile(`${BASE}remoteEntry.js`, LISTED)).toBe(`${BASE}remoteEntry.js`);
    expect(asked).toEqual([`${BASE}remoteEntry.js`]);
  });

  it('an outage (host unreachable), files that all match, or a page without hashes: nothing to name', async () => {
    const asked = host({}, true);
    expect(await refusedFile(`${BASE}remoteEntry.js`, LISTED)).toBeUndefined();
    expect(asked).toHaveLength(1); // the entry could not be had: nothing else asked
    host();
    expect(await refusedFile(`${BASE}remoteEntry.js`, LISTED)).toBeUndefined();
    expect(await refusedFile(`${BASE}remoteEntry.js`, {})).toBeUndefined();
  });
});

describe('pageIntegrity', () => {
  it("reads the page's import map, URLs made absolute; no map, or a bad one, is an empty one", () => {
    const page = (text: string | undefined) =>
      ({
        baseURI: 'https://shop.example/menu',
        querySelector: (selector: string) =>
          selector === 'script[type="importmap"]' && text ? { textContent: text } : null,
      }) as unknown as Document;
    expect(pageIntegrity(page(undefined))).toEqual({});
    expect(pageIntegrity(page('{ not json'))).toEqual({});
    const map = JSON.stringify({ integrity: { '/assets/main.js': 'sha384-x', [`${BASE}remoteEntry.js`]: 'sha384-y' } });
    expect(pageIntegrity(page(map))).toEqual({
      'https://shop.example/assets/main.js': 'sha384-x',
      [`${BASE}remoteEntry.js`]: 'sha384-y',
    });
    // A map that is not one the layout server writes (@campus/contract/integrity) names no file at all.
    const bad = JSON.stringify({ integrity: { '/assets/main.js': 'sha384-x', [`${BASE}remoteEntry.js`]: 1 } });
    expect(pageIntegrity(page(bad))).toEqual({});
  });
});
