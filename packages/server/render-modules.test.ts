// @vitest-environment node
// The verified modules: fetched from the manifest line's URL, refused unless their hash is the pinned one, written
// into a private directory, and a module that did not come is not asked for by every request.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModulePools } from './render-modules.ts';

const MODULE =
  'export const render = async (address) => ({ html: address, headLinks: [], title: "", description: "" });';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const hits: string[] = [];
let server: Server;
let base: URL;
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/server/render.mjs') return void res.writeHead(200).end(MODULE);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
afterAll(() => server.close());

describe('createModulePools', () => {
  it('writes a module whose bytes are the pinned ones into its own directory (mode 700), removed when it closes', async () => {
    const modules = createModulePools({ fetchTimeoutMs: 5000, processes: 1 });
    const started = await modules.poolFor(base, { module: 'server/render.mjs', sha256: sha256(MODULE) });
    expect(started.inFlight).toBe(0);
    expect(started.moduleUrl).toBe(`file://${modules.dir}/${sha256(MODULE)}.mjs`);
    expect(statSync(modules.dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(modules.dir)).toEqual([`${sha256(MODULE)}.mjs`]);
    // The same module again: the same pool, not fetched again.
    hits.length = 0;
    expect(await modules.poolFor(base, { module: 'server/render.mjs', sha256: sha256(MODULE) })).toBe(started);
    expect(hits).toEqual([]);
    await modules.close();
    expect(existsSync(modules.dir)).toBe(false);
  });

  it('refuses other bytes, and a module that did not come is not asked for again at once', async () => {
    const modules = createModulePools({ fetchTimeoutMs: 5000, processes: 1 });
    try {
      const other = { module: 'server/render.mjs', sha256: sha256('something else') };
      await expect(modules.poolFor(base, other)).rejects.toThrow(/is not the module the release names/);
      const missing = { module: 'server/missing.mjs', sha256: sha256('x') };
      hits.length = 0;
      await expect(modules.poolFor(base, missing)).rejects.toThrow(/^HTTP 404 for /);
      await expect(modules.poolFor(base, missing)).rejects.toThrow(/^HTTP 404 for /);
      expect(hits).toEqual(['/server/missing.mjs']);
      expect(readdirSync(modules.dir)).toEqual([]);
    } finally {
      await modules.close();
    }
  });
});
