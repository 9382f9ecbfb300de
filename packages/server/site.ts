// The composed site as request handlers, made without listening (serve.ts listens): the shell on :4173 and each
// remote on its own port (4174–4178), as separate origins, the way a static host or CDN would — brotli/gzip, long-lived
// caching for hashed assets only, CORS for the shell's origin on remotes, ETags, and security headers. A page of the
// shell is composed per request (compose.ts): the shell's server render around the owning remote's pre-rendered HTML.
// The baseline's pages are pre-rendered whole by its build (mono/dist/ssr/…html).
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import APPS from '@campus/contract/apps.json' with { type: 'json' };
import { BEACON_MAX_BYTES, BEACON_PATH, DEFAULT_BEACON_SAMPLE } from '@campus/contract/beacon';
import { REVISION_HEADER } from '@campus/contract/boot';
import {
  addressKey,
  DISCLAIMER_COOKIE,
  fragmentFile,
  parseSliceInfoJson,
  RELEASES_DIR,
} from '@campus/contract/fragment';
import { parseManifestJson } from '@campus/contract/manifest';
import { openReleaseStore, shellManifest, storeUrlFrom } from '@campus/release-store/store';
import { MANIFEST_TYPE } from '@campus/vite/web-app-manifest.ts';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { lookup, mimes } from 'mrmime';
import Negotiator from 'negotiator';
import { createComposer } from './compose.ts';
import { createLiveState } from './live-state.ts';
import { createMetrics } from './metrics.ts';
import { createOperatorHandler } from './operator.ts';
import { withNoticeHidden } from './page-template.ts';
import { createLineChooser, withLines } from './release-lines.ts';

/**
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 * @typedef {{ name: string, dir: string, port: number, index?: string, prerendered?: boolean,
 *   releases?: string, compose?: import('./compose.ts').Composer }} App
 * @typedef {'br' | 'gzip'} Encoding
 * @typedef {{ mono: boolean, only?: string[], workers: number, extra: App[], port?: number, releaseStore: string,
 *   opsPort?: number, beaconSample: number, prometheus: string | null }} ServeOptions
 */

export { REVISION_HEADER };

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * `serve.ts`'s command line: `--mono`, `--only=a,b`, `--workers=N`, `--port=N` (the one app's port, with `--only`
 * naming one), `--release-store=<url>` (default: RELEASE_STORE, else the embedded .release-store/), and
 * `name=dir:port` (one more directory served as an app, repeatable).
 * @param {string[]} argv @param {NodeJS.ProcessEnv} [env] @returns {ServeOptions}
 */
export function parseServeArgs(argv, env = process.env) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      mono: { type: 'boolean', default: false },
      only: { type: 'string' },
      workers: { type: 'string' },
      port: { type: 'string' },
      'release-store': { type: 'string' },
      'ops-port': { type: 'string' },
      'beacon-sample': { type: 'string' },
      prometheus: { type: 'string' },
    },
  });
  const workers = Number(values.workers ?? 1);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`Bad --workers=${values.workers}: expected 1 or more`);
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535)) {
    throw new Error(`Bad --port=${values.port}: expected a port number`);
  }
  if (port !== undefined && values.only?.split(',').length !== 1) {
    throw new Error('--port= names the port of one app: use it with --only=<one app>');
  }
  const extra = positionals.map((arg) => {
    const m = /^([\w-]+)=(.+):(\d+)$/.exec(arg);
    if (!m) throw new Error(`Bad argument ${arg}: expected name=dir:port`);
    return /** @type {App} */ ({ name: m[1] ?? '', dir: m[2] ?? '', port: Number(m[3]) });
  });
  const releaseStore = values['release-store'] ?? storeUrlFrom([], env);
  const opsPort = values['ops-port'] === undefined ? undefined : Number(values['ops-port']);
  if (opsPort !== undefined && (!Number.isInteger(opsPort) || opsPort < 1 || opsPort > 65535)) {
    throw new Error(`Bad --ops-port=${values['ops-port']}: expected a port number`);
  }
  const beaconSample = Number(values['beacon-sample'] ?? DEFAULT_BEACON_SAMPLE);
  if (!(beaconSample >= 0 && beaconSample <= 1)) {
    throw new Error(`Bad --beacon-sample=${values['beacon-sample']}: expected a share of visitors, 0 to 1`);
  }
  return {
    mono: values.mono ?? false,
    only: values.only?.split(','),
    workers,
    extra,
    port,
    releaseStore,
    opsPort,
    beaconSample,
    prometheus: values.prometheus ?? env.PROMETHEUS_URL ?? null,
  };
}

