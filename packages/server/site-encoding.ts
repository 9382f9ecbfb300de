// The encoding a response is sent in: which one a request accepts (brotli, else gzip), and compressing to it — hard
// for a file kept, quickly for a page.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import type { Encoding, Req } from './site-types.ts';

/** The encoding this request accepts that we send: brotli, else gzip (by the browser's q-values), else none. */
export function encodingFor(req: Req): Encoding | null {
  const negotiator = new Negotiator(req);
  // negotiator 1.x takes the server's order for equal q-values (`preferred`); @types/negotiator (0.6) predates it.
  const encoding = negotiator.encoding.bind(negotiator) as (
    available: string[],
    options: { preferred: string[] },
  ) => string | undefined;
  const chosen = encoding(['br', 'gzip'], { preferred: ['br', 'gzip'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What the build did not precompress: `effort` 'file' (a small file, once per file version, kept) packs hardest, in
 * zlib's thread pool; 'page' (a composed page, once per page bytes) is quick and done at once on the event loop —
 * ~0.4 ms for a 50 KB page at brotli quality 4 on this machine, less than handing it to the pool and back costs the
 * loop, and the pool's threads would each keep their own allocations (a flood of distinct pages grew the layout
 * server's RSS by ~150 MB that way).
 */
export async function compress(body: Buffer | string, encoding: Encoding, effort: 'file' | 'page'): Promise<Buffer> {
  if (effort === 'page') {
    return encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body, { level: 6 });
  }
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipAsync(body, { level: 9 });
}
