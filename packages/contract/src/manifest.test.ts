// @vitest-environment node
import manifestJson from 'shell/remotes.json';
import { describe, expect, it } from 'vitest';
import { parseManifest, parseManifestJson } from './manifest.ts';
import { ownersOfPath, patternMatches, remoteForPath } from './routes.ts';

const parsed = parseManifest(manifestJson);
const remotes = parsed.ok ? parsed.value.remotes : [];
const line = { name: 'mfe_menu', entry: 'http://a/remoteEntry.js', routes: ['/menu/*'] };

describe('the shipped manifest', () => {
  it('parses', () => {
    expect(parsed.ok).toBe(true);
    expect(remotes.map((r) => r.name).sort()).toEqual(['mfe_builder', 'mfe_cart', 'mfe_info', 'mfe_menu', 'mfe_plans']);
  });

  // That every page of every slice is owned by exactly its slice is checked against the slices' own route tables in
  // mono/src/composition.test.ts (the shell imports no remote).

  it.each(['/nope', '/menus', '/cart/extra', '/about/us', '/smart-values'])('%s is owned by nobody (404)', (path) => {
    expect(remoteForPath(remotes, path)).toBeUndefined();
  });
});

describe('parseManifest: a bad manifest is refused, naming the field', () => {
  it.each([
    [null, 'remotes.json: (the document)'],
    [{}, 'remotes.json: remotes'],
    [{ remotes: 'x' }, 'remotes.json: remotes'],
    [{ remotes: [{ ...line, name: 'Bad Name' }] }, 'remotes.0.name'],
    [{ remotes: [line, { ...line, entry: 'javascript:alert(1)' }] }, 'remotes.1.entry'],
    [{ remotes: [{ ...line, routes: ['nope'] }] }, 'remotes.0.routes.0'],
    [{ remotes: [{ name: 'ok', entry: 'http://a/remoteEntry.js' }] }, 'remotes.0.routes'],
    [{ remotes: [{ ...line, server: { module: 'server/render.mjs' } }] }, 'remotes.0.server.sha256'],
    [{ remotes: [], dev: 'yes' }, 'dev'],
  ] as [unknown, string][])('refuses %j (%s)', (json, field) => {
    const read = parseManifest(json);
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.message).toContain(field);
  });

  it('says so of text that is not JSON', () => {
    expect(parseManifestJson('{"remotes": [')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^remotes.json: not JSON/),
    });
  });

  it('keeps what a release line may add: the server module the release recorded, and fields it does not know', () => {
    const server = { module: 'server/render.mjs', sha256: 'a'.repeat(64), origin: 'http://a' };
    const read = parseManifest({ remotes: [{ ...line, server, note: 'kept' }], other: 1 });
    expect(read).toEqual({ ok: true, value: { remotes: [{ ...line, server, note: 'kept' }], other: 1 } });
  });
});

describe('which remote owns a path', () => {
  it.each([
    ['/menu/*', '/menu', true],
    ['/menu/*', '/MENU/a/b', true],
    ['/menu/*', '/menus', false],
    ['/cart', '/cart/', true],
    ['/cart', '/cart/x', false],
    ['/', '/', true],
    ['/', '//', true],
  ])('%s owns %s: %s', (pattern, path, owns) => {
    expect(patternMatches(pattern, path)).toBe(owns);
  });

  it('names every claimant, so a manifest with two owners for a path can be found', () => {
    const twice = [line, { ...line, name: 'mfe_other', routes: ['/menu/x'] }];
    expect(ownersOfPath(twice, '/menu/x')).toEqual(['mfe_menu', 'mfe_other']);
    expect(remoteForPath(twice, '/menu/x')?.name).toBe('mfe_menu');
  });
});