/**
 * The operator's port of a layout server listening on `port` (its /metrics, /_/figures and /_/releases, on loopback
 * only, never through nginx): `--ops-port=`, else the page port + 5000 (`npm start`: 9173).
 * @param {number} port
 */
export const opsPortOf = (port) => port + 5000;

/** Every app of `npm start`: the shell and each remote (with its releases, under /releases/<hash>/ on its origin). */
/** @returns {App[]} */
export const siteApps = () => [
  { name: 'shell', dir: 'shell/dist', port: APPS.shell.prodPort },
  ...Object.entries(APPS.remotes).map(([workspace, { prodPort }]) => ({
    name: workspace,
    dir: `${workspace}/dist`,
    port: prodPort,
    releases: `${workspace}/${RELEASES_DIR}`,
  })),
];

/**
 * The apps these options serve.
 * @param {ServeOptions} options @param {{ onlyExtra?: boolean }} [env] SERVE_ONLY_EXTRA=1: the extra folders alone
 * @returns {App[]}
 */
export function servedApps(options, env = {}) {
  if (options.mono) return [{ name: 'shell', dir: 'mono/dist', port: APPS.mono.prodPort, prerendered: true }];
  const apps = siteApps();
  if (options.only) {
    return apps
      .filter((app) => options.only?.includes(app.name))
      .map((app) => (options.port ? { ...app, port: options.port } : app));
  }
  if (options.extra.length > 0 && env.onlyExtra) return options.extra;
  return [...apps, ...options.extra];
}

/**
 * For a manifest line without `server` (the build's own remotes.json: `npm start`'s default), the server module this
 * machine has for that entry on its own disk: the remote's dist or release folder behind a port of apps.json. The
 * layout server reads that hash itself, so what it runs is still not the remote host's word (remote-render.ts).
 * @param {string} root @returns {(entry: string) => import('./remote-render.ts').PinnedServer | undefined}
 */
export function localPins(root) {
  /** @type {Map<string, import('./remote-render.ts').PinnedServer | undefined>} by folder, read once */
  const pins = new Map();
  return (entry) => {
    let url;
    try {
      url = new URL(entry);
    } catch {
      return undefined;
    }
    const workspace = Object.entries(APPS.remotes).find(([, { prodPort }]) => String(prodPort) === url.port)?.[0];
    if (url.hostname !== 'localhost' || !workspace) return undefined;
    const release = new RegExp(`^/${RELEASES_DIR}/([0-9a-f]+)/remoteEntry\\.js$`).exec(url.pathname)?.[1];
    if (!release && url.pathname !== '/remoteEntry.js') return undefined;
    const folder = join(root, workspace, release ? join(RELEASES_DIR, release) : 'dist');
    if (!pins.has(folder)) {
      let pin;
      try {
        const read = parseSliceInfoJson(readFileSync(join(folder, 'ssr.json'), 'utf8'));
        const server = read.ok ? read.value.server : undefined;
        if (!server) throw new Error(read.ok ? 'ssr.json: no server module' : read.message);
        const code = readFileSync(join(folder, server.module));
        const sha256 = createHash('sha256').update(code).digest('hex');
        pin = { module: new URL(server.module, new URL('./', url)).href, sha256 };
      } catch {
        pin = undefined;
      }
      pins.set(folder, pin);
    }
    return pins.get(folder);
  };
}

