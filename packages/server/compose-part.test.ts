// @vitest-environment node
import type { Fragment, SliceInfo, SlicePage } from '@campus/contract/fragment';
import { describe, expect, it } from 'vitest';
import { createPartReader, folderOf, type PartSources, pinOf, slicePage } from './compose-part.ts';
import type { Rendered } from './remote-render.ts';

/**
 * The part of a page against a renderer and a fragment cache written here: what each holds is set by the test, and
 * what they were asked is recorded.
 */
const ENTRY = 'https://menu.example/releases/r1/remoteEntry.js';
const FOLDER = 'https://menu.example/releases/r1/';
const INFO: SliceInfo = {
  release: 'r1',
  pages: ['/about'],
  styles: ['assets/about.css'],
  scripts: ['assets/about.js'],
  queries: { '/about': [], '/menu': ['category'] },
};
const ABOUT: Fragment = {
  release: 'r1',
  address: '/about',
  styles: INFO.styles,
  scripts: INFO.scripts,
  html: '<h1>About</h1>',
  status: 200,
};
const DRAWN: SlicePage = { html: '<h1>Menu</h1>', headLinks: [], title: 'Menu', description: '', status: 200 };

function sources({
  info = INFO,
  fragment = { state: 'html', fragment: ABOUT } as Awaited<ReturnType<PartSources['fragments']['get']>>,
  drawn = { state: 'html', page: DRAWN } as Rendered,
  waitMs = 0,
} = {}) {
  const asked: string[] = [];
  const fake = {
    renderer: {
      info: async (base: URL) => {
        asked.push(`info ${base.href}`);
        await new Promise((r) => setTimeout(r, waitMs));
        return info;
      },
      render: async (base: URL, address: string) => {
        asked.push(`render ${base.href} ${address}`);
        return drawn;
      },
      warm: async (base: URL) => void asked.push(`warm ${base.href}`),
    },
    fragments: {
      get: async (url: string) => {
        asked.push(`fragment ${url}`);
        return fragment;
      },
      load: async (url: string) => void asked.push(`load ${url}`),
    },
  };
  return { asked, parts: fake as unknown as PartSources };
}

describe('pinOf and folderOf', () => {
  it("names the module its manifest line pins, else this machine's own for that entry", () => {
    const server = { module: 'server/render.mjs', sha256: 'abc' };
    const local = { module: 'file:///srv/render.mjs', sha256: 'def' };
    expect(pinOf({ name: 'mfe_menu', entry: ENTRY, routes: [], server }, () => local)).toEqual(server);
    expect(
      pinOf({ name: 'mfe_menu', entry: ENTRY, routes: [] }, (entry) => (entry === ENTRY ? local : undefined)),
    ).toBe(local);
    expect(pinOf({ name: 'mfe_menu', entry: ENTRY, routes: [] })).toBeUndefined();
  });

  it("is the entry's folder, or null for an entry that is no URL", () => {
    expect(folderOf({ name: 'mfe_menu', entry: ENTRY, routes: [] })?.href).toBe(FOLDER);
    expect(folderOf({ name: 'mfe_menu', entry: 'not a url', routes: [] })).toBeNull();
  });
});

describe('slicePage', () => {
  it('takes a listed page from the fragments, its query as the page reads it', async () => {
    const { asked, parts } = sources();
    const got = await slicePage(parts, ENTRY, undefined, '/about', '?utm_source=mail');
    expect(got).toMatchObject({ state: 'html', fragment: ABOUT, source: ABOUT, search: '' });
    expect(got.state === 'html' && got.base.href).toBe(FOLDER);
    expect(asked).toEqual([`info ${FOLDER}`, `fragment ${FOLDER}ssr/about.json`]);
  });

  it("renders an address its build did not pre-render, with the release's styles and code", async () => {
    const { asked, parts } = sources();
    const got = await slicePage(parts, ENTRY, undefined, '/menu', '?category=bowls&x=1');
    expect(got).toMatchObject({
      state: 'html',
      fragment: { release: 'r1', address: '/menu?category=bowls', html: '<h1>Menu</h1>', styles: INFO.styles },
      source: DRAWN,
      search: '?category=bowls',
    });
    expect(got.state === 'html' && got.note).toBeUndefined();
    expect(asked).toContain(`render ${FOLDER} /menu?category=bowls`);
  });

  it('renders a listed page whose file failed, and says so; a render that fails too keeps the first reason', async () => {
    const fragment = { state: 'failed', reason: 'HTTP 500' } as const;
    const rendered = await slicePage(sources({ fragment }).parts, ENTRY, undefined, '/about', '');
    expect(rendered).toMatchObject({ state: 'html', note: 'HTTP 500: rendered on request' });
    const drawn = { state: 'failed', reason: 'render threw' } as const;
    expect(await slicePage(sources({ fragment, drawn }).parts, ENTRY, undefined, '/about', '')).toEqual({
      state: 'failed',
      reason: 'HTTP 500',
      search: '',
    });
  });

  it('fails without an ssr.json or a folder; a release without a server module is absent', async () => {
    expect(
      await slicePage(sources({ info: null as unknown as SliceInfo }).parts, ENTRY, undefined, '/x', '?a'),
    ).toEqual({ state: 'failed', reason: `no ssr.json at ${FOLDER}`, search: '?a' });
    expect(await slicePage(sources().parts, 'nope', undefined, '/x', '')).toMatchObject({ state: 'failed' });
    const absent = sources({ drawn: { state: 'absent' } });
    expect(await slicePage(absent.parts, ENTRY, undefined, '/menu', '')).toEqual({ state: 'absent', search: '' });
  });
});

describe('createPartReader', () => {
  it('reads nothing for an address no slice owns, and gives up on a part once the budget has passed', async () => {
    const { parts } = sources({ waitMs: 500 });
    const reader = createPartReader({ ...parts, budgetMs: 20 });
    expect(reader.read(undefined, '/about', '')).toBeNull();
    const got = await reader.read({ name: 'mfe_info', entry: ENTRY, routes: ['/about'] }, '/about', '?q');
    expect(got).toEqual({ state: 'failed', reason: 'no part within 20 ms', search: '?q' });
  });

  it("warms every listed line's module and only the changed lines' pages", async () => {
    const { asked, parts } = sources();
    const reader = createPartReader({ ...parts, budgetMs: 20 });
    const other = 'https://other.example/remoteEntry.js';
    const line = { name: 'mfe_info', entry: ENTRY, routes: [] };
    await reader.warm([line, { name: 'mfe_other', entry: other, routes: [] }, { ...line, entry: '??' }], [line]);
    expect(asked.filter((a) => a.startsWith('warm'))).toEqual([`warm ${FOLDER}`, 'warm https://other.example/']);
    expect(asked.filter((a) => a.startsWith('load'))).toEqual([`load ${FOLDER}ssr/about.json`]);
  });
});
