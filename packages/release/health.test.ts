// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkOrSwitchBack, type HealthTarget } from './health';

// A layout server played here: /about composed with the release, /broken a 503.
let server: Server;
let origin = '';
const ENTRY = 'http://127.0.0.1:9/releases/abc/remoteEntry.js';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/about') return res.writeHead(503).end();
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(
      `<link href="http://127.0.0.1:9/releases/abc/style.css"><div data-remote="mfe_info" data-release="r1"><p>About</p></div>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const target = (page: string): HealthTarget => ({
  shellOrigin: origin,
  name: 'mfe_info',
  entry: ENTRY,
  release: 'r1',
  pages: [page],
  browser: false,
});

describe('a switch checked, and switched back only when it is not healthy', () => {
  it('healthy: nothing switched back', async () => {
    const switchBack = vi.fn(async () => ({ ok: true as const }));
    expect(await checkOrSwitchBack(target('/about'), switchBack)).toEqual({ healthy: true });
    expect(switchBack).not.toHaveBeenCalled();
  });

  it('not healthy: switched back once, the failures said', async () => {
    const switchBack = vi.fn(async () => ({ ok: true as const }));
    expect(await checkOrSwitchBack(target('/broken'), switchBack)).toEqual({
      healthy: false,
      failures: ['health: page /broken: HTTP 503'],
      back: true,
    });
    expect(switchBack).toHaveBeenCalledTimes(1);
  });

  it('a switch back that does not land is said too', async () => {
    const refused = async () => ({ ok: false as const, message: 'refused: the store moved on' });
    expect(await checkOrSwitchBack(target('/broken'), refused)).toEqual({
      healthy: false,
      failures: ['health: page /broken: HTTP 503', 'refused: the store moved on'],
      back: false,
    });
  });
});
