// The composed site as request handlers, made without listening (serve.ts listens): the shell on :4173 and each
// remote on its own port (4174–4178), as separate origins, the way a static host or CDN would — brotli/gzip, long-lived
// caching for hashed assets only, CORS for the shell's origin on remotes, ETags, and security headers. A page of the
// shell is composed per request (compose.ts): the shell's server render around the owning remote's pre-rendered HTML.
// The baseline's pages are pre-rendered whole by its build (mono/dist/ssr/…html).
// Here: serve.ts's command line, the apps served, and the site made of its parts — one job each: site-routes.ts (an
// app's handler: which part answers), site-static.ts (built files), site-html.ts (a page's HTML and its compressed
// forms), site-page.ts (the page route), site-live.ts (/healthz, /remotes.json), site-beacon.ts, site-headers.ts
// (content types, ETags, security headers), site-encoding.ts (brotli/gzip).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import APPS from '@campus/contract/apps.json' with { type: 'json' };
import { DEFAULT_BEACON_SAMPLE } from '@campus/contract/beacon';
import { REVISION_HEADER } from '@campus/contract/boot';
import { parseSliceInfoJson, RELEASES_DIR } from '@campus/contract/fragment';
import { openReleaseStore, type ReleaseStore, shellManifest, storeUrlFrom } from '@campus/release-store/store';
import { type Composer, createComposer } from './compose.ts';
import { createLiveState } from './live-state.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { createOperatorHandler } from './operator.ts';
import { createLineChooser } from './release-lines.ts';
import type { PinnedServer } from './remote-render.ts';
import { createSecurityHeaders } from './site-headers.ts';
import { createHtmlSender } from './site-html.ts';
import { createManifestEndpoint } from './site-live.ts';
import { createPageRoute } from './site-page.ts';
import { createAppHandler } from './site-routes.ts';
import { createStaticFiles } from './site-static.ts';
import type { App, LiveState, Req, Res } from './site-types.ts';
import type { WorkersHealth } from './supervisor.ts';

export type { App, Encoding, Req, Res } from './site-types.ts';
export type ServeOptions = {
  mono: boolean;
  only?: string[];
  workers: number;
  extra: App[];
  port?: number;
  releaseStore: string;
  opsPort?: number;
  beaconSample: number;
  prometheus: string | null;
};

export { encodingFor } from './site-encoding.ts';
export { BUSY_RETRY_AFTER_S, withoutTrailingSlash } from './site-page.ts';
export { REVISION_HEADER };

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * `serve.ts`'s command line: `--mono`, `--only=a,b`, `--workers=N`, `--port=N` (the one app's port, with `--only`
 * naming one), `--release-store=<url>` (default: RELEASE_STORE, else the embedded .release-store/), and
 * `name=dir:port` (one more directory served as an app, repeatable).
 */
