import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { resolve } from 'node:path';
import { parseSliceInfoJson, RELEASES_DIR } from '@campus/contract/fragment';
import { seedReleaseStore, shellManifest } from '@campus/release-store/store';
import APPS from '../packages/contract/apps.json' with { type: 'json' };

/**
 * The production topology of docs/deploy.md, for real: Debian's nginx with `deploy/nginx.conf` — HTTP/2 over TLS, a
 * certificate made here — serving every app's static files on its own origin, and layout servers (serve.ts
 * --only=shell) in its upstream for pages. The config is the deploy file itself with only its placeholders filled in
 * (host names, certificate, folders, the layout servers' ports); its one remote `server` is repeated per remote and its
 * one upstream line per layout server, as their comments say. Used by the nginx test (e2e/tests/nginx.spec.ts), the
 * fleet (scripts/fleet.ts: the fleet test and `npm run bench:fleet`) and `npm run bench:server`.
 * TypeScript that Node runs as it is (type stripping), so a bench script runs it with no build step.
 */

const ROOT = resolve(import.meta.dirname, '..');
export const NGINX = '/usr/sbin/nginx';
/** The module deploy/nginx.conf's `brotli_static` needs (Debian: libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const HOST = 'localhost';
/**
 * The Node flags the layout server runs with in production: those of `npm run serve` (package.json), read from there
 * so they are written once — its heap is capped, so V8 collects a flood's garbage instead of growing towards its
 * default limit of a quarter of the machine's memory (docs/server.md, "Running it").
 */
export function layoutServerFlags() {
  const serve: string = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).scripts?.serve ?? '';
  return serve.split(/\s+/).filter((word) => word.startsWith('--max-'));
}

/** Where the bench's one-origin variant serves each remote's folder on the shell's origin. */
const ONE_ORIGIN_PREFIX = '/remote/';
const remoteWorkspaces = Object.keys(APPS.remotes) as (keyof typeof APPS.remotes)[];

/**
 * Where one front runs: its folder (inside the repository: the shell's server render, dist-server, imports React and
 * the router from node_modules), nginx's ports (the shell's, then one per remote in apps.json's order) and the ports
 * of the layout servers in its upstream.
 */
export function frontOf({
  dir,
  shellPort,
  remotePorts,
  layoutPorts,
}: {
  dir: string;
  shellPort: number;
  remotePorts: number[];
  layoutPorts: number[];
}) {
  const remoteOrigins = Object.fromEntries(
    remoteWorkspaces.map((ws, i) => [APPS.remotes[ws].name, `https://${HOST}:${remotePorts[i]}`]),
  );
  const hosts: Record<string, string> = {
    'campusbowls.example': `${HOST}:${shellPort}`,
    'menu.campusbowls.example': `${HOST}:${remotePorts[0]}`,
    'builder.campusbowls.example': `${HOST}:${remotePorts[1]}`,
    'plans.campusbowls.example': `${HOST}:${remotePorts[2]}`,
    'cart.campusbowls.example': `${HOST}:${remotePorts[3]}`,
    'info.campusbowls.example': `${HOST}:${remotePorts[4]}`,
  };
  return {
    dir: resolve(ROOT, dir),
    shellPort,
    remotePorts,
    layoutPorts,
    hosts,
    shellOrigin: `https://${HOST}:${shellPort}`,
    remoteOrigins,
  };
}
export type Front = ReturnType<typeof frontOf>;

/** The nginx test's front: one layout server. */
const NGINX_FRONT = frontOf({
  dir: 'e2e/.nginx-front',
  shellPort: APPS.nginxTest.shellPort,
  remotePorts: APPS.nginxTest.remotePorts,
  layoutPorts: [APPS.nginxTest.layoutPort],
});
export const shellOrigin = NGINX_FRONT.shellOrigin;
/** The nginx test's front's own release store (startFront seeds it with the front's origins). */
export const frontStoreUrl = `file:${NGINX_FRONT.dir}/.release-store`;
export const remoteOrigins = NGINX_FRONT.remoteOrigins;
/** The operator port of the nginx test's layout server (serve.ts: its page port + 5000, loopback only). */
export const layoutOperatorOrigin = `http://127.0.0.1:${APPS.nginxTest.layoutPort + 5000}`;
/** The single-bundle build (`npm run start:mono`'s server) behind the nginx test's front, for the bench only. */
export const monoOrigin = `https://${HOST}:${APPS.nginxTest.monoPort}`;

/**
 * The bench's variants of a front: `withMono`, the single bundle's server behind it too (at `monoOrigin`);
 * `oneOrigin`, every remote's folder also served under the shell's origin, and the manifest pointing there.
 */
export type Variants = { withMono?: boolean; oneOrigin?: boolean };

