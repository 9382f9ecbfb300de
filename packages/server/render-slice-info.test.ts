// @vitest-environment node
// A remote folder's ssr.json as the renderer knows it: the last good one stands when a host answers badly.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSliceInfos } from './render-slice-info.ts';

const GOOD = { release: 'r1', pages: ['/a'], styles: [], scripts: ['remoteEntry.js'] };
let answer: unknown = GOOD;
let server: Server;
let base: URL;
beforeAll(async () => {
  server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
afterAll(() => server.close());

describe('createSliceInfos', () => {
  it('reads a folder’s ssr.json, and keeps the last good one (logged) when the next is not one', async () => {
    const logged: Record<string, unknown>[] = [];
    const infos = createSliceInfos({ infoTtlMs: 0, fetchTimeoutMs: 5000, log: (line) => logged.push(line) });
    expect(await infos.info(base)).toEqual(GOOD);
    answer = { release: 'r2' };
    // Stale once its millisecond is past (ttl 0 is kept 1 ms): answered with the one known, read again behind it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await infos.info(base)).toEqual(GOOD);
    // The read behind it lands when it lands (a busy machine: well over 100 ms); the bad answer is logged, not kept.
    await vi.waitFor(() => expect(logged[0]).toMatchObject({ event: 'render:bad-info', url: base.href }));
    expect(await infos.info(base)).toEqual(GOOD);
    answer = GOOD;
  });

  it('null for a folder that never had a good one', async () => {
    answer = { release: 'r2' };
    const infos = createSliceInfos({ infoTtlMs: 0, fetchTimeoutMs: 5000, log: () => undefined });
    expect(await infos.info(base)).toBeNull();
    answer = GOOD;
  });
});
