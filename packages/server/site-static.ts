// An app's built files as a static host serves them: which file an address names (never one outside the app's
// folders), and the file sent — precompressed by the build when it can be, else compressed once per version and
// kept; ETags and 304s; long-lived caching for hashed assets only; CORS for the shell's origin on remotes.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { RELEASES_DIR } from '@campus/contract/fragment';
import { LRUCache } from 'lru-cache';
import { compress, encodingFor } from './site-encoding.ts';
import { contentType, isFresh } from './site-headers.ts';
import type { App, Encoding, Req, Res, SecurityHeaders } from './site-types.ts';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.webmanifest']);

/**
 * What an address asks of an app's folders: a `file` of them (`immutable`: of a release folder, named by its
 * content's hash), a `missing` file (it has an extension, but names no file of the app's), or a `page` of the
 * single-page app (no extension).
 */
export type FileRequest = { kind: 'file'; file: string; immutable: boolean } | { kind: 'missing' } | { kind: 'page' };

/**
 * The file `url` (a request's path and query) names in `app`'s folders: its dist (`absDir`), or under
 * /releases/<hash>/ one of its release folders (under `root`).
 */
export function fileRequest(url: string, app: App, root: string, absDir: string): FileRequest {
  // Segment by segment: an encoded "/", "\" or ".." (e.g. /item/..%2F..%2F) or bad escapes can never name a file,
  // but such a path is still a page of the app (which shows its not-found state), never a 400/403.
  const segments = new URL(url, 'http://x').pathname.split('/').slice(1);
  const decoded = segments.map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return null;
    }
  });
  const names: string[] = decoded.flatMap((s) => (s === null ? [] : [s]));
  const fileLike = names.length === decoded.length && names.every((s) => !/[/\\\0]/.test(s) && s !== '..' && s !== '.');
  const last = decoded.at(-1) ?? '';
  // Every file of a build has an extension (favicon.svg, assets/x.js): a path without one is a page, and no disk
  // is asked about it.
  if (fileLike && extname(last)) {
    // /releases/<hash>/… is a file of one of the remote's release folders; anything else, of its dist.
    const release = Boolean(app.releases) && names[0] === RELEASES_DIR && names.length > 2;
    const baseDir = release ? resolve(root, app.releases ?? '') : absDir;
    const file = normalize(join(baseDir, ...(release ? names.slice(1) : names)));
    if (file.startsWith(baseDir + sep) && existsSync(file) && statSync(file).isFile()) {
      return { kind: 'file', file, immutable: release };
    }
  }
  // A missing file with an extension is a real 404; any other path is a page of the single-page app.
  return extname(last) ? { kind: 'missing' } : { kind: 'page' };
}

/** A missing file's `404`. */
export function sendNotFound(res: Res): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
  res.end('Not found');
}

/** A precompressed copy written no earlier than the file itself (a rebuild in place rewrites both), else null. */
function freshSibling(sibling: string, mtimeMs: number) {
  try {
    const stat = statSync(sibling);
    return stat.isFile() && stat.mtimeMs >= mtimeMs ? stat : null;
  } catch {
    return null;
  }
}

/**
 * Sends a file of an app (`send`), with `securityHeaders`, and CORS for `shellOrigin` on the remotes' files; the
 * compressed forms it makes are kept.
 */
export function createStaticFiles({
  shellOrigin,
  securityHeaders,
}: {
  shellOrigin: string;
  securityHeaders: SecurityHeaders;
}) {
  /** A file's compressed forms, by version and encoding (a file changes only when an app is rebuilt in place). */
  const compressedFiles = new LRUCache<string, Buffer, { file: string; encoding: Encoding }>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (body) => body.length || 1,
    fetchMethod: async (_key, _stale, { context: { file, encoding } }) =>
      compress(await readFile(file), encoding, 'file'),
  });

  /**
   * `file` of `app` (whose dist is `absDir`), with `status`; `immutable`: a file of a release folder (named by its
   * content's hash).
   */
  async function send(
    req: Req,
    res: Res,
    file: string,
    app: App,
    absDir: string,
    status = 200,
    immutable = false,
  ): Promise<void> {
    const ext = extname(file).toLowerCase();
    const isHashedAsset = immutable || file.includes(`${sep}assets${sep}`);
    const { mtimeMs, size } = statSync(file);
    const stamp = `${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}`;
    const encoding = COMPRESSIBLE.has(ext) ? encodingFor(req) : null;
    const headers: Record<string, string | number> = {
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

  return { send };
}

/** What createStaticFiles makes. */
export type StaticFiles = ReturnType<typeof createStaticFiles>;
