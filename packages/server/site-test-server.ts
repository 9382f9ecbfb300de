// For the site's tests (site-*.test.ts): a handler listening on an ephemeral port, asked raw (the bytes as sent, no
// decompression), and what is live made from a release state held in memory.
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReleaseState, ReleaseStore } from '@campus/release-store/store';
import { createLiveState } from './live-state.ts';
import type { LiveState, Req, Res } from './site-types.ts';

/** `handle` on 127.0.0.1 at a port of the system's choosing: its origin, and how to stop it. */
export async function listen(
  handle: (req: Req, res: Res) => unknown,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A raw request: status, headers and the bytes as sent. */
export function ask(
  url: string,
  { headers = {}, method = 'GET', body }: { headers?: Record<string, string>; method?: string; body?: Buffer } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A remote's manifest line. */
export const line = (name: string, entry: string) => ({ name, entry, routes: [`/${name}`] });

/**
 * What is live at `revision` of a store held in memory that never changes — or, for `state` null, a store that is
 * never read (nothing live yet). Close it after the test.
 */
export async function liveAt(full: ReleaseState | null, revision = 1): Promise<LiveState> {
  const store: ReleaseStore = {
    url: 'memory:',
    read: () =>
      full
        ? Promise.resolve({ revision, state: full, who: 'test', what: 'seed', at: new Date(0).toISOString() })
        : new Promise(() => undefined),
    swap: () => Promise.reject(new Error('read only')),
    watch: () => () => undefined,
    close: async () => undefined,
  };
  const live = createLiveState({ store, log: () => undefined });
  if (full) await live.ready;
  return live;
}
