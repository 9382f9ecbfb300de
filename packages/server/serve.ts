#!/usr/bin/env node
/**
 * `npm start`'s server: the site of site.ts, listening.
 *
 *   node packages/server/serve.ts               all six apps (ports: apps.json)
 *   node packages/server/serve.ts mfe-menu=./other/dist:4274   serve one more directory as a remote (repeatable)
 *   node packages/server/serve.ts --mono        the single-bundle baseline (mono/dist) on :4180
 *   node packages/server/serve.ts --only=shell  one app (e.g. the layout server alone, behind nginx: docs/deploy.md)
 *   node packages/server/serve.ts --only=shell --port=4301 --release-store=etcd://127.0.0.1:2379
 *                                               one layout server of a fleet: its port, and the release store it
 *                                               watches (default: RELEASE_STORE, else the embedded .release-store/)
 *   … --ops-port=9173 --beacon-sample=0.1        the operator port (/metrics, /_/figures, /_/releases; default: the
 *                                               page port + 5000, loopback only) and the share of visitors whose
 *                                               pages report their visit (default 1: every one)
 *   … --prometheus=http://127.0.0.1:9090        the fleet's Prometheus (default: PROMETHEUS_URL): the operator page
 *                                               reads every server's figures from it
 *   node packages/server/serve.ts --workers=2   the same in N processes sharing the ports (node:cluster): nothing is
 *                                               kept between requests but caches, so any process serves any page
 */
import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:http';
import { readPreviewSecret } from '@campus/release-store/preview-secret';
import { fileStoreDir } from '@campus/release-store/store';
import { createSite, opsPortOf, parseServeArgs, servedApps } from './site.ts';
import { createSupervisor, type WorkersHealth } from './supervisor.ts';

/** The message the primary sends its workers: what the workers went through (restarts, the last exit). */
const WORKERS_MESSAGE = 'campus:workers';

// React's server render reads this when it is first imported (by the composer, on the first page request).
process.env.NODE_ENV ??= 'production';

// The layout server faces the internet: only on a Node that still gets security fixes (24 LTS; the repository's npm
// scripts run the one `npm install` brings, node_modules/.bin/node).
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
if (NODE_MAJOR < 24) {
  console.error(
    `[serve] Node ${process.version} is past its end of life: run the layout server on Node 24 (\`npm run serve\` uses the one \`npm install\` brings)`,
  );
  process.exit(1);
}

const options = parseServeArgs(process.argv.slice(2));
if (options.workers > 1 && cluster.isPrimary) {
  // A worker that dies is replaced — after a delay that grows while it keeps dying (supervisor.ts); the others go on
  // serving meanwhile, and each says in /healthz what the workers went through.
  let told: WorkersHealth | null = null;
  const tell = (worker: Worker) => {
    if (told && worker.isConnected()) worker.send({ type: WORKERS_MESSAGE, health: told });
  };
  const supervisor = createSupervisor({
    workers: options.workers,
    fork: () => {
      const worker = cluster.fork();
      worker.once('online', () => tell(worker));
      return { onExit: (listener) => void worker.once('exit', listener) };
    },
    onChange: (health) => {
      told = health;
      for (const worker of Object.values(cluster.workers ?? {})) if (worker) tell(worker);
    },
  });
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      supervisor.stop();
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
      process.exit(0);
    });
  }
} else {
  let site: ReturnType<typeof createSite>;
  try {
    const apps = servedApps(options, { onlyExtra: process.env.SERVE_ONLY_EXTRA === '1' });
    const preview = readPreviewSecret({ env: process.env.PREVIEW_SECRET, dir: fileStoreDir(options.releaseStore) });
    if (!preview) console.warn('[serve] previews are off: no PREVIEW_SECRET');
    site = createSite({
      apps,
      shellOrigin: process.env.SHELL_ORIGIN,
      releaseStore: options.releaseStore,
      previewSecret: preview?.secret ?? null,
      beaconSample: options.beaconSample,
      prometheus: options.prometheus,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(JSON.stringify({ event: 'server:start', node: process.version, pid: process.pid }));
  for (const { app, handle } of site.handlers) {
    // Loopback only, IPv4 and IPv6, so "localhost" works whichever the browser tries first.
    createServer(handle).listen(app.port, '127.0.0.1', () => {
      console.log(`[serve] ${app.name.padEnd(12)} http://localhost:${app.port}  (${app.dir})`);
    });
    createServer(handle)
      .on('error', () => undefined)
      .listen(app.port, '::1');
  }
  // The operator port (/metrics, /_/figures, /_/releases): loopback only, beside the composing shell's port — never a
  // port nginx proxies to. With --workers=N each worker counts its own pages: the port answers from one of them.
  const shell = site.handlers.find(({ app }) => app.name === 'shell');
  if (shell && site.live) {
    const opsPort = options.opsPort ?? opsPortOf(shell.app.port);
    createServer(site.operator)
      .on('error', (error) => console.error(`[serve] operator port ${opsPort}: ${error.message}`))
      .listen(opsPort, '127.0.0.1', () => console.log(`[serve] operator     http://127.0.0.1:${opsPort}/_/releases`));
  }
  // A worker of several: what the primary says of the workers goes into its /healthz.
  process.on('message', (message) => {
    const told = message as { type?: unknown; health?: WorkersHealth };
    if (told?.type === WORKERS_MESSAGE && told.health) site.setWorkersHealth(told.health);
  });
  // Each remote's server module loaded once its host answers (the remotes start above, in this same process).
  setTimeout(() => void site.warm(), 200).unref();
  const running = site;
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      void running.close().finally(() => process.exit(0));
      setTimeout(() => process.exit(0), 1000).unref();
    });
  }
}