/** deploy/nginx.conf with its placeholders filled in for this machine (default: the nginx test's front). */
export function nginxConfig(front: Front = NGINX_FRONT, { withMono = false, oneOrigin = false }: Variants = {}) {
  const DIR = front.dir;
  const source = readFileSync(resolve(ROOT, 'deploy/nginx.conf'), 'utf8');
  const shellStart = source.indexOf('# ---- shell:');
  const remoteStart = source.indexOf('# ---- one remote');
  const cert = `ssl_certificate     ${DIR}/cert.pem;\n    ssl_certificate_key ${DIR}/key.pem;`;
  const fill = (text: string) =>
    text
      .replace(/^\s*#.*\n/gm, '') // comments (they name the placeholders too)
      .replace(/ssl_certificate\s+\S+;\n\s*ssl_certificate_key\s+\S+;/g, cert)
      // The longest names first, so "campusbowls.example" does not eat the remotes' names.
      .replace(/https:\/\/([a-z]+\.)?campusbowls\.example/g, (m) => `https://${front.hosts[m.slice(8)]}`);
  // The upstream's one example line, once per layout server of this front (with its health-check settings).
  const head = fill(source.slice(0, shellStart)).replace(
    /^(\s*)server 127\.0\.0\.1:4173([^;\n]*);$/m,
    (_, indent: string, settings: string) =>
      front.layoutPorts.map((port) => `${indent}server 127.0.0.1:${port}${settings};`).join('\n'),
  );
  let shell = fill(source.slice(shellStart, remoteStart))
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${front.shellPort} ssl http2;`)
    .replace('server_name campusbowls.example;', `server_name ${HOST};`)
    .replace('root /srv/campus-bowls/shell;', `root ${DIR}/shell/dist;`);
  if (oneOrigin)
    shell = shell.replace(
      'location / {',
      `${remoteWorkspaces.map((ws) => `location ^~ ${ONE_ORIGIN_PREFIX}${ws}/ { alias ${DIR}/${ws}/; }`).join('\n    ')}\n    location / {`,
    );
  const remote = source.slice(remoteStart);
  const remotes = remoteWorkspaces.map((ws, i) =>
    fill(remote)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${front.remotePorts[i]} ssl http2;`)
      .replace('server_name menu.campusbowls.example;', `server_name ${HOST};`)
      .replace('root /srv/campus-bowls/mfe-menu;', `root ${DIR}/${ws};`),
  );
  for (const [text, what] of [
    [head, 'the upstream'],
    [shell, 'the shell'],
    [remotes[0] ?? '', 'a remote'],
  ] as const) {
    if (/campusbowls\.example|\/srv\/|listen 443|:4173\b/.test(text))
      throw new Error(`deploy/nginx.conf: ${what} left a placeholder`);
  }
  // The bench's single bundle through the same front (HTTP/2 over TLS, the same compression), all of it proxied to its
  // own server: the two builds compared over one protocol. Not part of deploy/nginx.conf (the baseline is not deployed).
  const mono = withMono
    ? [
        'server {',
        `  listen 127.0.0.1:${APPS.nginxTest.monoPort} ssl http2;`,
        `  server_name ${HOST};`,
        `  ${cert}`,
        '  location / {',
        `    proxy_pass http://127.0.0.1:${APPS.mono.prodPort};`,
        '    proxy_set_header Host $host;',
        '    proxy_http_version 1.1;',
        '    proxy_set_header Connection "";',
        '  }',
        '}',
      ]
    : [];
  return [
    // deploy/nginx.conf's brotli_static (Debian's libnginx-mod-http-brotli-static), as Debian's nginx.conf loads it.
    `load_module ${BROTLI_STATIC_MODULE};`,
    'daemon off;',
    'worker_processes 1;',
    `pid ${DIR}/nginx.pid;`,
    `error_log ${DIR}/error.log warn;`,
    'events { worker_connections 512; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    `  client_body_temp_path ${DIR}/tmp-body;`,
    `  proxy_temp_path ${DIR}/tmp-proxy;`,
    `  fastcgi_temp_path ${DIR}/tmp-fcgi;`,
    `  uwsgi_temp_path ${DIR}/tmp-uwsgi;`,
    `  scgi_temp_path ${DIR}/tmp-scgi;`,
    head,
    shell,
    ...remotes,
    ...mono,
    '}',
  ].join('\n');
}

/**
 * Lays out a front's folder as an upload would: a certificate made here, the built apps copied (each remote's release
 * folder linked in, where `npm run release` puts new releases), nginx's config. Returns the shell's manifest pointed
 * at the front's HTTPS origins: what the front's release store starts from (nginx sends /remotes.json to a layout
 * server, which serves it from that store, never from the copied shell's file).
 */
