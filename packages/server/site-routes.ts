// One app's request handler: which part of the site answers a request — CORS preflight, the beacon, /healthz and
// /remotes.json (site-live.ts), a built file (site-static.ts), a missing file's 404, or a page (site-page.ts) — and
// the 500 when one of them fails.
import { join, resolve } from 'node:path';
import { BEACON_PATH } from '@campus/contract/beacon';
import type { Metrics } from './metrics.ts';
import { receiveBeacon } from './site-beacon.ts';
import { type ManifestEndpoint, sendHealth } from './site-live.ts';
import type { PageRoute } from './site-page.ts';
import { fileRequest, type StaticFiles, sendNotFound } from './site-static.ts';
import type { App, LiveState, Req, Res } from './site-types.ts';
import type { WorkersHealth } from './supervisor.ts';

/** What an app's handler hands requests to, and what it reads of the site at each request. */
export type SiteParts = {
  /** The folder the apps' folders are relative to. */
  root: string;
  /** The shell's origin: the one origin allowed to read the remotes' files (CORS). */
  shellOrigin: string;
  log: (line: Record<string, unknown>) => void;
  /** What is live (null for a site without a composing shell). */
  live: () => LiveState | null;
  /** What the workers of `--workers=N` went through (null for a single process). */
  workersHealth: () => WorkersHealth | null;
  metrics: Metrics;
  files: StaticFiles;
  manifest: ManifestEndpoint;
  pages: PageRoute;
};

/** `app`'s request handler: a failure is logged and answered `500`. */
export function createAppHandler(app: App, parts: SiteParts): (req: Req, res: Res) => void {
  const { root, shellOrigin, log, live, workersHealth, metrics, files, manifest, pages } = parts;
  const absDir = resolve(root, app.dir);
  const handle = async (req: Req, res: Res): Promise<void> => {
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
    const state = live();
    if (app.compose && state && req.method === 'POST' && req.url === BEACON_PATH)
      return receiveBeacon(req, res, metrics);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (app.compose && state) {
      const { pathname } = new URL(req.url ?? '/', 'http://x');
      if (pathname === '/healthz') return sendHealth(res, state, workersHealth());
      if (pathname === '/remotes.json') return manifest.send(req, res, app, absDir, state);
    }
    const asked = fileRequest(req.url ?? '/', app, root, absDir);
    if (asked.kind === 'file') return files.send(req, res, asked.file, app, absDir, 200, asked.immutable);
    // A missing file with an extension is a real 404; any other path is a page of the single-page app.
    if (asked.kind === 'missing') return sendNotFound(res);
    if (app.compose) return pages.sendComposed(req, res, app, absDir);
    if (app.prerendered) return pages.sendPrerendered(req, res, app, absDir);
    return files.send(req, res, join(absDir, app.index ?? 'index.html'), app, absDir);
  };
  return (req, res) => {
    handle(req, res).catch((error) => {
      log({ event: 'request:error', app: app.name, url: req.url, reason: String(error) });
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  };
}
