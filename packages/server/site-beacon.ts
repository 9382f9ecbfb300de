// `POST /_/beacon` on the composing shell's origin: a page's report of its visit, read up to its size cap and handed
// to the metrics (metrics.ts), which count or refuse it.
import { BEACON_MAX_BYTES } from '@campus/contract/beacon';
import type { Metrics } from './metrics.ts';
import type { Req, Res } from './site-types.ts';

/**
 * `POST /_/beacon`: a page's report of its visit, read up to its size cap (no further), counted or refused. The
 * client is the connection's address — or, from a proxy on this machine (nginx), the one it names in `X-Real-IP`.
 */
export async function receiveBeacon(req: Req, res: Res, metrics: Metrics): Promise<void> {
  const peer = req.socket.remoteAddress ?? '';
  const forwarded = req.headers['x-real-ip'];
  const loopback = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
  const client = loopback && typeof forwarded === 'string' && forwarded ? forwarded.slice(0, 64) : peer;
  const chunks: Buffer[] = [];
  let size = Number(req.headers['content-length'] ?? 0) || 0;
  if (size <= BEACON_MAX_BYTES) {
    size = 0;
    for await (const chunk of req) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > BEACON_MAX_BYTES) break;
    }
  }
  const tooBig = size > BEACON_MAX_BYTES;
  const { status } = metrics.ingest(tooBig ? null : Buffer.concat(chunks), client, size);
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(tooBig ? { Connection: 'close' } : {}),
  });
  res.end();
  // What was not read of a body over the cap is not read at all.
  if (tooBig) res.once('finish', () => req.destroy());
}
