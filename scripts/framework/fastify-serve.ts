// The layout server's shell origin on Fastify 5 + @fastify/static (precompressed siblings), pages from the same composer.
// Only for measuring against packages/server/serve.ts --only=shell (compare.ts); fastify is not a dependency:
// `npm install --no-save fastify@5 @fastify/static@8` first.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { shellManifest } from '@campus/release-store/store';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { type ComposedPage, createComposer } from '../../packages/server/compose.ts';

process.env.NODE_ENV ??= 'production';
const root = new URL('../../', import.meta.url).pathname;
const shellDir = `${root}shell/dist`;
// What serve.ts's release store starts from: the shell's own remotes.json, at one revision for the whole run.
const manifest = shellManifest(root);
const composer = createComposer({
  shellDir,
  serverModule: `${root}shell/dist-server/render.mjs`,
  live: () => ({ revision: 1, manifest }),
});
setTimeout(() => void composer.warm(), 200).unref();
const br = promisify(brotliCompress);
const gz = promisify(gzip);
const forms = new WeakMap<ComposedPage, { etag: string; br?: Promise<Buffer>; gzip?: Promise<Buffer> }>();
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: shellDir, preCompressed: true, wildcard: false, etag: true, index: false });
app.get('/*', async (req, reply) => {
  const page = await composer({ url: req.url, cookie: req.headers.cookie });
  let f = forms.get(page);
  if (!f) {
    f = { etag: `"${createHash('sha256').update(page.html).digest('base64url').slice(0, 22)}"` };
    forms.set(page, f);
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  const enc = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply
    .code(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', f.etag)
    .header('vary', 'Accept-Encoding, Cookie')
    .header('x-content-type-options', 'nosniff');
  if (!enc) return page.html;
  f[enc] ??=
    enc === 'br' ? br(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gz(page.html, { level: 6 });
  return reply.header('content-encoding', enc).send(await f[enc]);
});
await app.listen({ port: 4173, host: '127.0.0.1' });
console.log('fastify up');
