// @vitest-environment node
// Both backends through the one interface: the embedded folder, and etcd (a server of our own on loopback ports, in a
// temp data dir, started and stopped here; skipped, saying so, only where /usr/bin/etcd is not installed — and under
// CI=true not skipped: a missing etcd fails the run).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from '@campus/contract/manifest';
import { Etcd3 } from 'etcd3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETCD_ARCHIVE_PREFIX, ETCD_CALL_MS } from './etcd-store.mjs';
import { ARCHIVE_FILE } from './file-store.mjs';
import {
  DEFAULT_STORE_URL,
  KEPT_LINES,
  openReleaseStore,
  type ReleaseState,
  type ReleaseStore,
  type Snapshot,
  seedReleaseStore,
  shellManifest,
  storeUrlFrom,
  update,
} from './store.mjs';

const ETCD = '/usr/bin/etcd';
const ETCD_PORT = 23800;
const line = (name: string, entry: string) => ({ name, entry, routes: [`/${name}`] });
const SEED: Manifest = {
  remotes: [
    line('mfe_menu', 'http://localhost:4174/remoteEntry.js'),
    line('mfe_info', 'http://localhost:4178/remoteEntry.js'),
  ],
};

/** A release of `name` as the release tool makes one: its line switched, pushed on its history, logged. */
const releasing =
  (name: string, entry: string) =>
  (state: ReleaseState): ReleaseState => {
    const index = state.manifest.remotes.findIndex((r) => r.name === name);
    const current = state.manifest.remotes[index];
    if (!current) throw new Error(`no ${name}`);
    const next = { ...current, entry };
    state.manifest.remotes[index] = next;
    state.history.releases[name] = [...(state.history.releases[name] ?? [current]), next];
    state.history.log.push({
      at: new Date().toISOString(),
      remote: name,
      action: 'release',
      from: current.entry,
      to: entry,
    });
    return state;
  };

const entryOf = (state: ReleaseState, name: string) => state.manifest.remotes.find((r) => r.name === name)?.entry;

