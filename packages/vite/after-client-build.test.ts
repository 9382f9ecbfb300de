import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterClientBuild, browserFiles, type ClientBuild } from './after-client-build';

type Config = {
  command: 'build' | 'serve';
  root: string;
  mode: string;
  build: { outDir: string; ssr: boolean | string };
};

/** The plugin's two hooks as Vite calls them: the resolved config, then the end of the bundle. */
async function run(config: Config, order?: 'pre' | 'post') {
  const seen: ClientBuild[] = [];
  const plugin = afterClientBuild('step', async (build) => void seen.push(build), order);
  (plugin.configResolved as (c: Config) => void)(config);
  const close = plugin.closeBundle as (() => Promise<void>) | { handler: () => Promise<void> };
  await (typeof close === 'function' ? close() : close.handler());
  return { seen, close };
}

const client: Config = { command: 'build', root: '/app', mode: 'production', build: { outDir: 'dist', ssr: false } };

describe('afterClientBuild', () => {
  it('runs once after a client build, given its root, absolute output folder and mode', async () => {
    expect((await run(client)).seen).toEqual([{ root: '/app', outDir: '/app/dist', mode: 'production' }]);
  });

  it.each([
    ['a server build (the pre-rendering’s own)', { ...client, build: { outDir: 'server', ssr: 'entry.ts' } }],
    ['the dev server closing', { ...client, command: 'serve' as const }],
  ])('does not run after %s', async (_, config) => {
    expect((await run(config)).seen).toEqual([]);
  });

  it('an ordered step runs alone, in its place; an unordered one beside the others', async () => {
    expect((await run(client, 'post')).close).toMatchObject({ order: 'post', sequential: true });
    expect((await run(client, 'pre')).close).toMatchObject({ order: 'pre', sequential: true });
    expect(typeof (await run(client)).close).toBe('function');
  });
});

describe('browserFiles', () => {
  it('lists every file of the output but the server module’s folder at its top', async () => {
    const out = mkdtempSync(join(tmpdir(), 'out-'));
    for (const file of ['remoteEntry.js', 'assets/a.js', 'assets/server/b.css', 'ssr/menu.json', 'server/render.mjs']) {
      mkdirSync(join(out, file, '..'), { recursive: true });
      writeFileSync(join(out, file), '');
    }
    const listed: string[] = [];
    for await (const file of browserFiles(out)) listed.push(relative(out, file));
    expect(listed.sort()).toEqual(['assets/a.js', 'assets/server/b.css', 'remoteEntry.js', 'ssr/menu.json']);
  });
});
