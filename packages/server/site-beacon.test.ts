// @vitest-environment node
import { BEACON_MAX_BYTES } from '@campus/contract/beacon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, type Metrics } from './metrics.ts';
import { receiveBeacon } from './site-beacon.ts';
import { ask, listen } from './site-test-server.ts';

const real = createMetrics({ state: () => undefined, log: () => undefined });
/** What the metrics were handed, and what they answered. */
const ingested: { args: Parameters<Metrics['ingest']>; status: number }[] = [];
const metrics: Metrics = {
  ...real,
  ingest: (...args) => {
    const { status, reason } = real.ingest(...args);
    ingested.push({ args, status });
    return { status, reason };
  },
};
let origin = '';
let close: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  const server = await listen((req, res) => receiveBeacon(req, res, metrics));
  origin = server.origin;
  close = server.close;
});
afterAll(() => close());

const lastIngest = () => ingested.at(-1) ?? { args: undefined, status: undefined };

describe('a beacon received', () => {
  it('is handed to the metrics whole, from the connection’s address, and answered with their status', async () => {
    const body = Buffer.from('{"views":[]}');
    const res = await ask(`${origin}/_/beacon`, { method: 'POST', body });
    const { args, status } = lastIngest();
    expect(args).toEqual([body, expect.stringMatching(/127\.0\.0\.1$/), body.length]);
    expect(res.status).toBe(status);
    expect(res.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    expect(res.headers).not.toHaveProperty('connection', 'close');
  });

  it('is from the client a proxy on this machine names (X-Real-IP)', async () => {
    await ask(`${origin}/_/beacon`, { method: 'POST', body: Buffer.from('{}'), headers: { 'x-real-ip': '10.1.2.3' } });
    expect(lastIngest().args?.[1]).toBe('10.1.2.3');
  });

  it('is not read past its size cap, and the connection closed', async () => {
    const big = Buffer.alloc(BEACON_MAX_BYTES + 1, 'a');
    const said = await ask(`${origin}/_/beacon`, { method: 'POST', body: big });
    expect(lastIngest().args).toEqual([null, expect.any(String), big.length]);
    expect(said.status).toBe(lastIngest().status);
    expect(said.headers.connection).toBe('close');
    // Without a Content-Length (chunked): read until it is over the cap, no further.
    const chunked = await ask(`${origin}/_/beacon`, {
      method: 'POST',
      body: Buffer.alloc(BEACON_MAX_BYTES * 4, 'a'),
      headers: { 'transfer-encoding': 'chunked' },
    });
    const [body, , size] = lastIngest().args ?? [];
    expect(body).toBeNull();
    expect(size).toBeGreaterThan(BEACON_MAX_BYTES);
    expect(chunked.headers.connection).toBe('close');
  });
});
