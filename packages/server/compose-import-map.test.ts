// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTEGRITY_FILE } from '@campus/contract/integrity';
import { afterAll, describe, expect, it } from 'vitest';
import { createImportMaps, importMapText, scriptHashSource, scriptJson } from './compose-import-map.ts';

const SHELL_LIST = { 'assets/main.js': `sha384-${'A'.repeat(64)}` };
const REMOTE_LIST = { 'remoteEntry.js': `sha384-${'C'.repeat(64)}` };
const shellDir = mkdtempSync(join(tmpdir(), 'compose-import-map-'));
afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

/** The remotes' hosts, as a fetch: a list for each folder in `lists`, a 404 for any other. */
function hosts(lists: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch = async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const list = lists[url];
    return list ? Response.json(list) : new Response('', { status: 404 });
  };
  return { asked, fetch: fetch as typeof globalThis.fetch };
}
const line = (name: string, entry: string) => ({ name, entry, routes: [] });

describe('importMapText and scriptJson', () => {
  it('lists the shell by path and each remote by URL; no text in it can end its script', () => {
    const text = importMapText({ 'a.js': 'sha384-a' }, [
      { base: new URL('https://menu.example/r/'), list: { 'b.js?</script>': 'sha384-b' } },
    ]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      integrity: { '/a.js': 'sha384-a', 'https://menu.example/r/b.js?%3C/script%3E': 'sha384-b' },
    });
    expect(scriptJson('\u2028<!--')).toBe('"\\u2028\\u003c!--"');
    expect(scriptHashSource(text)).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });
});

describe('createImportMaps', () => {
  it("maps the shell's and every listed remote's files; the text, its hashes and its CSP source agree", async () => {
    writeFileSync(join(shellDir, INTEGRITY_FILE), JSON.stringify(SHELL_LIST));
    const { fetch } = hosts({ 'https://menu.example/r1/integrity.json': REMOTE_LIST });
    const maps = createImportMaps({ shellDir, budgetMs: 1000, freshMs: 60_000, log: () => {}, fetch });
    const map = await maps.mapFor([line('mfe_menu', 'https://menu.example/r1/remoteEntry.js')]);
    expect(map.integrity).toEqual({
      '/assets/main.js': SHELL_LIST['assets/main.js'],
      'https://menu.example/r1/remoteEntry.js': REMOTE_LIST['remoteEntry.js'],
    });
    expect(JSON.parse(map.text)).toEqual({ integrity: map.integrity });
    expect(map.shell).toEqual({ '/assets/main.js': SHELL_LIST['assets/main.js'] });
    expect(map.hash).toBe(scriptHashSource(map.text));
    // The same lists: the very same map, not made again.
    expect(await maps.mapFor([line('mfe_menu', 'https://menu.example/r1/remoteEntry.js')])).toBe(map);
  });

  it('a remote without a list has no entries, logged once; a shell without one maps only the remotes', async () => {
    rmSync(join(shellDir, INTEGRITY_FILE), { force: true });
    const log: Record<string, unknown>[] = [];
    const { fetch } = hosts({ 'https://menu.example/r1/integrity.json': REMOTE_LIST });
    const maps = createImportMaps({ shellDir, budgetMs: 1000, freshMs: 0, log: (l) => void log.push(l), fetch });
    const remotes = [
      line('mfe_menu', 'https://menu.example/r1/remoteEntry.js'),
      line('mfe_other', 'https://other.example/remoteEntry.js'),
      line('mfe_bad', 'not a url'),
    ];
    for (let i = 0; i < 3; i++) {
      const map = await maps.mapFor(remotes);
      expect(map.integrity).toEqual({ 'https://menu.example/r1/remoteEntry.js': REMOTE_LIST['remoteEntry.js'] });
      expect(map.shell).toEqual({});
    }
    expect(log.filter((l) => l.event === 'integrity:missing')).toEqual([
      expect.objectContaining({ remote: 'mfe_other', url: 'https://other.example/' }),
    ]);
  });

  it('loads the lists of the folders given ahead of a page, none for a folder that is not there', async () => {
    const { asked, fetch } = hosts({ 'https://menu.example/r2/integrity.json': REMOTE_LIST });
    const maps = createImportMaps({ shellDir, budgetMs: 1000, freshMs: 60_000, log: () => {}, fetch });
    await maps.load([new URL('https://menu.example/r2/'), null]);
    expect(asked).toEqual(['https://menu.example/r2/integrity.json']);
    await maps.mapFor([line('mfe_menu', 'https://menu.example/r2/remoteEntry.js')]);
    expect(asked).toHaveLength(1); // from memory
  });
});
