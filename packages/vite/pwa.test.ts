import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheList } from './pwa';
import { themeColours, webAppManifest } from './web-app-manifest.ts';

describe('the shell files the service worker precaches', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every file the browser loads, with a revision where the name is not a hash', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precache-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'icons'));
    for (const file of [
      'index.html',
      'index.html.br',
      'index.html.gz',
      'remotes.json',
      'sw.js',
      'before-paint.js',
      'assets/index-abc123.js',
      'assets/index-abc123.js.gz',
      'icons/icon-192.png',
    ]) {
      writeFileSync(join(dir, file), file);
    }
    const list = await precacheList(dir);
    expect(list.map((e) => e.url)).toEqual([
      '/assets/index-abc123.js',
      '/before-paint.js',
      '/icons/icon-192.png',
      '/index.html',
    ]);
    expect(list.find((e) => e.url === '/assets/index-abc123.js')?.revision).toBeNull();
    expect(list.find((e) => e.url === '/index.html')?.revision).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives a changed file a new revision', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precache-'));
    writeFileSync(join(dir, 'index.html'), 'one');
    const [before] = await precacheList(dir);
    writeFileSync(join(dir, 'index.html'), 'two');
    const [after] = await precacheList(dir);
    expect(after?.revision).not.toBe(before?.revision);
  });
});

describe('the web app manifest', () => {
  it('takes its name from the brand and its colours from the tokens', () => {
    const manifest = webAppManifest({ name: 'Test Bowls', tagline: 'Fresh' });
    const { theme, background } = themeColours();
    expect(theme).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest).toMatchObject({
      name: 'Test Bowls',
      short_name: 'Test Bowls',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: theme,
      background_color: background,
    });
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });
});