mimes.ico = 'image/x-icon';
/** @param {string} ext a file's extension, with its dot */
function contentType(ext) {
  if (ext === '.webmanifest') return MANIFEST_TYPE;
  const type = lookup(ext.slice(1));
  if (!type) return 'application/octet-stream';
  return /^text\/|^application\/(?:json|javascript)/.test(type) ? `${type}; charset=utf-8` : type;
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.webmanifest']);

/** The encoding this request accepts that we send: brotli, else gzip (by the browser's q-values), else none. */
/** @param {Req} req @returns {Encoding | null} */
export function encodingFor(req) {
  const negotiator = new Negotiator(req);
  // negotiator 1.x takes the server's order for equal q-values (`preferred`); @types/negotiator (0.6) predates it.
  const encoding = /** @type {(available: string[], options: { preferred: string[] }) => string | undefined} */ (
    negotiator.encoding.bind(negotiator)
  );
  const chosen = encoding(['br', 'gzip'], { preferred: ['br', 'gzip'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * A page's address without its trailing slash (`/menu/country/mx/?a=1` → `/menu/country/mx?a=1`), or null when it
 * has none — or when what is left would not be a path on this origin (`//host/`, `/\\host/`: never a redirect to
 * another site).
 * @param {string} url the request's path and query
 * @returns {string | null}
 */
export function withoutTrailingSlash(url) {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (path.length < 2 || !path.endsWith('/')) return null;
  const trimmed = path.replace(/\/+$/, '');
  if (!/^\/[^/\\]/.test(trimmed)) return null;
  return trimmed + (at === -1 ? '' : url.slice(at));
}

/** The composed pages' compressed forms kept (a page is 5–20 KB compressed). */
const COMPRESSED_PAGE_BYTES = 16 * 1024 * 1024;

/** When a crawler told the layout server is busy (503) should ask again, in seconds. */
export const BUSY_RETRY_AFTER_S = 5;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What the build did not precompress: `effort` 'file' (a small file, once per file version, kept) packs hardest, in
 * zlib's thread pool; 'page' (a composed page, once per page bytes) is quick and done at once on the event loop —
 * ~0.4 ms for a 50 KB page at brotli quality 4 on this machine, less than handing it to the pool and back costs the
 * loop, and the pool's threads would each keep their own allocations (a flood of distinct pages grew the layout
 * server's RSS by ~150 MB that way).
 * @param {Buffer | string} body @param {Encoding} encoding @param {'file' | 'page'} effort
 * @returns {Promise<Buffer>}
 */
async function compress(body, encoding, effort) {
  if (effort === 'page') {
    return encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body, { level: 6 });
  }
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipAsync(body, { level: 9 });
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

/**
 * Whether the browser's copy is this version (If-None-Match; `fresh` also honours a request's `no-cache`).
 * @param {Req} req @param {Record<string, string | number | string[]>} headers
 */
const isFresh = (req, headers) => fresh(req.headers, { etag: String(headers.ETag) });

/**
 * The site's request handlers, one per app, made without listening. The shell's pages and its /remotes.json come
 * from the release store (`releaseStore`: its URL or an opened store), watched by live-state.ts; an empty store is
 * seeded from `<root>/shell/public/remotes.json` (a copy of the site on other origins seeds its store itself:
 * seedReleaseStore). A visitor in a canary's share, or holding a preview link signed with
 * `previewSecret` (none: previews are off), gets those lines instead (release-lines.ts).
 * @param {{ apps: App[], root?: string, shellOrigin?: string, log?: (line: Record<string, unknown>) => void,
 *   releaseStore?: string | import('@campus/release-store/store').ReleaseStore, previewSecret?: string | null,
 *   beaconSample?: number, prometheus?: string | null }} options `beaconSample`: the share of visitors whose pages
 *   report their visit; `prometheus`: the fleet's Prometheus, which the operator page reads its figures from
 * @returns {{ handlers: { app: App, handle: (req: Req, res: Res) => void }[], warm: () => Promise<unknown>,
 *   live: ReturnType<typeof createLiveState> | null, metrics: import('./metrics.ts').Metrics,
 *   operator: (req: Req, res: Res) => void,
 *   setWorkersHealth: (health: import('./supervisor.ts').WorkersHealth) => void, close: () => Promise<void> }}
 */
export function createSite({
  apps,
  root = ROOT,
  shellOrigin = `http://localhost:${APPS.shell.prodPort}`,
  log = (line) => console.error(JSON.stringify(line)),
  releaseStore = storeUrlFrom([]),
  previewSecret = null,
  beaconSample = DEFAULT_BEACON_SAMPLE,
  prometheus = null,
}) {
  /** What is live, for the composing shell (null for a site without one: remotes alone, the baseline). */
  /** @type {ReturnType<typeof createLiveState> | null} */
  let live = null;
  /** What the workers of `--workers=N` went through, as the primary said (serve.ts); null for a single process. */
  /** @type {import('./supervisor.ts').WorkersHealth | null} */
  let workersHealth = null;
  const lineChooser = createLineChooser({ secret: previewSecret, log });
  /** What pages report, counted under what is live now (metrics.ts). */
  const metrics = createMetrics({ state: () => live?.current()?.state, log });
  /** A file's compressed forms, by version and encoding (a file changes only when an app is rebuilt in place). */
  /** @type {LRUCache<string, Buffer, { file: string, encoding: Encoding }>} */
  const compressedFiles = new LRUCache({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (body) => body.length || 1,
    fetchMethod: async (_key, _stale, { context: { file, encoding } }) =>
      compress(await readFile(file), encoding, 'file'),
  });
  /**
   * Pages' compressed forms, by the ETag of their bytes and encoding: pages of the same bytes (the page a browser
   * draws for every address of one slice while its renders are queued full) are compressed once.
   * @type {LRUCache<string, Buffer, { html: string, encoding: Encoding }>}
   */
  const compressedPages = new LRUCache({
    maxSize: COMPRESSED_PAGE_BYTES,
    sizeCalculation: (body) => body.length || 1,
    fetchMethod: (_key, _stale, { context: { html, encoding } }) => compress(html, encoding, 'page'),
  });

  /** Origins of the remotes the live manifest names (the only other hosts its scripts may come from), once per
   * revision; for a site without a release store (the baseline), of the shell folder's remotes.json, once per version
   * of the file. */
  /** @type {Map<string, { stamp: string, origins: string[] }>} */
  const originsByShell = new Map();
  /** @param {string} shellDir @returns {string[]} */
  function remoteOrigins(shellDir) {
    const snapshot = live?.current();
    if (live) {
      const stamp = `revision ${snapshot?.revision}`;
      const kept = originsByShell.get(shellDir);
      if (kept?.stamp === stamp) return kept.origins;
      const origins = [...new Set((snapshot?.state.manifest.remotes ?? []).map((r) => new URL(r.entry).origin))];
      originsByShell.set(shellDir, { stamp, origins });
      return origins;
    }
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
   * @param {readonly string[]} [origins] the remotes' origins of the manifest a page was composed with
   */
  function securityHeaders(app, absDir, ext, scriptHashes = [], origins = undefined) {
    /** @type {Record<string, string>} */
    const headers = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    // CSP and framing rules act on documents: sent with the shell's HTML only, not with each of its ~25 scripts
    // (where they did nothing but add ~0.5 KB of headers per response).
    if (app.name === 'shell' && ext === '.html') {
      const remotes = (origins ?? remoteOrigins(absDir)).join(' ');
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
    /** @type {Record<string, string | number>} */
    const headers = {
      ...securityHeaders(app, absDir, ext),
      'Content-Type': contentType(ext),
      // Hashed assets never change; everything else (index.html, remoteEntry.js, remotes.json) is revalidated.
      'Cache-Control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      // Weak: the same version sent compressed or not is the same ETag (Vary tells caches apart).
      ETag: `W/"${stamp}"`,
      Vary: 'Accept-Encoding, Origin',
    };
    if (app.name !== 'shell') {
      const origin = req.headers.origin;
      if (origin === shellOrigin) headers['Access-Control-Allow-Origin'] = origin;
    }
    if (status === 200 && isFresh(req, headers)) {
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
      const body = await compressedFiles.fetch(`${file}:${stamp}:${encoding}`, { context: { file, encoding } });
      if (!body) throw new Error(`${file} could not be compressed`);
      res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  /**
   * A page's ETag and plain bytes, worked out once per page: the composer hands back the same object for the same
   * page, so they are kept beside it (and go when it goes); its compressed forms are kept by ETag (compressedPages).
   * @type {WeakMap<object, { etag: string, plain?: Buffer }>}
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

  /**
   * A page's HTML: an ETag of its bytes (pages differ by address and cookie, not by time), compressed off the loop.
   * @param {Req} req @param {Res} res @param {App} app @param {string} absDir
   * @param {{ status: number, html: string, scriptHashes?: string[], origins?: string[], revision?: number | null }} page
   * @param {import('./release-lines.ts').Choice} [choice] this visitor's lines: its cookies and caching
   */
  async function sendHtml(req, res, app, absDir, page, choice) {
    const { status, html } = page;
    const forms = formsOf(page);
    /** @type {Record<string, string | string[]>} */
    const headers = {
      ...securityHeaders(app, absDir, '.html', page.scriptHashes, page.origins),
      'Content-Type': contentType('.html'),
      'Cache-Control': choice?.cacheControl ?? 'no-cache',
      ETag: forms.etag,
      Vary: 'Accept-Encoding, Cookie',
      ...(page.revision != null ? { [REVISION_HEADER]: String(page.revision) } : {}),
      // A not-found page (its <meta name="robots"> says it too) is no page to index.
      ...(status === 404 ? { 'X-Robots-Tag': 'noindex' } : {}),
    };
    if (choice?.setCookies.length) headers['Set-Cookie'] = choice.setCookies;
    if (status === 200 && isFresh(req, headers)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = encodingFor(req);
    // Each form made once per page (the page object is kept by the composer while it is the same).
    /** @type {Buffer} */
    let body;
    if (encoding) {
      const compressed = await compressedPages.fetch(`${forms.etag}:${encoding}`, { context: { html, encoding } });
      if (!compressed) throw new Error('the page could not be compressed');
      body = compressed;
    } else body = forms.plain ??= Buffer.from(html);
    res.writeHead(status, {
      ...headers,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * A preview link (`?preview=…`): back to the same address without it, with the cookie that starts or ends the
   * preview — none for a token that does not verify, which changes nothing.
   * @param {Req} req @param {Res} res @returns {boolean} whether it was one
   */
  function previewRedirect(req, res) {
    const link = lineChooser.previewLink(req.url ?? '/');
    if (!link) return false;
    res.writeHead(303, {
      Location: link.location,
      'Cache-Control': 'no-store',
      ...(link.setCookies.length ? { 'Set-Cookie': link.setCookies } : {}),
    });
    res.end();
    return true;
  }

  /**
   * The shell's /remotes.json for a visitor who sees other lines than the live ones (a canary's, a preview's): the
   * manifest of the revision served with those lines, so the browser's manifest agrees with the page. False for
   * everyone else (sendLiveManifest: one body per revision).
   * @param {Req} req @param {Res} res @param {App} app @param {string} absDir @param {NonNullable<typeof live>} state
   * @returns {boolean} whether it was sent
   */
  function sendChosenManifest(req, res, app, absDir, state) {
    const snapshot = state.current();
    if (!snapshot) return false;
    const choice = lineChooser.choose({ cookie: req.headers.cookie, canary: snapshot.state.canary });
    if (Object.keys(choice.lines).length === 0 && choice.setCookies.length === 0) return false;
    const body = Buffer.from(`${JSON.stringify(withLines(snapshot.state.manifest, choice.lines), null, 2)}\n`);
    res.writeHead(200, {
      ...securityHeaders(app, absDir, '.json'),
      'Content-Type': contentType('.json'),
      'Cache-Control': choice.cacheControl ?? 'no-cache',
      'Content-Length': body.length,
      Vary: 'Cookie',
      [REVISION_HEADER]: String(snapshot.revision),
      ...(choice.setCookies.length ? { 'Set-Cookie': choice.setCookies } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** The shell's page for this address, with the owning remote's HTML in it; the plain index.html if that fails. */
  /** @param {Req} req @param {Res} res @param {App} app @param {string} absDir */
  async function sendComposed(req, res, app, absDir) {
    if (previewRedirect(req, res)) return;
    const canonical = withoutTrailingSlash(req.url ?? '/');
    if (canonical) return sendRedirect(res, canonical);
    try {
      if (!app.compose) throw new Error('no composer');
      // One snapshot for the visitor's lines and the page they are composed into.
      const snapshot = live?.current() ?? null;
      const choice = lineChooser.choose({ cookie: req.headers.cookie, canary: snapshot?.state.canary });
      const page = await app.compose({
        url: req.url ?? '/',
        cookie: req.headers.cookie,
        ...(live ? { at: snapshot && { revision: snapshot.revision, manifest: snapshot.state.manifest } } : {}),
        lines: choice.lines,
        preview: choice.preview,
      });
      if (page.note) console.warn(JSON.stringify({ event: 'page:note', address: req.url, note: page.note }));
      // The remote's page is another address's (an id in another case): there, permanently.
      if (page.status === 301 && page.location) return sendRedirect(res, page.location, choice.setCookies);
      // The remote's renders are queued full: a browser gets the page its code draws; a crawler (no
      // Sec-Fetch-Dest: document) is told to come back, so it never indexes the empty page.
      if (page.busy && req.headers['sec-fetch-dest'] !== 'document') return sendBusy(res);
      await sendHtml(req, res, app, absDir, page, choice);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log({ event: 'page:uncomposed', address: req.url, reason });
      await send(req, res, join(absDir, 'index.html'), app, absDir);
    }
  }

  /**
   * A permanent redirect to a page's canonical address (a path on this origin: the composer's and
   * withoutTrailingSlash's only), with this visitor's cookies.
   * @param {Res} res @param {string} location @param {string[]} [setCookies]
   */
  function sendRedirect(res, location, setCookies = []) {
    res.writeHead(301, {
      Location: location,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...(setCookies.length ? { 'Set-Cookie': setCookies } : {}),
    });
    res.end();
  }

  /** More than it can render now: `503` and when to come back. @param {Res} res */
  function sendBusy(res) {
    res.writeHead(503, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': String(BUSY_RETRY_AFTER_S),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end('Busy: try again shortly');
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

  /**
   * `GET /healthz`: the revision served and whether the store is reachable (200 while serving, on the last known
   * good revision too; 503 until the store has been read once).
   * @param {Res} res @param {NonNullable<typeof live>} state
   */
  function sendHealth(res, state) {
    const health = { ...state.health(), ...(workersHealth ? { workers: workersHealth } : {}) };
    res.writeHead(health.revision === null ? 503 : 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(JSON.stringify(health));
  }

  /** The live manifest's bytes and compressed forms, made once per revision. */
  /** @type {{ revision: number, body: Buffer, etag: string, br?: Promise<Buffer>, gzip?: Promise<Buffer> } | null} */
  let manifestForms = null;
  /**
   * `/remotes.json`: the release store's manifest at the revision this server serves (named in the header, as on a
   * page), revalidated by every reader (a switch is a new one).
   * @param {Req} req @param {Res} res @param {App} app @param {string} absDir @param {NonNullable<typeof live>} state
   */
  async function sendLiveManifest(req, res, app, absDir, state) {
    const snapshot = state.current();
    if (!snapshot) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
      res.end('The release store has not been read yet');
      return;
    }
    if (manifestForms?.revision !== snapshot.revision) {
      manifestForms = {
        revision: snapshot.revision,
        body: Buffer.from(`${JSON.stringify(snapshot.state.manifest, null, 2)}\n`),
        etag: `"r${snapshot.revision}"`,
      };
    }
    const forms = manifestForms;
    /** @type {Record<string, string | number>} */
    const headers = {
      ...securityHeaders(app, absDir, '.json'),
      'Content-Type': contentType('.json'),
      'Cache-Control': 'no-cache',
      ETag: forms.etag,
      Vary: 'Accept-Encoding',
      [REVISION_HEADER]: String(forms.revision),
    };
    if (isFresh(req, headers)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = encodingFor(req);
    /** @type {Buffer} */
    let body = forms.body;
    if (encoding) {
      forms[encoding] ??= compress(forms.body, encoding, 'page');
      body = await forms[encoding];
    }
    res.writeHead(200, {
      ...headers,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * `POST /_/beacon`: a page's report of its visit, read up to its size cap (no further), counted or refused. The
   * client is the connection's address — or, from a proxy on this machine (nginx), the one it names in `X-Real-IP`.
   * @param {Req} req @param {Res} res
   */
  async function receiveBeacon(req, res) {
    const peer = req.socket.remoteAddress ?? '';
    const forwarded = req.headers['x-real-ip'];
    const loopback = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
    const client = loopback && typeof forwarded === 'string' && forwarded ? forwarded.slice(0, 64) : peer;
    /** @type {Buffer[]} */
    const chunks = [];
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

  /** @param {App} app */
  function handler(app) {
    const absDir = resolve(root, app.dir);
    const handle = async (/** @type {Req} */ req, /** @type {Res} */ res) => {
      if (req.method === 'OPTIONS') {
        const origin = req.headers.origin;
        res.writeHead(204, {
          ...(origin === shellOrigin ? { 'Access-Control-Allow-Origin': origin } : {}),
          'Access-Control-Allow-Methods': 'GET, HEAD',
          Vary: 'Origin',
        });
        res.end();
        return;
      }
      if (app.compose && live && req.method === 'POST' && req.url === BEACON_PATH) return receiveBeacon(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        res.end();
        return;
      }
      if (app.compose && live) {
        const { pathname } = new URL(req.url ?? '/', 'http://x');
        if (pathname === '/healthz') return sendHealth(res, live);
        if (pathname === '/remotes.json') {
          if (sendChosenManifest(req, res, app, absDir, live)) return;
          return sendLiveManifest(req, res, app, absDir, live);
        }
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
      // Every file of a build has an extension (favicon.svg, assets/x.js): a path without one is a page, and no disk
      // is asked about it.
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
    return (/** @type {Req} */ req, /** @type {Res} */ res) => {
      handle(req, res).catch((error) => {
        log({ event: 'request:error', app: app.name, url: req.url, reason: String(error) });
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
      });
    };
  }

  /** @type {(() => Promise<unknown>)[]} */
  const warmers = [];
  const handlers = apps.map((given) => {
    const app = { ...given };
    const absDir = resolve(root, app.dir);
    const serverModule = resolve(absDir, '../dist-server/render.mjs');
    if (app.name === 'shell' && !app.prerendered) {
      if (existsSync(serverModule)) {
        const store =
          typeof releaseStore === 'string'
            ? openReleaseStore(releaseStore, { seed: () => shellManifest(root) })
            : releaseStore;
        /** @type {import('./compose.ts').Composer | null} */
        let composer = null;
        const state = createLiveState({
          store,
          log,
          // The new revision's parts, while the one before is still served.
          warm: async (next) => composer?.warm(next.state.manifest, state.current()?.state.manifest ?? null),
        });
        live = state;
        composer = createComposer({
          beaconSample,
          shellDir: absDir,
          serverModule,
          localPin: localPins(root),
          live: () => {
            const snapshot = state.current();
            return snapshot && { revision: snapshot.revision, manifest: snapshot.state.manifest };
          },
        });
        app.compose = composer;
        const composing = composer;
        warmers.push(() => state.ready.then(() => composing.warm()));
      } else console.warn(`[serve] shell: ${serverModule} is missing — pages are drawn in the browser only`);
    }
    if (!existsSync(join(absDir, app.index ?? 'index.html')) && !existsSync(join(absDir, 'remoteEntry.js'))) {
      throw new Error(`[serve] ${app.name}: ${app.dir} is not built — run \`npm run build\` first.`);
    }
    return { app, handle: handler(app) };
  });
  return {
    handlers,
    warm: () => Promise.all(warmers.map((warm) => warm())),
    live,
    metrics,
    /** The operator's port: /metrics, /_/figures, /_/releases (operator.ts), served on loopback only (serve.ts). */
    operator: createOperatorHandler({ metrics, live: () => live?.current() ?? null, prometheus }),
    /** @param {import('./supervisor.ts').WorkersHealth} health */
    setWorkersHealth: (health) => {
      workersHealth = health;
    },
    close: async () => {
      await Promise.all([live?.close(), ...handlers.map(({ app }) => app.compose?.close())]);
    },
  };
}
