// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseBootDataJson, parseModuleListJson } from './boot.ts';
import { parseFragment, parseSliceInfo, parseSlicePage } from './fragment.ts';
import { parseIntegrityList } from './integrity.ts';
import type { Parsed } from './parse.ts';

const refusal = (read: Parsed<unknown>) => (read.ok ? '(accepted)' : read.message);

const fragment = { release: 'r1', styles: ['a.css'], scripts: ['a.js'], html: '<p>hi</p>' };
const info = {
  release: 'r1',
  pages: ['/menu'],
  styles: [],
  scripts: [],
  server: { module: 'server/render.mjs', sha256: 'ab' },
};
const hash = `sha384-${'A'.repeat(64)}`;

describe('a fragment (ssr/<address>.json)', () => {
  it('parses', () => expect(parseFragment({ ...fragment, headLinks: ['<link>'] })).toMatchObject({ ok: true }));
  it.each([
    [{ ...fragment, html: undefined }, 'fragment: html'],
    [{ ...fragment, scripts: 'a.js' }, 'fragment: scripts'],
    [{ ...fragment, headLinks: [1] }, 'fragment: headLinks.0'],
    [{ ...fragment, release: 7 }, 'fragment: release'],
  ])('refuses %j, naming %s', (value, field) => expect(refusal(parseFragment(value))).toContain(field));
});

describe("a remote's ssr.json", () => {
  it('parses, with or without a server module', () => {
    expect(parseSliceInfo(info)).toMatchObject({ ok: true });
    expect(parseSliceInfo({ ...info, server: undefined })).toMatchObject({ ok: true });
  });
  it.each([
    [{ ...info, pages: undefined }, 'ssr.json: pages'],
    [{ ...info, server: { module: 'server/render.mjs' } }, 'ssr.json: server.sha256'],
    [{ ...info, cart: { key: 'k', version: '1' } }, 'ssr.json: cart.version'],
  ])('refuses %j, naming %s', (value, field) => expect(refusal(parseSliceInfo(value))).toContain(field));
});

describe("a server module's page", () => {
  it('parses; a missing title or description is empty, a missing status 200', () => {
    expect(parseSlicePage({ html: '<p/>', headLinks: [] })).toEqual({
      ok: true,
      value: { html: '<p/>', headLinks: [], title: '', description: '', status: 200 },
    });
  });
  it('says a not-found state or a redirect to a path on this origin, never to another host', () => {
    expect(parseSlicePage({ html: '', headLinks: [], status: 301, location: '/menu/country/mx' })).toMatchObject({
      ok: true,
      value: { status: 301, location: '/menu/country/mx' },
    });
    expect(parseSlicePage({ html: '<h1>Bowl Not Found</h1>', headLinks: [], status: 404 })).toMatchObject({ ok: true });
    for (const location of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      expect(refusal(parseSlicePage({ html: '', headLinks: [], status: 301, location })), location).toContain(
        'location',
      );
    }
    expect(refusal(parseSlicePage({ html: '', headLinks: [], status: 302 }))).toContain('status');
  });
  it('refuses one without its HTML', () => {
    expect(refusal(parseSlicePage({ headLinks: [] }))).toContain('html');
  });
});

describe('an integrity list', () => {
  it('parses', () =>
    expect(parseIntegrityList({ 'assets/a.js': hash, 'remoteEntry.js': hash })).toMatchObject({ ok: true }));
  it.each([
    [{ '/etc/passwd': hash }, '/etc/passwd'],
    [{ 'assets/../x.js': hash }, 'assets/../x.js'],
    [{ 'https://evil/x.js': hash }, 'https://evil/x.js'],
    [{ 'a.js': 'md5-abc' }, 'a.js'],
    [[hash], 'integrity.json: (the document)'],
  ])('refuses %j, naming %s', (value, field) => expect(refusal(parseIntegrityList(value))).toContain(field));
});

describe('the boot data and the module list a composed page carries', () => {
  const manifest = { remotes: [{ name: 'mfe_menu', entry: 'http://a/remoteEntry.js', routes: ['/menu/*'] }] };
  it('parses', () => {
    const slot = { remote: 'mfe_menu', release: 'r1', state: 'html' };
    const page = { revision: 7, manifest, slot };
    expect(parseBootDataJson(JSON.stringify(page))).toEqual({ ok: true, value: page });
    expect(parseBootDataJson(JSON.stringify({ revision: null, manifest: null, slot: null }))).toMatchObject({
      ok: true,
    });
    expect(parseModuleListJson('["/a.js"]')).toEqual({ ok: true, value: ['/a.js'] });
  });
  it.each([
    [
      { revision: 1, manifest, slot: { remote: 'mfe_menu', release: 'r1', state: 'drawn' } },
      'the boot data: slot.state',
    ],
    [{ revision: 1, manifest: { remotes: [{}] }, slot: null }, 'the boot data: manifest.remotes.0.name'],
    [{ revision: 1, slot: null }, 'the boot data: manifest'],
    [{ revision: '1', manifest, slot: null }, 'the boot data: revision'],
  ])('refuses %j, naming %s', (value, field) =>
    expect(refusal(parseBootDataJson(JSON.stringify(value)))).toContain(field),
  );
  it('refuses a module list that is not a list of strings', () => {
    expect(refusal(parseModuleListJson('[1]'))).toContain('the module list: 0');
    expect(refusal(parseModuleListJson('<'))).toContain('not JSON');
  });
});
