// What the composing shell's origin answers from the live state itself: `GET /healthz` (the revision served, the
// store reachable or not) and `/remotes.json` (the release store's manifest at that revision, its compressed forms
// made once per revision — or, for a visitor who sees other lines, the manifest with those).
import { REVISION_HEADER } from '@campus/contract/boot';
import type { createLineChooser } from './release-lines.ts';
import { withLines } from './release-lines.ts';
import { compress, encodingFor } from './site-encoding.ts';
import { contentType, isFresh } from './site-headers.ts';
import type { App, LiveState, Req, Res, SecurityHeaders } from './site-types.ts';
import type { WorkersHealth } from './supervisor.ts';

/**
 * `GET /healthz`: the revision served and whether the store is reachable (200 while serving, on the last known
 * good revision too; 503 until the store has been read once); `workersHealth`: what the workers of `--workers=N`
 * went through (null for a single process).
 */
export function sendHealth(res: Res, state: LiveState, workersHealth: WorkersHealth | null): void {
  const health = { ...state.health(), ...(workersHealth ? { workers: workersHealth } : {}) };
  res.writeHead(health.revision === null ? 503 : 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(JSON.stringify(health));
}

/** Sends the shell's `/remotes.json` (`send`), with `securityHeaders`, the lines `lineChooser` chooses. */
export function createManifestEndpoint({
  lineChooser,
  securityHeaders,
}: {
  lineChooser: ReturnType<typeof createLineChooser>;
  securityHeaders: SecurityHeaders;
}) {
  /**
   * The shell's /remotes.json for a visitor who sees other lines than the live ones (a canary's, a preview's): the
   * manifest of the revision served with those lines, so the browser's manifest agrees with the page. False for
   * everyone else (sendLiveManifest: one body per revision).
   * @returns whether it was sent
   */
  function sendChosenManifest(req: Req, res: Res, app: App, absDir: string, state: LiveState): boolean {
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

  /** The live manifest's bytes and compressed forms, made once per revision. */
  let manifestForms: {
    revision: number;
    body: Buffer;
    etag: string;
    br?: Promise<Buffer>;
    gzip?: Promise<Buffer>;
  } | null = null;
  /**
   * `/remotes.json`: the release store's manifest at the revision this server serves (named in the header, as on a
   * page), revalidated by every reader (a switch is a new one).
   */
  async function sendLiveManifest(req: Req, res: Res, app: App, absDir: string, state: LiveState): Promise<void> {
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
    const headers: Record<string, string | number> = {
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
    let body: Buffer = forms.body;
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

  /** `/remotes.json` of `app` (the shell, whose dist is `absDir`) at what `state` serves, to this visitor. */
  async function send(req: Req, res: Res, app: App, absDir: string, state: LiveState): Promise<void> {
    if (sendChosenManifest(req, res, app, absDir, state)) return;
    return sendLiveManifest(req, res, app, absDir, state);
  }

  return { send };
}

/** What createManifestEndpoint makes. */
export type ManifestEndpoint = ReturnType<typeof createManifestEndpoint>;
