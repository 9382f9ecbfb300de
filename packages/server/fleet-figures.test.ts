// @vitest-environment node
// The operator page's fleet figures: Prometheus asked a range of minutes, each figure once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readFleetFigures } from './fleet-figures.ts';

let server: Server | undefined;
afterEach(() => server?.close());

/** A Prometheus that answers every range query with `answer(query)`, and remembers what it was asked. */
async function prometheus(answer: (query: string) => unknown) {
  const asked: URLSearchParams[] = [];
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(url.searchParams);
    res.writeHead(url.pathname === '/api/v1/query_range' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer(url.searchParams.get('query') ?? '')));
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

describe('readFleetFigures', () => {
  it('asks a point a minute over the hours a server keeps, and reads each point as the minute before it', async () => {
    const nowMs = Date.UTC(2026, 10, 29, 12, 0, 30);
    const { origin, asked } = await prometheus((query) => ({
      status: 'success',
      data: {
        result: query.includes('campus_page_views_total')
          ? [
              {
                metric: { remote: 'mfe_info', release: 'cccccccccccccccc', side: 'canary' },
                values: [[nowMs / 1000, '4']],
              },
            ]
          : [],
      },
    }));
    const figures = await readFleetFigures(origin, { nowMs });
    expect(asked).toHaveLength(6);
    expect(asked[0]?.get('step')).toBe('60');
    expect(Number(asked[0]?.get('end')) - Number(asked[0]?.get('start'))).toBe(6 * 3600);
    expect(figures.series).toEqual([
      {
        remote: 'mfe_info',
        release: 'cccccccccccccccc',
        side: 'canary',
        minutes: [{ t: nowMs - 60_000, views: 4, errorViews: 0, errors: 0, failed: 0, inp: {}, lcp: {} }],
      },
    ]);
  });

  it('says what Prometheus said when it refuses a query', async () => {
    const { origin } = await prometheus(() => ({ status: 'error', error: 'parse error at char 3' }));
    await expect(readFleetFigures(origin)).rejects.toThrow('parse error at char 3');
  });
});
