import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseManifestJson } from '@campus/contract/manifest';
import APPS from '../packages/vite/apps.json' with { type: 'json' };

/**
 * The production topology of docs/deploy.md, for real: Debian's nginx with `deploy/nginx.conf` — HTTP/2 over TLS, a
 * certificate made here — serving every app's static files on its own origin, and the layout server (serve.mjs
 * --only=shell) behind the shell's nginx for pages. The config is the deploy file itself with only its placeholders
 * filled in (host names, certificate, folders, the layout server's port); its one remote `server` is repeated per
 * remote as its comment says. Used by the nginx test (e2e/tests/nginx.spec.ts) and `npm run bench:server`.
 * Plain JS (types in nginx-front.d.mts) so a bench script runs it with no build step.
 */

const NGINX_TEST = APPS.nginxTest;

const ROOT = resolve(import.meta.dirname, '..');
export const NGINX = '/usr/sbin/nginx';
// Inside the repository: the shell's server render (dist-server) imports React and the router from node_modules.
const DIR = resolve(ROOT, 'e2e/.nginx-front');
const HOST = 'localhost';

export const shellOrigin = `https://${HOST}:${NGINX_TEST.shellPort}`;
const remoteWorkspaces = Object.keys(APPS.remotes);
export const remoteOrigins = Object.fromEntries(
  remoteWorkspaces.map((ws, i) => [APPS.remotes[ws].name, `https://${HOST}:${NGINX_TEST.remotePorts[i]}`]),
);

/** @type {Record<string, string>} */
const PLACEHOLDER_HOSTS = {
  'campusbowls.example': `${HOST}:${NGINX_TEST.shellPort}`,
  'menu.campusbowls.example': `${HOST}:${NGINX_TEST.remotePorts[0]}`,
  'builder.campusbowls.example': `${HOST}:${NGINX_TEST.remotePorts[1]}`,
  'plans.campusbowls.example': `${HOST}:${NGINX_TEST.remotePorts[2]}`,
  'cart.campusbowls.example': `${HOST}:${NGINX_TEST.remotePorts[3]}`,
  'info.campusbowls.example': `${HOST}:${NGINX_TEST.remotePorts[4]}`,
};

/** deploy/nginx.conf with its placeholders filled in for this machine. */
export function nginxConfig() {
  const source = readFileSync(resolve(ROOT, 'deploy/nginx.conf'), 'utf8');
  const shellStart = source.indexOf('# ---- shell:');
  const remoteStart = source.indexOf('# ---- one remote');
  const head = source.slice(0, shellStart);
  let shell = source.slice(shellStart, remoteStart);
  const remote = source.slice(remoteStart);
  const cert = `ssl_certificate     ${DIR}/cert.pem;\n    ssl_certificate_key ${DIR}/key.pem;`;
  const fill = (/** @type {string} */ text) =>
    text
      .replace(/^\s*#.*\n/gm, '') // comments (they name the placeholders too)
      .replace(/ssl_certificate\s+\S+;\n\s*ssl_certificate_key\s+\S+;/g, cert)
      // The longest names first, so "campusbowls.example" does not eat the remotes' names.
      .replace(/https:\/\/([a-z]+\.)?campusbowls\.example/g, (m) => `https://${PLACEHOLDER_HOSTS[m.slice(8)]}`);
  shell = fill(shell)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${NGINX_TEST.shellPort} ssl http2;`)
    .replace('server_name campusbowls.example;', `server_name ${HOST};`)
    .replace('root /srv/campus-bowls/shell;', `root ${DIR}/shell/dist;`)
    .replaceAll('proxy_pass http://127.0.0.1:4173;', `proxy_pass http://127.0.0.1:${NGINX_TEST.layoutPort};`);
  const remotes = remoteWorkspaces.map((ws, i) =>
    fill(remote)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${NGINX_TEST.remotePorts[i]} ssl http2;`)
      .replace('server_name menu.campusbowls.example;', `server_name ${HOST};`)
      .replace('root /srv/campus-bowls/mfe-menu;', `root ${DIR}/${ws};`),
  );
  for (const [text, what] of [
    [shell, 'the shell'],
    [remotes[0] ?? '', 'a remote'],
  ]) {
    if (/campusbowls\.example|\/srv\/|listen 443/.test(text))
      throw new Error(`deploy/nginx.conf: ${what} left a placeholder`);
  }
  return [
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
    fill(head),
    shell,
    ...remotes,
    '}',
  ].join('\n');
}

/** Copies the built apps (as an upload would), points the manifest at the HTTPS origins, starts nginx and the layout server. */
export async function startFront() {
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
  for (const ws of remoteWorkspaces) cpSync(resolve(ROOT, `${ws}/dist`), `${DIR}/${ws}`, { recursive: true });
  const manifestFile = `${DIR}/shell/dist/remotes.json`;
  const read = parseManifestJson(readFileSync(manifestFile, 'utf8'));
  if (!read.ok) throw new Error(read.message);
  const manifest = read.value;
  for (const r of manifest.remotes) {
    const origin = remoteOrigins[r.name];
    if (!origin) throw new Error(`no HTTPS origin for ${r.name}`);
    r.entry = new URL(new URL(r.entry).pathname, origin).href;
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(`${DIR}/nginx.conf`, nginxConfig());

  const children = [];
  const nginx = spawn(NGINX, ['-c', `${DIR}/nginx.conf`, '-e', `${DIR}/error.log`], { stdio: 'ignore' });
  children.push(nginx);
  const layout = spawn(
    process.execPath,
    [
      resolve(ROOT, 'packages/server/serve.mjs'),
      // A release store of the copy's own, seeded from its remotes.json (which names the HTTPS origins).
      `--release-store=file:${DIR}/.release-store`,
      `shell=${DIR}/shell/dist:${NGINX_TEST.layoutPort}`,
    ],
    {
      env: {
        ...process.env,
        SERVE_ONLY_EXTRA: '1',
        SHELL_ORIGIN: shellOrigin,
        // The layout server fetches the remotes' pages over HTTPS from nginx: it trusts this test's certificate.
        NODE_EXTRA_CA_CERTS: `${DIR}/cert.pem`,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let layoutLog = '';
  layout.stderr?.on('data', (d) => {
    layoutLog += d;
  });
  children.push(layout);
  const stop = () => {
    for (const c of children) c.kill();
  };
  try {
    await waitForServer(`http://localhost:${NGINX_TEST.layoutPort}/favicon.svg`, 30_000);
    await waitForNginx();
  } catch (error) {
    stop();
    const nginxLog = existsSync(`${DIR}/error.log`) ? readFileSync(`${DIR}/error.log`, 'utf8') : '';
    throw new Error(`${error}\nnginx: ${nginxLog}\nlayout server: ${layoutLog}`);
  }
  return stop;
}

/** A server answers (a GET is ok): polled until it does. @param {string} url @param {number} [timeoutMs] */
export async function waitForServer(url, timeoutMs = 20_000) {
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

/** nginx is up once its TLS port takes connections (Node's fetch would refuse the test certificate). */
async function waitForNginx(timeoutMs = 30_000) {
  const { connect } = await import('node:net');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const up = await new Promise((res) => {
      const socket = connect(NGINX_TEST.remotePorts.at(-1) ?? 0, '127.0.0.1', () => {
        socket.destroy();
        res(true);
      }).on('error', () => res(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('nginx never listened');
}
