// @vitest-environment node
// The operator page: every remote's live line and canary with its analysis, in text the page cannot be made to run.
import type { Figures } from '@campus/contract/figures';
import { describe, expect, it } from 'vitest';
import { createOperatorHandler } from './operator.ts';
import { chartData, releasesPage } from './releases-page.ts';

const T0 = Date.UTC(2026, 10, 29, 10, 0);
const LIVE = 'https://menu.example/releases/aaaaaaaaaaaaaaaa/remoteEntry.js';
const CANARY = 'https://menu.example/releases/bbbbbbbbbbbbbbbb/remoteEntry.js';
const minute = (t: number, views: number, errorViews: number) => ({
  t,
  views,
  errorViews,
  errors: errorViews,
  failed: 0,
  inp: { '90': views },
  lcp: { '140': views },
});
const figures: Figures = {
  at: T0 + 20 * 60_000,
  series: [
    { remote: 'mfe_menu', release: 'aaaaaaaaaaaaaaaa', side: 'live', minutes: [minute(T0, 300, 1)] },
    { remote: 'mfe_menu', release: 'bbbbbbbbbbbbbbbb', side: 'canary', minutes: [minute(T0 + 6 * 60_000, 250, 40)] },
  ],
};
const snapshot = {
  revision: 7,
  who: 'test@host',
  what: 'a canary',
  at: new Date(T0).toISOString(),
  state: {
    manifest: { remotes: [{ name: 'mfe_menu', entry: LIVE, routes: ['/menu/*'] }] },
    history: { releases: {}, log: [] },
    canary: {
      mfe_menu: {
        line: { name: 'mfe_menu', entry: CANARY, routes: ['/menu/*'] },
        percent: 5,
        release: '<img src=x onerror=alert(1)>',
        at: new Date(T0).toISOString(),
      },
    },
  },
};

describe('releasesPage', () => {
  it('shows each line, the canary and its analysis, with every store value as text', () => {
    const html = releasesPage({ snapshot, figures, nowMs: T0 + 20 * 60_000 });
    expect(html).toContain('<h2 id="remote-mfe_menu">mfe_menu</h2>');
    expect(html).toContain('Canary analysis: <span class="verdict fail">worse than live</span>');
    expect(html).toMatch(
      /<th scope="row">error rate<\/th><td>0\.33 % \(1\/300\)<\/td><td>16\.00 % \(40\/250\)<\/td><td><strong>failed/,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('draws per release and side in 5-minute steps, a gap where there were no page views', () => {
    const { x, byRemote } = chartData(figures, T0 + 20 * 60_000);
    expect(x).toEqual([0, 5, 10, 15, 20].map((m) => (T0 + m * 60_000) / 1000));
    expect(byRemote.mfe_menu?.map((s) => s.label)).toEqual(['live aaaaaaaaaaaaaaaa', 'canary bbbbbbbbbbbbbbbb']);
    expect(byRemote.mfe_menu?.[1]?.errors).toEqual([null, 0.16, null, null, null]);
  });
});

describe('the operator port’s /_/releases', () => {
  /** The page as the handler answers it, with `readFleet` standing for the fleet's Prometheus. */
  async function pageFrom(options: Partial<Parameters<typeof createOperatorHandler>[0]>) {
    const own: Figures = { at: T0, series: [] };
    const handle = createOperatorHandler({
      metrics: { figures: () => own } as unknown as Parameters<typeof createOperatorHandler>[0]['metrics'],
      live: () => snapshot,
      ...options,
    });
    return new Promise<string>((done) => {
      const res = {
        writeHead: () => res,
        end: (body: string) => done(String(body)),
      };
      handle({ method: 'GET', url: '/_/releases' } as never, res as never);
    });
  }

  it('reads the fleet’s figures from Prometheus when it is told where it is', async () => {
    const html = await pageFrom({ prometheus: 'http://127.0.0.1:9090', readFleet: async () => figures });
    expect(html).toContain("from the fleet's Prometheus");
    expect(html).toContain('<code>http://127.0.0.1:9090</code>');
    expect(html).toMatch(/<td>16\.00 % \(40\/250\)<\/td>/);
  });

  it('falls back on this server’s own figures, saying why, when Prometheus does not answer', async () => {
    const html = await pageFrom({
      prometheus: 'http://127.0.0.1:9090',
      readFleet: async () => {
        throw new Error('fetch failed');
      },
    });
    expect(html).toContain('Prometheus at http://127.0.0.1:9090 did not answer (fetch failed)');
    expect(html).toContain("what this layout server's pages reported");
  });

  it('figures it cannot draw are a 500 saying so, not a throw that ends the server', async () => {
    const text = await pageFrom({
      prometheus: 'http://127.0.0.1:9090',
      readFleet: async () => ({ at: T0, series: null }) as unknown as Figures,
    });
    expect(text).toMatch(/^The page could not be drawn: TypeError/);
  });

  it('without Prometheus, this server’s own figures, and how to read a fleet’s', async () => {
    const html = await pageFrom({});
    expect(html).toContain('--prometheus=&lt;url&gt;');
  });
});
