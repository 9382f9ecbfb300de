#!/usr/bin/env node
/**
 * The release store over a long life (issue #50): `npm run bench:store`. 2,000 switches — releases and rollbacks of
 * five remotes in turn, each one `update()` as the release tool makes it — against the embedded store (a temp folder)
 * and etcd (Debian's, started here on loopback ports in a temp folder; skipped, saying so, without it). Every 200
 * switches: the live document's size and the mean time of a switch over the last 200. `--untrimmed` also runs the
 * same switches with the history never cut (each swap made directly, as before the store kept it small), for
 * comparison.
 *
 *   node scripts/bench-release-store.ts [--switches=2000] [--untrimmed]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from '@campus/contract/manifest';
import { openReleaseStore, type ReleaseState, update } from '../packages/release-store/store.ts';
import { waitForServer } from './nginx-front.ts';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const SWITCHES = Number(arg('switches', '2000'));
const EVERY = SWITCHES / 10;
const UNTRIMMED = process.argv.includes('--untrimmed');
const ETCD = '/usr/bin/etcd';
const ETCD_PORT = 23890;
const REMOTES = ['mfe_menu', 'mfe_builder', 'mfe_plans', 'mfe_cart', 'mfe_info'];
/** A line as a release writes one (~0.5 KB: its routes and server pin). */
type Line = Manifest['remotes'][number];
const line = (name: string, n: number): Line => ({
  name,
  entry: `https://${name}.campusbowls.example/releases/${n.toString(16).padStart(16, '0')}/remoteEntry.js`,
  routes: ['/menu/*', '/bowl/*', '/item/*', '/product/*', '/bowls-by-country/*', '/smart-value'],
  server: {
    module: `https://${name}.campusbowls.example/releases/${n.toString(16).padStart(16, '0')}/server/render.mjs`,
    sha256: 'f'.repeat(64),
  },
});
const SEED: Manifest = { remotes: REMOTES.map((name) => line(name, 0)) };
/** One row of a table: the document's size and the mean time of a switch after so many switches. */
type Row = { switches: number; kb: number; ms: number };

/** The i-th switch: a release of remote i mod 5 (every third one a rollback, when it has one to go back to). */
function change(i: number) {
  const name = REMOTES[i % REMOTES.length] ?? 'mfe_menu';
  return (state: ReleaseState): ReleaseState => {
    const index = state.manifest.remotes.findIndex((r) => r.name === name);
    // Every remote is in the seed's manifest, and a rollback's stack has a line before the live one.
    const live = state.manifest.remotes[index] as Line;
    const stack = state.history.releases[name] ?? [live];
    const back = i % 3 === 2 && stack.length > 1;
    const next = back ? (stack.at(-2) as Line) : line(name, i + 1);
    state.manifest.remotes[index] = next;
    state.history.releases[name] = back ? stack.slice(0, -1) : [...stack, next];
    state.history.log.push({
      at: new Date().toISOString(),
      remote: name,
      action: back ? 'rollback' : 'release',
      from: live.entry,
      to: next.entry,
      who: 'bench@here',
    });
    return state;
  };
}

async function run(url: string, trimmed: boolean) {
  const store = openReleaseStore(url, { seed: () => SEED });
  const rows: Row[] = [];
  let ms = 0;
  try {
    await store.read();
    for (let i = 0; i < SWITCHES; i++) {
      const started = performance.now();
      if (trimmed) {
        const done = await update(store, change(i), { who: 'bench@here', what: `switch ${i}` });
        if (!done.ok) throw new Error(done.message);
      } else {
        const now = await store.read();
        const swapped = await store.swap(now.revision, change(i)(structuredClone(now.state)), {
          who: 'bench@here',
          what: `switch ${i}`,
        });
        if (!swapped.ok) throw new Error(swapped.message);
      }
      ms += performance.now() - started;
      if ((i + 1) % EVERY === 0) {
        const { state } = await store.read();
        rows.push({ switches: i + 1, kb: JSON.stringify(state).length / 1024, ms: ms / EVERY });
        ms = 0;
      }
    }
  } finally {
    await store.close();
  }
  return rows;
}

async function withEtcd(use: (url: string) => Promise<Row[]>): Promise<Row[] | null> {
  if (!existsSync(ETCD)) {
    console.log(`[bench:store] ${ETCD} is not installed (apt-get install etcd-server): etcd skipped`);
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-store-etcd-'));
  const etcd = spawn(
    ETCD,
    [
      '--name=bench',
      `--data-dir=${dir}/data`,
      `--listen-client-urls=http://127.0.0.1:${ETCD_PORT}`,
      `--advertise-client-urls=http://127.0.0.1:${ETCD_PORT}`,
      `--listen-peer-urls=http://127.0.0.1:${ETCD_PORT + 1}`,
      `--initial-advertise-peer-urls=http://127.0.0.1:${ETCD_PORT + 1}`,
      `--initial-cluster=bench=http://127.0.0.1:${ETCD_PORT + 1}`,
      '--log-level=error',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForServer(`http://127.0.0.1:${ETCD_PORT}/health`, 30_000);
    return await use(`etcd://127.0.0.1:${ETCD_PORT}`);
  } finally {
    etcd.kill();
    await new Promise((r) => etcd.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withFolder(use: (url: string) => Promise<Row[]>): Promise<Row[] | null> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-store-file-'));
  try {
    return await use(`file:${dir}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const table = (title: string, rows: Row[]) =>
  [
    `${title}:`,
    '',
    `| switches | document KB | ms a switch (mean of the last ${EVERY}) |`,
    '|---|---|---|',
    ...rows.map((r) => `| ${r.switches} | ${r.kb.toFixed(1)} | ${r.ms.toFixed(1)} |`),
    '',
  ].join('\n');

const out: string[] = [];
for (const [name, backend] of [
  ['the embedded store (a folder)', withFolder],
  ['etcd 3.4', withEtcd],
] as const) {
  for (const trimmed of UNTRIMMED ? [true, false] : [true]) {
    const rows = await backend((url) => run(url, trimmed));
    if (rows) out.push(table(`${name}, ${trimmed ? 'as it keeps it' : 'the history never cut'}`, rows));
  }
}
console.log(out.join('\n'));
