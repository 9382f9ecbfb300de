// The layout server's operator port (serve.ts listens on it on loopback only; nginx never proxies to it): what
// Prometheus scrapes (/metrics), the in-memory figures the release tool reads when there is no Prometheus
// (/_/figures, @campus/contract/figures), and the operator's page (/_/releases, releases-page.ts) — from the
// fleet's Prometheus when the server is told where it is, else (or when it does not answer) from this server's own.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Snapshot } from '@campus/release-store/store';
import { readFleetFigures } from './fleet-figures.ts';
import type { Metrics } from './metrics.ts';
import { PAGE_FILES, releasesPage } from './releases-page.ts';

/** The operator page's policy: its own scripts and styles only (uPlot sets its canvases' sizes in style attributes). */
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * `prometheus`: the fleet's Prometheus (serve.ts --prometheus)
 */
export function createOperatorHandler({
  metrics,
  live,
  prometheus = null,
  readFleet = readFleetFigures,
}: {
  metrics: Metrics;
  live: () => Snapshot | null;
  prometheus?: string | null;
  readFleet?: typeof readFleetFigures;
}): (req: IncomingMessage, res: ServerResponse) => void {
  /** the page's files, read once */
  const files = new Map<string, Buffer>();
  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(type.startsWith('text/html') ? { 'Content-Security-Policy': PAGE_CSP, 'X-Frame-Options': 'DENY' } : {}),
    });
    res.end(body);
  };
  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', '');
    if (pathname === '/metrics') {
      metrics.scrape().then(
        (text) => send(res, 200, metrics.registry.contentType, text),
        (error) => send(res, 500, 'text/plain; charset=utf-8', String(error)),
      );
      return;
    }
    if (pathname === '/_/figures') {
      const snapshot = live();
      return send(
        res,
        200,
        'application/json; charset=utf-8',
        JSON.stringify({ ...metrics.figures(), revision: snapshot?.revision ?? null }),
      );
    }
    if (pathname === '/_/releases') {
      /**
       * The page drawn from these figures; one it cannot draw (figures of an unexpected shape) is a 500 saying why,
       * never a throw that ends the layout server (here it would be in a promise's callback, nobody's to catch).
       */
      const page = (
        figures: Parameters<typeof releasesPage>[0]['figures'],
        source: Parameters<typeof releasesPage>[0]['source'],
      ) => {
        let html: string;
        try {
          html = releasesPage({ snapshot: live(), figures, source });
        } catch (error) {
          return send(res, 500, 'text/plain; charset=utf-8', `The page could not be drawn: ${String(error)}`);
        }
        send(res, 200, 'text/html; charset=utf-8', html);
      };
      if (!prometheus) return page(metrics.figures(), { from: 'server' });
      readFleet(prometheus).then(
        (figures) => page(figures, { from: 'prometheus', origin: prometheus }),
        (error) =>
          page(metrics.figures(), {
            from: 'server',
            why: `Prometheus at ${prometheus} did not answer (${error instanceof Error ? error.message : error})`,
          }),
      );
      return;
    }
    const file = PAGE_FILES[pathname as keyof typeof PAGE_FILES];
    if (file) {
      let body = files.get(pathname);
      if (!body) {
        body = file.body();
        files.set(pathname, body);
      }
      return send(res, 200, file.type, body);
    }
    send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  };
}
