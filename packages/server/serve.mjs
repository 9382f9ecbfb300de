#!/usr/bin/env node
/**
 * Serves the built composed site: the shell on :4173 and each remote on its own port (4174–4178), as separate origins,
 * the way a static host or CDN would — gzip, long-lived caching for hashed assets only, CORS for the shell's origin on
 * remotes, ETags, and security headers. Zero dependencies.
 *
 *   node packages/server/serve.mjs               all six apps (ports: apps.json)
 *   node packages/server/serve.mjs mfe-menu=./other/dist:4274   serve one more directory as a remote (repeatable)
 *   node packages/server/serve.mjs --mono        the single-bundle baseline (mono/dist) on :4180
 *   node packages/server/serve.mjs --only=shell  one app (e.g. the layout server alone, behind nginx: docs/deploy.md)
 *   node packages/server/serve.mjs --workers=2   the same in N processes sharing the ports (node:cluster): nothing is
 *                                               kept between requests but caches, so any process serves any page
 *
 * A page of the shell is composed per request (compose.mjs): the shell's server render around the owning remote's
 * pre-rendered HTML. The baseline's pages are pre-rendered whole by its build (mono/dist/ssr/…html).
 */
import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { addressKey, DISCLAIMER_COOKIE, fragmentFile, RELEASES_DIR } from '@campus/contract/fragment';
import { parseManifestJson } from '@campus/contract/manifest';
import APPS from '@campus/vite/apps.json' with { type: 'json' };
import { MANIFEST_TYPE } from '@campus/vite/web-app-manifest.mjs';
import { createComposer } from './compose.mjs';
import { withNoticeHidden } from './page-template.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {{ name: string, dir: string, port: number, index?: string, prerendered?: boolean,
 *   releases?: string, compose?: import('./compose.mjs').Composer }} App
 * @typedef {'br' | 'gzip'} Encoding
 */

// React's server render reads this when it is first imported (by the composer, on the first page request).
process.env.NODE_ENV ??= 'production';

const root = resolve(import.meta.dirname, '../..');
const SHELL_ORIGIN = process.env.SHELL_ORIGIN ?? `http://localhost:${APPS.shell.prodPort}`;

/** @type {App[]} */
const apps = [
  { name: 'shell', dir: 'shell/dist', port: APPS.shell.prodPort },
  ...Object.entries(APPS.remotes).map(([workspace, { prodPort }]) => ({
    name: workspace,
    dir: `${workspace}/dist`,
    port: prodPort,
    // Its releases (npm run release -w <remote>), under /releases/<hash>/ on the same origin.
    releases: `${workspace}/${RELEASES_DIR}`,
  })),
];

const mono = process.argv.includes('--mono');
const workerCount = Number(process.argv.find((arg) => arg.startsWith('--workers='))?.slice('--workers='.length) ?? 1);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const extra = process.argv
  .slice(2)
  .filter((arg) => arg !== '--mono' && !arg.startsWith('--only=') && !arg.startsWith('--workers='))
  .map((arg) => {
    const m = /^([\w-]+)=(.+):(\d+)$/.exec(arg);
    if (!m) throw new Error(`Bad argument ${arg}: expected name=dir:port`);
    return /** @type {App} */ ({ name: m[1] ?? '', dir: m[2] ?? '', port: Number(m[3]) });
  });
/** @type {App} */
const MONO = { name: 'shell', dir: 'mono/dist', port: APPS.mono.prodPort, prerendered: true };
const served = mono
  ? [MONO]
  : only
    ? apps.filter((app) => only.split(',').includes(app.name))
    : extra.length > 0 && process.env.SERVE_ONLY_EXTRA === '1'
      ? extra
      : [...apps, ...extra];

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': MANIFEST_TYPE,
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.webmanifest']);

