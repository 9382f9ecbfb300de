// @vitest-environment node
import { BOOT_ELEMENT_ID } from '@campus/contract/dom-ids';
import { ASSET_BASE, type Fragment, SLOT_MARKER } from '@campus/contract/fragment';
import type { Manifest } from '@campus/contract/manifest';
import { describe, expect, it } from 'vitest';
import type { ImportMap } from './compose-import-map.ts';
import { createPageAssembler, originsOf, type PageInputs, type ShellRequest } from './compose-page.ts';
import type { ReadPart } from './compose-part.ts';

const TEMPLATE =
  '<!doctype html><html><head><title>Campus Bowls</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';
const OWNER = { name: 'mfe_menu', entry: 'https://menu.example/r1/remoteEntry.js', routes: ['/menu'] };
const MANIFEST: Manifest = { remotes: [OWNER] };
const BASE = new URL('https://menu.example/r1/');
const MENU: Fragment = {
  release: 'r1',
  title: 'Menu',
  description: 'Bowls',
  headLinks: [`<link rel="preload" as="image" href="${ASSET_BASE}a.webp" onload="x()">`],
  styles: ['assets/menu.css'],
  scripts: ['assets/menu.js'],
  html: `<h1>Menu</h1><img src="${ASSET_BASE}a.webp">`,
  status: 200,
};
const MAP: ImportMap = {
  text: '{"integrity":{}}',
  hash: "'sha256-map'",
  shell: { '/assets/main.js': 'sha384-main' },
  integrity: { '/assets/main.js': 'sha384-main', 'https://menu.example/r1/assets/menu.js': 'sha384-menu' },
};

/** Inputs for a page of /menu, its shell rendered here (each render recorded). */
function inputs(got: ReadPart | null, more: Partial<PageInputs> = {}) {
  const renders: ShellRequest[] = [];
  const page: PageInputs = {
    renderShell: async (request) => {
      renders.push(request);
      return { html: `<link rel="preload" href="/logo.svg"><main><div>${SLOT_MARKER}</div></main>`, title: 'Shell' };
    },
    template: TEMPLATE,
    url: '/menu',
    manifest: MANIFEST,
    owner: OWNER,
    got,
    revision: 7,
    disclaimerDismissed: false,
    banner: '',
    importMap: MAP,
    ...more,
  };
  return { page, renders };
}
const html = (fragment: Fragment): ReadPart => ({ state: 'html', fragment, base: BASE, source: fragment, search: '' });
const bootOf = (page: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">([^<]*)</script>`).exec(page)?.[1] ?? 'null',
  );

describe('createPageAssembler', () => {
  it("puts the part in the shell's slot, its hints, styles and code named, each module with its hash", async () => {
    const assemble = createPageAssembler();
    const { page, renders } = inputs(html(MENU), { beaconSample: 0.5 });
    const composed = await assemble(page);
    expect(renders).toEqual([
      { url: '/menu', manifest: MANIFEST, slot: { release: 'r1' }, disclaimerDismissed: false },
    ]);
    expect(composed).toMatchObject({ status: 200, fallback: false, scriptHashes: [MAP.hash], revision: 7 });
    expect(composed.origins).toEqual(['https://menu.example']);
    const out = composed.html;
    expect(out).toContain('<title>Menu</title>');
    expect(out).toContain('<main><div><h1>Menu</h1><img src="https://menu.example/r1/a.webp"></div></main>');
    expect(out).toContain(
      '<link rel="preload" href="/logo.svg"><link rel="preload" as="image" href="https://menu.example/r1/a.webp">',
    );
    expect(out).not.toContain('onload');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="https://menu.example/r1/assets/menu.css">');
    expect(out).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="https://menu.example/r1/assets/menu.js" integrity="sha384-menu">',
    );
    expect(out).toContain(`<script type="importmap">${MAP.text}</script>`);
    expect(out).toContain('<script integrity="sha384-main" type="module" src="/assets/main.js">');
    expect(bootOf(out)).toEqual({
      revision: 7,
      manifest: MANIFEST,
      slot: { remote: 'mfe_menu', release: 'r1', state: 'html' },
      report: { sample: 0.5 },
    });
  });

  it("a part at another address is a 301 there, the shell not rendered; a part's not-found state is a 404 not indexed", async () => {
    const assemble = createPageAssembler();
    const moved = inputs(html({ ...MENU, status: 301, location: '/menu?x=1' }));
    expect(await assemble(moved.page)).toEqual({
      status: 301,
      location: '/menu?x=1',
      html: '',
      fallback: false,
      scriptHashes: [],
      origins: [],
      revision: 7,
    });
    expect(moved.renders).toEqual([]);
    const gone = await assemble(inputs(html({ ...MENU, status: 404 })).page);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('<meta name="robots" content="noindex">');
  });

  it('without a part the browser draws the slice: a fault or a full queue is a fallback, no owner a 404', async () => {
    const assemble = createPageAssembler();
    const failed = await assemble(inputs({ state: 'failed', reason: 'x', search: '' }).page);
    expect(failed).toMatchObject({ status: 200, fallback: true });
    expect(failed.busy).toBeUndefined();
    expect(bootOf(failed.html).slot).toEqual({ remote: 'mfe_menu', release: '', state: 'failed' });
    const busy = await assemble(inputs({ state: 'busy', reason: 'x', search: '' }).page);
    expect(busy).toMatchObject({ status: 200, fallback: true, busy: true });
    const nowhere = inputs(null, { owner: undefined, url: '/nowhere' });
    const notFound = await assemble(nowhere.page);
    expect(notFound).toMatchObject({ status: 404, fallback: false });
    expect(nowhere.renders[0]?.slot).toBeNull();
    expect(bootOf(notFound.html).slot).toBeNull();
    // Nothing read from the store yet: the shell's own error state, not a 404.
    expect((await assemble(inputs(null, { owner: undefined, manifest: null }).page)).status).toBe(200);
  });

  it('says a part rendered because its pre-rendered page failed, and shows a preview banner outside the root', async () => {
    const assemble = createPageAssembler();
    const part: ReadPart = {
      state: 'html',
      fragment: MENU,
      base: BASE,
      source: MENU,
      search: '',
      note: 'HTTP 500: rendered on request',
    };
    const page = await assemble(inputs(part, { banner: '<aside data-preview-banner="">P</aside>' }).page);
    expect(page.note).toBe('mfe_menu: HTTP 500: rendered on request');
    expect(page.html).toContain('<aside data-preview-banner="">P</aside><div id="root">');
  });
});

describe('originsOf', () => {
  it("is each remote's origin once; an entry that is no URL is left out", () => {
    const remotes = [OWNER, { ...OWNER, entry: 'https://menu.example/r2/remoteEntry.js' }, { ...OWNER, entry: '?' }];
    expect(originsOf({ remotes })).toEqual(['https://menu.example']);
    expect(originsOf(null)).toEqual([]);
  });
});