export function prepareFront(front: Front, variants: Variants = {}) {
  const DIR = front.dir;
  stopLeftoverNginx(DIR);
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${HOST}`,
      '-addext',
      `subjectAltName=DNS:${HOST}`,
      '-keyout',
      `${DIR}/key.pem`,
      '-out',
      `${DIR}/cert.pem`,
    ],
    { stdio: 'ignore' },
  );
  cpSync(resolve(ROOT, 'shell/dist'), `${DIR}/shell/dist`, { recursive: true });
  cpSync(resolve(ROOT, 'shell/dist-server'), `${DIR}/shell/dist-server`, { recursive: true });
  for (const ws of remoteWorkspaces) {
    cpSync(resolve(ROOT, `${ws}/dist`), `${DIR}/${ws}`, { recursive: true });
    mkdirSync(resolve(ROOT, ws, RELEASES_DIR), { recursive: true });
    symlinkSync(resolve(ROOT, ws, RELEASES_DIR), `${DIR}/${ws}/${RELEASES_DIR}`);
  }
  const manifest = shellManifest();
  for (const r of manifest.remotes) {
    const origin = front.remoteOrigins[r.name];
    if (!origin) throw new Error(`no HTTPS origin for ${r.name}`);
    const ws = remoteWorkspaces.find((w) => APPS.remotes[w].name === r.name);
    r.entry = variants.oneOrigin
      ? new URL(`${ONE_ORIGIN_PREFIX}${ws}${new URL(r.entry).pathname}`, front.shellOrigin).href
      : new URL(new URL(r.entry).pathname, origin).href;
    // Its server module pinned as a release pins it (the URL it is served from, the SHA-256 of the bytes uploaded):
    // the layout server renders any address the build did not pre-render with it.
    const read = parseSliceInfoJson(readFileSync(`${DIR}/${ws}/ssr.json`, 'utf8'));
    if (read.ok && read.value.server) {
      const code = readFileSync(`${DIR}/${ws}/${read.value.server.module}`);
      r.server = {
        module: new URL(read.value.server.module, r.entry).href,
        sha256: createHash('sha256').update(code).digest('hex'),
      };
    }
  }
  writeFileSync(`${DIR}/nginx.conf`, nginxConfig(front, variants));
  return manifest;
}

/**
 * An nginx this front's folder started earlier and nobody stopped (a run killed half-way): stopped before the folder is
 * laid out again, so no test talks to the nginx of another run. Only the process its own pid file names.
 */
function stopLeftoverNginx(dir: string) {
  const pidFile = `${dir}/nginx.pid`;
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGTERM');
    console.warn(`[front] stopped an nginx left running from an earlier run (pid ${pid}, ${dir})`);
  } catch {
    /* gone already */
  }
}

/** Whether something takes connections on a loopback port. */
async function portTaken(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((res) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      res(true);
    }).on('error', () => res(false));
  });
}

/**
 * Refuses to start a front on ports another process holds (a server left from an earlier step or run would otherwise
 * answer the test in its place), waiting up to `timeoutMs` for one that is just ending.
 */
export async function ensurePortsFree(ports: number[], timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const taken: number[] = [];
    for (const port of ports) if (await portTaken(port)) taken.push(port);
    if (taken.length === 0) return;
    if (Date.now() > until) {
      throw new Error(
        `port ${taken.join(', ')} already taken by another process (left from an earlier run? \`ss -ltnp\` names it)`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A child process of a front, its output appended to `<dir>/<name>.log`; `exited` resolves when it ends, `tail()` is
 * the end of its log (for a failure's message).
 */
export function startChild(
  dir: string,
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
) {
  const logFile = resolve(dir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const proc = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout?.pipe(log);
  proc.stderr?.pipe(log);
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  const tail = (lines = 20) =>
    existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';
  return { name, proc, exited, logFile, tail };
}
export type Child = ReturnType<typeof startChild>;

/**
 * Stops a child and resolves once it has exited (its ports free): `signal`, then SIGKILL after `graceMs`.
 */
export async function stopChild(child: Child | undefined, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5000) {
  if (!child || child.proc.exitCode !== null || child.proc.signalCode !== null) return;
  child.proc.kill(signal);
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

/** Starts nginx on a prepared front, on ports no other process holds; resolves once its ports take connections. */
export async function startNginx(front: Front): Promise<Child> {
  await ensurePortsFree([front.shellPort, ...front.remotePorts]);
  const nginx = startChild(front.dir, 'nginx', NGINX, [
    '-c',
    `${front.dir}/nginx.conf`,
    '-e',
    `${front.dir}/error.log`,
  ]);
  try {
    const died = nginx.exited.then((code) => {
      throw new Error(`nginx exited (${code})`);
    });
    await Promise.race([waitForPort(front.remotePorts.at(-1) ?? 0).then(() => waitForPort(front.shellPort)), died]);
    died.catch(() => undefined);
  } catch (error) {
    await stopChild(nginx);
    const log = existsSync(`${front.dir}/error.log`) ? readFileSync(`${front.dir}/error.log`, 'utf8') : '';
    throw new Error(`${error}\nnginx: ${log}`);
  }
  return nginx;
}

/**
 * Starts a layout server of a front (serve.ts --only=shell on `port`, on the front's release store) and resolves
 * once it serves a revision with that revision's parts loaded (waitForHealth). nginx must be up first: the server
 * loads each remote's files through it as it starts, and a server that started before nginx would compose its first
 * pages cold — on a busy machine past the page's budget for a remote's part, so without the remote's HTML.
 * `args`: serve.ts's arguments after the release store's (default: the repository's shell on `port`).
 */
export async function startLayout(
  front: Front,
  port: number,
  storeUrl: string,
  { args = ['--only=shell', `--port=${port}`], env = {} }: { args?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<Child> {
  await ensurePortsFree([port]);
  const layout = startChild(
    front.dir,
    `layout-${port}`,
    process.execPath,
    [...layoutServerFlags(), resolve(ROOT, 'packages/server/serve.ts'), `--release-store=${storeUrl}`, ...args],
    {
      ...process.env,
      SHELL_ORIGIN: front.shellOrigin,
      // The layout server fetches the remotes' pages over HTTPS from nginx: it trusts this front's certificate.
      NODE_EXTRA_CA_CERTS: `${front.dir}/cert.pem`,
      ...env,
    },
  );
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, { exited: layout.exited });
  } catch (error) {
    await stopChild(layout);
    throw new Error(`${error instanceof Error ? error.message : error}\n${layout.logFile}:\n${layout.tail()}`);
  }
  return layout;
}

/**
 * Copies the built apps (as an upload would), points the manifest at the HTTPS origins, starts nginx, then the layout
 * server behind it, and resolves once the layout server serves the front's first revision warmed. `stop()` resolves
 * when both have exited; `layoutLog()` is the end of the layout server's log (for a failing test's evidence).
 */
export async function startFront(variants: Variants = {}) {
  const front = NGINX_FRONT;
  const storeUrl = frontStoreUrl;
  await seedReleaseStore(storeUrl, prepareFront(front, variants));
  const nginx = await startNginx(front);
  let layout: Child | undefined;
  const stop = async () => {
    await Promise.all([stopChild(layout), stopChild(nginx)]);
  };
  try {
    const port = front.layoutPorts[0] ?? 0;
    // The shell as uploaded to the front's folder (the layout server serves that copy), on the front's own store.
    layout = await startLayout(front, port, storeUrl, {
      args: [`shell=${front.dir}/shell/dist:${port}`],
      env: { SERVE_ONLY_EXTRA: '1' },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const started = layout;
  return { stop, layoutLog: () => started.tail(40) };
}

/** A server answers (a GET is ok): polled until it does. */
export async function waitForServer(url: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered`);
}

/**
 * A layout server's `/healthz` until it serves `revision` or later with that revision's parts loaded (`warmed`),
 * polled every 100 ms; rejects after `timeoutMs` — or at once when `exited` settles (the process ended) — saying what
 * it waited for and the last answer it had (status and body, or the connection's error). Resolves to that health.
 */
export async function waitForHealth(
  origin: string,
  {
    revision = 1,
    timeoutMs = 60_000,
    exited,
  }: { revision?: number; timeoutMs?: number; exited?: Promise<unknown> } = {},
) {
  const url = `${origin}/healthz`;
  const until = Date.now() + timeoutMs;
  let last = 'no answer yet';
  let ended = false;
  exited?.then(() => {
    ended = true;
  });
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      const body = await res.text();
      last = `HTTP ${res.status} ${body.slice(0, 300)}`;
      if (res.ok) {
        const health: { revision: number; warmed: boolean } = JSON.parse(body);
        if (health.revision >= revision && health.warmed) return health;
      }
    } catch (error) {
      last = error instanceof Error ? `${error.message}${error.cause ? ` (${error.cause})` : ''}` : String(error);
    }
    if (ended || Date.now() > until) {
      const why = ended ? 'the process exited' : `not within ${timeoutMs} ms`;
      throw new Error(`waited for ${url} to serve revision ≥ ${revision}, warmed: ${why}; last answer: ${last}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
/** A port takes connections (nginx's TLS ports: Node's fetch would refuse the test certificate). */
export async function waitForPort(port: number, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await portTaken(port)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing listened on port ${port}`);
}