async function startEtcd(dir: string): Promise<ChildProcess> {
  const etcd = spawn(
    ETCD,
    [
      '--data-dir',
      join(dir, 'data'),
      '--listen-client-urls',
      `http://127.0.0.1:${ETCD_PORT}`,
      '--advertise-client-urls',
      `http://127.0.0.1:${ETCD_PORT}`,
      '--listen-peer-urls',
      `http://127.0.0.1:${ETCD_PORT + 1}`,
      '--initial-advertise-peer-urls',
      `http://127.0.0.1:${ETCD_PORT + 1}`,
      '--initial-cluster',
      `default=http://127.0.0.1:${ETCD_PORT + 1}`,
    ],
    { stdio: 'ignore' },
  );
  let exited = false;
  etcd.once('exit', () => {
    exited = true;
  });
  for (let i = 0; i < 100 && !exited; i++) {
    const up = await fetch(`http://127.0.0.1:${ETCD_PORT}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return etcd;
    await new Promise((r) => setTimeout(r, 100));
  }
  etcd.kill();
  throw new Error(`etcd did not start on :${ETCD_PORT}${exited ? ' (it exited: is the port taken?)' : ''}`);
}

/** Until `done()` holds, asked every 20 ms for at most `ms`: a state waited for, never a fixed time. */
async function until(done: () => boolean, ms = 10_000) {
  for (const end = Date.now() + ms; !done() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
}

/** Every record the watch pushes, until `until` holds. */
function watchUntil(store: ReleaseStore, from: number, until: (s: Snapshot) => boolean) {
  const seen: Snapshot[] = [];
  let stop = () => {};
  const done = new Promise<Snapshot[]>((resolve) => {
    stop = store.watch(from, (s) => {
      seen.push(s);
      if (until(s)) resolve(seen);
    });
  });
  return { done: done.finally(() => stop()), stop: () => stop() };
}

const backends: {
  name: string;
  skip: string | false;
  open: () => ReleaseStore;
  setup?: () => Promise<() => Promise<void>>;
}[] = [];
let fileDir = '';
backends.push({
  name: 'file',
  skip: false,
  open: () => openReleaseStore(`file:${fileDir}`, { seed: () => SEED }),
  setup: async () => {
    fileDir = mkdtempSync(join(tmpdir(), 'release-store-'));
    return async () => rmSync(fileDir, { recursive: true, force: true });
  },
});
let etcdProcess: ChildProcess | undefined;
let etcdDir = '';
backends.push({
  name: 'etcd',
  // Under CI a missing etcd is a failure (setup says so), never a silent skip.
  skip:
    existsSync(ETCD) || process.env.CI
      ? false
      : `${ETCD} is not installed (apt-get install etcd-server): the etcd backend is not tested`,
  open: () => openReleaseStore(`etcd://127.0.0.1:${ETCD_PORT}`, { seed: () => SEED }),
  setup: async () => {
    if (!existsSync(ETCD)) throw new Error(`${ETCD} is not installed (apt-get install etcd-server); CI tests etcd`);
    const dir = mkdtempSync(join(tmpdir(), 'release-store-etcd-'));
    etcdDir = dir;
    etcdProcess = await startEtcd(dir);
    return async () => {
      etcdProcess?.kill();
      await new Promise((r) => etcdProcess?.once('exit', r));
      rmSync(dir, { recursive: true, force: true });
    };
  },
});

describe.each(backends)('the $name release store', ({ name, skip, open, setup }) => {
  if (skip) console.warn(`[release-store] skipped: ${skip}`);
  const opened: ReleaseStore[] = [];
  const store = () => {
    const s = open();
    opened.push(s);
    return s;
  };
  let teardown = async () => {};
  beforeAll(async () => {
    if (!skip && setup) teardown = await setup();
  }, 20_000);
  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close()));
    await teardown();
  }, 20_000);

  it.skipIf(skip)('starts from the seed, and a swap lands only on the revision it was made from', async () => {
    const a = store();
    const first = await a.read();
    expect(first.state).toEqual({ manifest: SEED, history: { releases: {}, log: [] }, canary: {} });
    const next = releasing(
      'mfe_menu',
      'http://localhost:4174/releases/r1/remoteEntry.js',
    )(structuredClone(first.state));
    const landed = await a.swap(first.revision, next, { who: 'team-menu@a', what: 'release mfe_menu r1' });
    expect(landed).toEqual({ ok: true, revision: expect.any(Number) });
    if (!landed.ok) return;
    expect(landed.revision).toBeGreaterThan(first.revision);
    // The same revision again: refused, saying who switched what.
    const late = await store().swap(first.revision, first.state, { who: 'team-info@b', what: 'release mfe_info r9' });
    expect(late.ok).toBe(false);
    if (late.ok) return;
    expect(late.message).toContain('team-menu@a switched release mfe_menu r1');
    expect(late.current.revision).toBe(landed.revision);
    expect((await a.read()).state).toEqual(next);
  });

  it.skipIf(skip)('two releases started at the same moment from two clients both land, in order', async () => {
    // Both read the same revision before either swaps: the second swap must meet the first.
    let arrived = 0;
    let release = () => {};
    const bothRead = new Promise<void>((r) => {
      release = r;
    });
    const meeting = (s: ReleaseStore): ReleaseStore => ({
      ...s,
      read: async () => {
        const got = await s.read();
        arrived += 1;
        if (arrived === 2) release();
        await bothRead;
        return got;
      },
    });
    const [a, b] = [meeting(store()), meeting(store())];
    const before = await store().read();
    const conflicts: string[] = [];
    const [menu, info] = await Promise.all([
      update(a, releasing('mfe_menu', 'http://localhost:4174/releases/r2/remoteEntry.js'), {
        who: 'team-menu@a',
        what: 'release mfe_menu r2',
        onConflict: (m) => conflicts.push(m),
      }),
      update(b, releasing('mfe_info', 'http://localhost:4178/releases/i2/remoteEntry.js'), {
        who: 'team-info@b',
        what: 'release mfe_info i2',
        onConflict: (m) => conflicts.push(m),
      }),
    ]);
    expect(menu.ok && info.ok).toBe(true);
    if (!menu.ok || !info.ok) return;
    expect(menu.revision).not.toBe(info.revision);
    const after = (await store().read()).state;
    expect(entryOf(after, 'mfe_menu')).toBe('http://localhost:4174/releases/r2/remoteEntry.js');
    expect(entryOf(after, 'mfe_info')).toBe('http://localhost:4178/releases/i2/remoteEntry.js');
    // Both in the log, in the order they landed; neither history lost.
    const added = after.history.log.slice(before.state.history.log.length).map((l) => l.remote);
    expect(added).toEqual(menu.revision < info.revision ? ['mfe_menu', 'mfe_info'] : ['mfe_info', 'mfe_menu']);
    expect(after.history.releases.mfe_menu?.map((l) => l.entry).slice(-2)).toEqual([
      'http://localhost:4174/releases/r1/remoteEntry.js',
      'http://localhost:4174/releases/r2/remoteEntry.js',
    ]);
    expect(after.history.releases.mfe_info).toHaveLength(2);
    // The later one met the earlier one's switch, named.
    expect(conflicts.length).toBeGreaterThanOrEqual(1);
    expect(conflicts[0]).toMatch(/team-(menu|info)@[ab] switched release mfe_/);
  });

  it.skipIf(skip)(
    'ten switches at once from ten clients: none lost',
    async () => {
      const before = (await store().read()).state.history.log.length;
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          update(store(), releasing('mfe_menu', `http://localhost:4174/releases/n${i}/remoteEntry.js`), {
            who: `ci-${i}`,
            what: `release mfe_menu n${i}`,
            retries: 20,
          }),
        ),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      const after = (await store().read()).state;
      expect(after.history.log.length - before).toBe(10);
      const revisions = results.map((r) => (r.ok ? r.revision : 0));
      expect(new Set(revisions).size).toBe(10);
      // The one live is the last to land.
      const last = results[revisions.indexOf(Math.max(...revisions))];
      expect(last?.ok && entryOf(last.state, 'mfe_menu')).toBe(entryOf(after, 'mfe_menu'));
    },
    30_000,
  );

  it.skipIf(skip)('a watch gets every switch after its revision, pushed', async () => {
    const a = store();
    const from = await a.read();
    const watcher = watchUntil(store(), from.revision, (s) => entryOf(s.state, 'mfe_info')?.includes('/w2/') ?? false);
    for (const id of ['w1', 'w2']) {
      await update(a, releasing('mfe_info', `http://localhost:4178/releases/${id}/remoteEntry.js`), {
        what: `release mfe_info ${id}`,
      });
    }
    const seen = await watcher.done;
    expect(seen.map((s) => entryOf(s.state, 'mfe_info')?.split('/')[4])).toEqual(['w1', 'w2']);
    expect(seen.every((s) => s.revision > from.revision)).toBe(true);
  });

  it.skipIf(skip)('a watch from an older revision catches up at once', async () => {
    const live = await store().read();
    const seen = await watchUntil(store(), live.revision - 1, () => true).done;
    expect(seen[0]?.revision).toBe(live.revision);
  });

  if (name === 'etcd') {
    it.skipIf(skip)(
      'a watch says lost when etcd stops, and once it is back delivers what was switched',
      async () => {
        const watching = store();
        const from = await watching.read();
        const statuses: string[] = [];
        const seen: Snapshot[] = [];
        const stop = watching.watch(
          from.revision,
          (s) => seen.push(s),
          (s) => statuses.push(s),
        );
        await until(() => statuses.includes('connected'));
        etcdProcess?.kill('SIGKILL');
        await new Promise((r) => etcdProcess?.once('exit', r));
        await until(() => statuses.at(-1) === 'lost');
        expect(statuses.at(-1)).toBe('lost');

        etcdProcess = await startEtcd(etcdDir);
        const writer = store();
        const done = await update(writer, releasing('mfe_info', 'http://localhost:4178/releases/back/remoteEntry.js'), {
          what: 'a switch after the outage',
        });
        await until(() => seen.some((s) => done.ok && s.revision === done.revision));
        stop();
        expect(statuses.at(-1)).toBe('connected');
        expect(seen.map((s) => entryOf(s.state, 'mfe_info'))).toContain(
          'http://localhost:4178/releases/back/remoteEntry.js',
        );
      },
      30_000,
    );
  }

  it.skipIf(skip)(
    `keeps the last ${KEPT_LINES} lines of a remote in the live document, the older ones in its archive`,
    async () => {
      const a = store();
      const entries = Array.from(
        { length: KEPT_LINES + 5 },
        (_, i) => `http://localhost:4174/releases/k${i}/remoteEntry.js`,
      );
      for (const entry of entries) await update(a, releasing('mfe_menu', entry), { what: `release ${entry}` });
      const kept = (await a.read()).state.history.releases.mfe_menu?.map((l) => l.entry) ?? [];
      expect(kept).toEqual(entries.slice(-KEPT_LINES));
      const archived = (await archiveOf()).flatMap((a) => a.lines.mfe_menu ?? []).map((l) => l.entry);
      expect(archived).toEqual(expect.arrayContaining(entries.slice(0, 5)));
      expect(archived).not.toContain(entries.at(-1));
    },
    30_000,
  );

  /** What switches moved to the store's archive, oldest first. */
  async function archiveOf(): Promise<{ lines: Record<string, { entry: string }[]>; log: unknown[] }[]> {
    if (name === 'file') {
      return readFileSync(join(fileDir, ARCHIVE_FILE), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
    }
    const client = new Etcd3({ hosts: `http://127.0.0.1:${ETCD_PORT}` });
    try {
      const all = await client.getAll().prefix(ETCD_ARCHIVE_PREFIX).sort('Key', 'Ascend').strings();
      return Object.values(all).map((v) => JSON.parse(v));
    } finally {
      client.close();
    }
  }

  if (name === 'etcd') {
    it.skipIf(skip)(
      'a watch from a revision etcd has compacted away reads the record whole, then watches on',
      async () => {
        const writer = store();
        const from = await writer.read();
        for (const id of ['c1', 'c2', 'c3']) {
          await update(writer, releasing('mfe_info', `http://localhost:4178/releases/${id}/remoteEntry.js`), {
            what: `release ${id}`,
          });
        }
        const live = await writer.read();
        const admin = new Etcd3({ hosts: `http://127.0.0.1:${ETCD_PORT}` });
        await admin.kv.compact({ revision: String(live.revision), physical: true });
        admin.close();
        const seen: Snapshot[] = [];
        const stop = store().watch(from.revision, (s) => seen.push(s));
        await until(() => seen.some((s) => s.revision === live.revision));
        const next = await update(writer, releasing('mfe_info', 'http://localhost:4178/releases/c4/remoteEntry.js'), {
          what: 'release c4',
        });
        await until(() => seen.some((s) => next.ok && s.revision === next.revision));
        stop();
        expect(seen.map((s) => entryOf(s.state, 'mfe_info')?.split('/')[4])).toEqual(['c3', 'c4']);
      },
      30_000,
    );

    it.skipIf(skip)(
      'a call to an etcd that does not answer fails within its deadline, saying so',
      async () => {
        // A port that takes connections and never answers: the client dials, then waits on its call.
        const { createServer } = await import('node:net');
        const silent = createServer(() => undefined);
        await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
        const port = (silent.address() as { port: number }).port;
        const dead = openReleaseStore(`etcd://127.0.0.1:${port}`, { seed: () => SEED });
        const started = Date.now();
        await expect(dead.read()).rejects.toThrow(
          /release store etcd:\/\/127\.0\.0\.1:\d+: a read failed \(no answer within 5000 ms\)/,
        );
        // Each attempt has its deadline; etcd3 makes three before it gives up.
        expect(Date.now() - started).toBeLessThan(4 * ETCD_CALL_MS);
        await dead.close();
        silent.close();
      },
      30_000,
    );
  }

  if (name === 'file') {
    it('keeps the last revisions only', async () => {
      const a = store();
      for (let i = 0; i < 60; i++) await update(a, (s) => s, { what: `step ${i}` });
      const files = readdirSync(fileDir).filter((f) => f.endsWith('.json'));
      expect(files.length).toBeLessThanOrEqual(50);
    });
  }
});

