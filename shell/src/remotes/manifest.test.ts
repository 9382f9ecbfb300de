// @vitest-environment node
import { describe, expect, it } from 'vitest';
import manifestJson from '../../public/remotes.json';
import { parseManifest, remoteForPath } from './manifest';

const parsed = parseManifest(manifestJson);
const remotes = parsed.ok ? parsed.remotes : [];

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

describe('parseManifest', () => {
  it.each([
    [null, 'no list'],
    [{}, 'no list'],
    [{ remotes: 'x' }, 'not a list'],
    [{ remotes: [{ name: 'Bad Name', entry: 'http://a/remoteEntry.js', routes: ['/'] }] }, 'bad name'],
    [{ remotes: [{ name: 'ok', entry: 'javascript:alert(1)', routes: ['/'] }] }, 'script url'],
    [{ remotes: [{ name: 'ok', entry: 'http://a/remoteEntry.js', routes: ['nope'] }] }, 'relative route'],
    [{ remotes: [{ name: 'ok', entry: 'http://a/remoteEntry.js' }] }, 'no routes'],
  ] as [unknown, string][])('rejects %j (%s)', (json) => {
    expect(parseManifest(json).ok).toBe(false);
  });
});
