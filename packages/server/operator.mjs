// The layout server's operator port (serve.mjs listens on it on loopback only; nginx never proxies to it): what
// Prometheus scrapes (/metrics), the in-memory figures the release tool reads when there is no Prometheus
// (/_/figures, @campus/contract/figures), and the operator's page (/_/releases, releases-page.mjs).

/**
 * @param {{ metrics: import('./metrics.mjs').Metrics,
 *   live: () => import('@campus/release-store/store.mjs').Snapshot | null, root: string }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createOperatorHandler({ metrics, live }) {
  /** @param {import('node:http').ServerResponse} res @param {number} status @param {string} type @param {string} body */
  const send = (res, status, type, body) => {
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(body);
  };
  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', '');
    if (pathname === '/metrics') {
      metrics.registry.metrics().then(
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
    send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  };
}