describe('which store', () => {
  it.each([
    [['--release-store=etcd://h:2379'], {}, 'etcd://h:2379'],
    [['--release-store', 'file:/x'], { RELEASE_STORE: 'etcd://h:1' }, 'file:/x'],
    [[], { RELEASE_STORE: 'etcd://h:1' }, 'etcd://h:1'],
    [[], {}, DEFAULT_STORE_URL],
  ])('%j with %j → %s', (argv, env, url) => expect(storeUrlFrom(argv, env)).toBe(url));

  it('the default is a folder of its own at the root, outside every dist/', () => {
    expect(DEFAULT_STORE_URL).toMatch(/^file:\/.*\/\.release-store$/);
    expect(DEFAULT_STORE_URL).not.toContain('dist');
  });

  it('refuses what it does not know', () => expect(() => openReleaseStore('redis://x')).toThrow('expected file:'));
});

describe('what an empty store starts from', () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const dir of roots) rmSync(dir, { recursive: true, force: true });
  });
  const tempRoot = () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-store-seed-'));
    roots.push(dir);
    return dir;
  };

  it("the shell's own remotes.json, with no build of it", async () => {
    const root = tempRoot();
    mkdirSync(join(root, 'shell/public'), { recursive: true });
    writeFileSync(join(root, 'shell/public/remotes.json'), JSON.stringify(SEED));
    expect(shellManifest(root)).toEqual(SEED);
    const snapshot = await seedReleaseStore(`file:${join(root, 'store')}`, shellManifest(root));
    expect(snapshot).toMatchObject({ revision: 1, state: { manifest: SEED } });
  });

  it('says which file it missed', () => {
    const root = tempRoot();
    expect(() => shellManifest(root)).toThrow(join(root, 'shell/public/remotes.json'));
  });

  it('a store in use is not seeded again', async () => {
    const url = `file:${join(tempRoot(), 'store')}`;
    await seedReleaseStore(url, SEED);
    const other: Manifest = { remotes: [line('mfe_cart', 'http://localhost:4177/remoteEntry.js')] };
    expect((await seedReleaseStore(url, other)).state.manifest).toEqual(SEED);
  });
});