export function parseServeArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ServeOptions {
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
  const extra = positionals.map((arg): App => {
    const m = /^([\w-]+)=(.+):(\d+)$/.exec(arg);
    if (!m) throw new Error(`Bad argument ${arg}: expected name=dir:port`);
    return { name: m[1] ?? '', dir: m[2] ?? '', port: Number(m[3]) };
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
 */
export const opsPortOf = (port: number): number => port + 5000;

/** Every app of `npm start`: the shell and each remote (with its releases, under /releases/<hash>/ on its origin). */
export const siteApps = (): App[] => [
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
 * @param env SERVE_ONLY_EXTRA=1: the extra folders alone
 */
export function servedApps(options: ServeOptions, env: { onlyExtra?: boolean } = {}): App[] {
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
 */
export function localPins(root: string): (entry: string) => PinnedServer | undefined {
  /** by folder, read once */
  const pins = new Map<string, PinnedServer | undefined>();
  return (entry) => {
    let url: URL;
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
      let pin: PinnedServer | undefined;
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

/** What createSite is told. */
export type SiteOptions = {
  apps: App[];
  root?: string;
  shellOrigin?: string;
  log?: (line: Record<string, unknown>) => void;
  releaseStore?: string | ReleaseStore;
  previewSecret?: string | null;
  beaconSample?: number;
  prometheus?: string | null;
};

/** What createSite makes. */
export type Site = {
  handlers: { app: App; handle: (req: Req, res: Res) => void }[];
  warm: () => Promise<unknown>;
  live: LiveState | null;
  metrics: Metrics;
  operator: (req: Req, res: Res) => void;
  setWorkersHealth: (health: WorkersHealth) => void;
  close: () => Promise<void>;
};

/**
 * The composing shell's parts, for a shell folder `absDir` whose server render was built: what is live — the release
 * store (its URL or an opened store; an empty one seeded from `<root>/shell/public/remotes.json`), watched — and the
 * composer of its pages. Null (and a warning) without a server render: its pages are then drawn in the browser only.
 */
function composingShell({
  root,
  absDir,
  releaseStore,
  log,
  beaconSample,
}: {
  root: string;
  absDir: string;
  releaseStore: string | ReleaseStore;
  log: (line: Record<string, unknown>) => void;
  beaconSample: number;
}): { live: LiveState; composer: Composer; warm: () => Promise<unknown> } | null {
  const serverModule = resolve(absDir, '../dist-server/render.mjs');
  if (!existsSync(serverModule)) {
    console.warn(`[serve] shell: ${serverModule} is missing — pages are drawn in the browser only`);
    return null;
  }
  const store =
    typeof releaseStore === 'string'
      ? openReleaseStore(releaseStore, { seed: () => shellManifest(root) })
      : releaseStore;
  let composer: Composer | null = null;
  const state = createLiveState({
    store,
    log,
    // The new revision's parts, while the one before is still served.
    warm: async (next) => composer?.warm(next.state.manifest, state.current()?.state.manifest ?? null),
  });
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
  const composing = composer;
  return { live: state, composer, warm: () => state.ready.then(() => composing.warm()) };
}

/**
 * The site's request handlers, one per app, made without listening. The shell's pages and its /remotes.json come
 * from the release store (`releaseStore`: its URL or an opened store), watched by live-state.ts; an empty store is
 * seeded from `<root>/shell/public/remotes.json` (a copy of the site on other origins seeds its store itself:
 * seedReleaseStore). A visitor in a canary's share, or holding a preview link signed with
 * `previewSecret` (none: previews are off), gets those lines instead (release-lines.ts).
 * `beaconSample`: the share of visitors whose pages report their visit; `prometheus`: the fleet's Prometheus, which
 * the operator page reads its figures from
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
}: SiteOptions): Site {
  /** What is live, for the composing shell (null for a site without one: remotes alone, the baseline). */
  let live: LiveState | null = null;
  /** What the workers of `--workers=N` went through, as the primary said (serve.ts); null for a single process. */
  let workersHealth: WorkersHealth | null = null;
  const lineChooser = createLineChooser({ secret: previewSecret, log });
  /** What pages report, counted under what is live now (metrics.ts). */
  const metrics = createMetrics({ state: () => live?.current()?.state, log });
  const securityHeaders = createSecurityHeaders({ live: () => live });
  const files = createStaticFiles({ shellOrigin, securityHeaders });
  const { sendHtml } = createHtmlSender({ securityHeaders });
  const parts = {
    root,
    shellOrigin,
    log,
    live: () => live,
    workersHealth: () => workersHealth,
    metrics,
    files,
    manifest: createManifestEndpoint({ lineChooser, securityHeaders }),
    pages: createPageRoute({ lineChooser, live: () => live, send: files.send, sendHtml, log }),
  };

  const warmers: (() => Promise<unknown>)[] = [];
  const handlers = apps.map((given) => {
    const app = { ...given };
    const absDir = resolve(root, app.dir);
    if (app.name === 'shell' && !app.prerendered) {
      const shell = composingShell({ root, absDir, releaseStore, log, beaconSample });
      if (shell) {
        live = shell.live;
        app.compose = shell.composer;
        warmers.push(shell.warm);
      }
    }
    if (!existsSync(join(absDir, app.index ?? 'index.html')) && !existsSync(join(absDir, 'remoteEntry.js'))) {
      throw new Error(`[serve] ${app.name}: ${app.dir} is not built — run \`npm run build\` first.`);
    }
    return { app, handle: createAppHandler(app, parts) };
  });
  return {
    handlers,
    warm: () => Promise.all(warmers.map((warm) => warm())),
    live,
    metrics,
    /** The operator's port: /metrics, /_/figures, /_/releases (operator.ts), served on loopback only (serve.ts). */
    operator: createOperatorHandler({ metrics, live: () => live?.current() ?? null, prometheus }),
    setWorkersHealth: (health) => {
      workersHealth = health;
    },
    close: async () => {
      await Promise.all([live?.close(), ...handlers.map(({ app }) => app.compose?.close())]);
    },
  };
}