/** Origins of the remotes the shell's manifest names: the only other hosts its scripts may come from. */
/** Read again only when the manifest file changes (a deploy writes it), not once per page. */
/** @type {Map<string, { stamp: string, origins: string[] }>} */
const originsByShell = new Map();
/** @param {string} shellDir @returns {string[]} */
function remoteOrigins(shellDir) {
  const file = join(shellDir, 'remotes.json');
  let stamp = '';
  try {
    const { mtimeMs, size, ino } = statSync(file);
    stamp = `${ino}:${size}:${mtimeMs}`;
  } catch {
    return [];
  }
  const kept = originsByShell.get(shellDir);
  if (kept?.stamp === stamp) return kept.origins;
  /** @type {string[]} */
  let origins = [];
  try {
    const read = parseManifestJson(readFileSync(file, 'utf8'));
    if (!read.ok) throw new Error(read.message);
    origins = [...new Set(read.value.remotes.map((r) => new URL(r.entry).origin))];
  } catch {
    origins = [];
  }
  originsByShell.set(shellDir, { stamp, origins });
  return origins;
}

/**
 * @param {App} app @param {string} absDir @param {string} ext
 * @param {readonly string[]} [scriptHashes] CSP sources of a composed page's inline scripts (its import map)
 */
function securityHeaders(app, absDir, ext, scriptHashes = []) {
  /** @type {Record<string, string>} */
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  // CSP and framing rules act on documents: sent with the shell's HTML only, not with each of its ~25 scripts (where
  // they did nothing but add ~0.5 KB of headers per response).
  if (app.name === 'shell' && ext === '.html') {
    const remotes = remoteOrigins(absDir).join(' ');
    headers['Content-Security-Policy'] = [
      "default-src 'self'",
      // A composed page's import map (the modules' integrity) is inline: allowed by the hash of its exact text.
      ['script-src', "'self'", ...scriptHashes, remotes].filter(Boolean).join(' '),
      `connect-src 'self' ${remotes}`,
      `style-src 'self' ${remotes}`,
      // Server-rendered HTML carries React's style attributes (image aspect ratios, theme colours); no <style> blocks.
      "style-src-attr 'unsafe-inline'",
      `img-src 'self' data: ${remotes}`,
      "font-src 'self'",
      'frame-src https://www.youtube-nocookie.com',
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    headers['X-Frame-Options'] = 'DENY';
  }
  return headers;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding this request accepts that we send: brotli, else gzip, else none. */
/** @param {Req} req @returns {Encoding | null} */
function encodingFor(req) {
  const accepted = req.headers['accept-encoding'] ?? '';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * What the build did not precompress (a small file, a composed page), compressed in zlib's thread pool, never on
 * the event loop: `effort` 'file' (once per file version, kept) packs
 * hardest; 'page' (a composed page, per request) is quick.
 * @param {Buffer | string} body @param {'br' | 'gzip'} encoding @param {'file' | 'page'} effort
 */
function compress(body, encoding, effort) {
  if (encoding === 'br') {
    const quality = effort === 'file' ? 9 : 4;
    return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  }
  return gzipAsync(body, { level: effort === 'file' ? 9 : 6 });
}

/** A file's compressed forms, by version and encoding (a file changes only when an app is rebuilt in place). */
/** @type {Map<string, Promise<Buffer>>} */
const compressedFiles = new Map();
/** @param {string} file @param {string} stamp @param {Encoding} encoding */
function compressedFile(file, stamp, encoding) {
  const key = `${file}:${stamp}:${encoding}`;
  let body = compressedFiles.get(key);
  if (!body) {
    body = readFile(file).then((raw) => compress(raw, encoding, 'file'));
    compressedFiles.set(key, body);
    body.catch(() => compressedFiles.delete(key));
  }
  return body;
}

/** A precompressed copy written no earlier than the file itself (a rebuild in place rewrites both), else null. */
/** @param {string} sibling @param {number} mtimeMs */
function freshSibling(sibling, mtimeMs) {
  try {
    const stat = statSync(sibling);
    return stat.isFile() && stat.mtimeMs >= mtimeMs ? stat : null;
  } catch {
    return null;
  }
}

/** Whether the browser's copy (If-None-Match) is this version. */
/** @param {Req} req @param {string} etag */
function isFresh(req, etag) {
  const tags = req.headers['if-none-match'];
  return typeof tags === 'string' && tags.split(',').some((t) => t.trim() === etag || t.trim() === '*');
}

/**
 * @param {Req} req @param {Res} res @param {string} file @param {App} app @param {string} absDir
 * @param {number} [status] @param {boolean} [immutable] a file of a release folder (named by its content's hash)
 */
async function send(req, res, file, app, absDir, status = 200, immutable = false) {
  const ext = extname(file).toLowerCase();
  const isHashedAsset = immutable || file.includes(`${sep}assets${sep}`);
  const { mtimeMs, size } = statSync(file);
  const stamp = `${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}`;
  const encoding = COMPRESSIBLE.has(ext) ? encodingFor(req) : null;
  // Weak: the same version sent compressed or not is the same ETag (Vary tells caches apart).
  const etag = `W/"${stamp}"`;
  /** @type {Record<string, string | number>} */
  const headers = {
    ...securityHeaders(app, absDir, ext),
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    // Hashed assets never change; everything else (index.html, remoteEntry.js, remotes.json) is revalidated.
    'Cache-Control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding, Origin',
  };
  if (app.name !== 'shell') {
    const origin = req.headers.origin;
    if (origin === SHELL_ORIGIN) headers['Access-Control-Allow-Origin'] = origin;
  }
  if (status === 200 && isFresh(req, etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (encoding) {
    // Precompressed by the build (packages/vite/precompress.ts) beside the file: sent as it is.
    const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    const pre = freshSibling(sibling, mtimeMs);
    if (pre) {
      res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': pre.size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(sibling).pipe(res);
      return;
    }
    const body = await compressedFile(file, stamp, encoding);
    res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Length': size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** @param {App} app */
function handler(app) {
  const absDir = resolve(root, app.dir);
  const handle = async (/** @type {Req} */ req, /** @type {Res} */ res) => {
    if (req.method === 'OPTIONS') {
      const origin = req.headers.origin;
      res.writeHead(204, {
        ...(origin === SHELL_ORIGIN ? { 'Access-Control-Allow-Origin': origin } : {}),
        'Access-Control-Allow-Methods': 'GET, HEAD',
        Vary: 'Origin',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    // Segment by segment: an encoded "/", "\" or ".." (e.g. /item/..%2F..%2F) or bad escapes can never name a file,
    // but such a path is still a page of the app (which shows its not-found state), never a 400/403.
    const segments = new URL(req.url ?? '/', 'http://x').pathname.split('/').slice(1);
    const decoded = segments.map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return null;
      }
    });
    /** @type {string[]} */
    const names = decoded.flatMap((s) => (s === null ? [] : [s]));
    const fileLike =
      names.length === decoded.length && names.every((s) => !/[/\\\0]/.test(s) && s !== '..' && s !== '.');
    const last = decoded.at(-1) ?? '';
    // Every file of a build has an extension (favicon.svg, assets/x.js): a path without one is a page, and no disk is
    // asked about it.
    if (fileLike && extname(last)) {
      // /releases/<hash>/… is a file of one of the remote's release folders; anything else, of its dist.
      const release = app.releases && names[0] === RELEASES_DIR && names.length > 2;
      const baseDir = release ? resolve(root, app.releases ?? '') : absDir;
      const file = normalize(join(baseDir, ...(release ? names.slice(1) : names)));
      if (file.startsWith(baseDir + sep) && existsSync(file) && statSync(file).isFile()) {
        return send(req, res, file, app, absDir, 200, Boolean(release));
      }
    }
    // A missing file with an extension is a real 404; any other path is a page of the single-page app.
    if (extname(last)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
      res.end('Not found');
      return;
    }
    if (app.compose) return sendComposed(req, res, app, absDir);
    if (app.prerendered) return sendPrerendered(req, res, app, absDir);
    return send(req, res, join(absDir, app.index ?? 'index.html'), app, absDir);
  };
  return (/** @type {Req} */ req, /** @type {Res} */ res) =>
    handle(req, res).catch((error) => {
      console.error(JSON.stringify({ event: 'request:error', app: app.name, url: req.url, reason: String(error) }));
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
}

/**
 * What a page's HTML is sent as, worked out once per page: the composer hands back the same object for the same page,
 * so its ETag and compressed forms are kept beside it (and go when it goes).
 * @type {WeakMap<object, { etag: string, br?: Promise<Buffer>, gzip?: Promise<Buffer>, plain?: Buffer }>}
 */
const pageForms = new WeakMap();
/** @param {{ html: string }} page */
function formsOf(page) {
  let forms = pageForms.get(page);
  if (!forms) {
    forms = { etag: `"${createHash('sha256').update(page.html).digest('base64url').slice(0, 22)}"` };
    pageForms.set(page, forms);
  }
  return forms;
}

/** A page's HTML: an ETag of its bytes (pages differ by address and cookie, not by time), compressed off the loop. */
/**
 * @param {Req} req @param {Res} res @param {App} app @param {string} absDir
 * @param {{ status: number, html: string, scriptHashes?: string[] }} page
 */
async function sendHtml(req, res, app, absDir, page) {
  const { status, html } = page;
  const forms = formsOf(page);
  const headers = {
    ...securityHeaders(app, absDir, '.html', page.scriptHashes),
    'Content-Type': TYPES['.html'],
    'Cache-Control': 'no-cache',
    ETag: forms.etag,
    Vary: 'Accept-Encoding, Cookie',
  };
  if (status === 200 && isFresh(req, forms.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = encodingFor(req);
  // Each form made once per page (the page object is kept by the composer while it is the same).
  /** @type {Buffer} */
  let body;
  if (encoding) {
    forms[encoding] ??= compress(html, encoding, 'page');
    body = await forms[encoding];
  } else body = forms.plain ??= Buffer.from(html);
  res.writeHead(status, {
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The shell's page for this address, with the owning remote's HTML in it; the plain index.html if that fails. */
/** @param {Req} req @param {Res} res @param {App} app @param {string} absDir */
async function sendComposed(req, res, app, absDir) {
  try {
    if (!app.compose) throw new Error('no composer');
    const page = await app.compose({ url: req.url ?? '/', cookie: req.headers.cookie });
    if (page.note) console.warn(JSON.stringify({ event: 'page:note', address: req.url, note: page.note }));
    await sendHtml(req, res, app, absDir, page);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ event: 'page:uncomposed', address: req.url, reason }));
    await send(req, res, join(absDir, 'index.html'), app, absDir);
  }
}

/** The baseline's page as its build pre-rendered it (the disclaimer hidden if dismissed), else its plain index.html. */
/** @param {Req} req @param {Res} res @param {App} app @param {string} absDir */
function sendPrerendered(req, res, app, absDir) {
  const { pathname, search } = new URL(req.url ?? '/', 'http://x');
  const key = addressKey(pathname, search);
  const file = key && join(absDir, fragmentFile(key).replace(/\.json$/, '.html'));
  if (!file || !existsSync(file)) return send(req, res, join(absDir, 'index.html'), app, absDir);
  let html = readFileSync(file, 'utf8');
  if (new RegExp(`(?:^|;\\s*)${DISCLAIMER_COOKIE}=true(?:;|$)`).test(req.headers.cookie ?? '')) {
    html = withNoticeHidden(html);
  }
  return sendHtml(req, res, app, absDir, { status: 200, html });
}

if (workerCount > 1 && cluster.isPrimary) {
  for (let i = 0; i < workerCount; i++) cluster.fork();
  // A worker that stops is replaced; the others go on serving meanwhile.
  cluster.on('exit', (worker, code) => {
    console.error(JSON.stringify({ event: 'worker:exit', pid: worker.process.pid, code }));
    if (code !== 0) cluster.fork();
  });
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
      process.exit(0);
    });
  }
} else
  for (const app of served) {
    const absDir = resolve(root, app.dir);
    const serverModule = resolve(absDir, '../dist-server/render.mjs');
    if (app.name === 'shell' && !app.prerendered) {
      if (existsSync(serverModule)) {
        const composer = createComposer({ shellDir: absDir, serverModule });
        app.compose = composer;
        // Each remote's server module loaded once its host answers (the remotes start below, in this same process).
        setTimeout(() => void composer.warm(), 200).unref();
      } else console.warn(`[serve] shell: ${serverModule} is missing — pages are drawn in the browser only`);
    }
    if (!existsSync(join(absDir, app.index ?? 'index.html')) && !existsSync(join(absDir, 'remoteEntry.js'))) {
      console.error(`[serve] ${app.name}: ${app.dir} is not built — run \`npm run build\` first.`);
      process.exit(1);
    }
    // Loopback only, IPv4 and IPv6, so "localhost" works whichever the browser tries first.
    createServer(handler(app)).listen(app.port, '127.0.0.1', () => {
      console.log(`[serve] ${app.name.padEnd(12)} http://localhost:${app.port}  (${app.dir})`);
    });
    createServer(handler(app))
      .on('error', () => undefined)
      .listen(app.port, '::1');
  }
