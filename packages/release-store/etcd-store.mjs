// The release store in etcd v3, for a fleet: the record under one key; its revision is the key's mod_revision. A swap
// is one transaction — put if the key's mod_revision is still the expected one, else read it — and a layout server
// watches the key from the revision it has (etcd pushes every change; etcd3 resumes the watch from where it was
// after the connection comes back). Client: `etcd3` (docs/deploy.md says why).
import { parseReleaseRecordJson } from '@campus/contract/release-state';
import { ExponentialBackoff } from 'cockatiel';
import { Etcd3 } from 'etcd3';
import { conflictMessage, SEEDED_BY, stateOf } from './document.mjs';

/**
 * @typedef {import('./store.mjs').ReleaseStore} ReleaseStore
 * @typedef {import('./store.mjs').Snapshot} Snapshot
 * @param {{ url: string, hosts: string[], key: string, seed: () => import('@campus/contract/manifest').Manifest }} options
 * @returns {ReleaseStore}
 */
export function openEtcdStore({ url, hosts, key, seed }) {
  const client = new Etcd3({
    hosts,
    dialTimeout: 3000,
    // A dead peer noticed within seconds, not at the next write (a layout server says 'lost' in its health). Not under
    // 5 s: etcd's --grpc-keepalive-min-time (5 s by default) answers faster pings with "too many pings" and drops the
    // connection, so the watch said 'lost' every few seconds.
    grpcOptions: { 'grpc.keepalive_time_ms': 6000, 'grpc.keepalive_timeout_ms': 2000 },
    // A watch stream broken by an outage is tried again within a second, not backed off to cockatiel's 30 s: the
    // layout servers catch up on the first try after the store returns.
    // (etcd3 declares an IBackoff but calls next() on it first, as on its own default, `new ExponentialBackoff()`.)
    faultHandling: {
      watchBackoff: /** @type {import('cockatiel').IBackoff<unknown>} */ (
        /** @type {unknown} */ (new ExponentialBackoff({ initialDelay: 100, maxDelay: 1000 }))
      ),
    },
  });

  /** @param {{ value: Buffer, mod_revision: string }} kv @returns {Snapshot} */
  function snapshotOf(kv) {
    const read = parseReleaseRecordJson(kv.value.toString('utf8'), `${url} ${key}`);
    if (!read.ok) throw new Error(read.message);
    return { revision: Number(kv.mod_revision), ...read.value };
  }

  /** @type {ReleaseStore['swap']} */
  async function swap(expected, next, { who, what }) {
    const record = JSON.stringify({ state: next, who, what, at: new Date().toISOString() });
    const result = await client
      .if(key, 'Mod', '==', expected)
      .then(client.put(key).value(record))
      .else(client.get(key))
      .commit();
    if (result.succeeded) return { ok: true, revision: Number(result.header.revision) };
    const kv = result.responses[0]?.response_range?.kvs[0];
    if (!kv) throw new Error(`${url}: the swap was refused and ${key} is absent`);
    const current = snapshotOf(kv);
    return { ok: false, current, message: conflictMessage(expected, current) };
  }

  /** @type {ReleaseStore['read']} */
  async function read() {
    const got = await client.get(key).exec();
    const kv = got.kvs[0];
    if (kv) return snapshotOf(kv);
    // First use: the seed's lines (the shell's) (a second reader seeding at once is refused, and reads the first's).
    const seeded = await swap(0, stateOf(seed()), SEEDED_BY);
    if (!seeded.ok) return seeded.current;
    const again = (await client.get(key).exec()).kvs[0];
    if (!again) throw new Error(`${url}: ${key} could not be seeded`);
    return snapshotOf(again);
  }

  /** @type {ReleaseStore['watch']} */
  function watch(fromRevision, onChange, onStatus) {
    // The watcher at once (not create()'s promise, which waits for the stream): a store down before the stream is
    // made is 'lost' from the first failed try, not silent until it returns.
    const watcher = client
      .watch()
      .key(key)
      .startRevision(String(fromRevision + 1))
      .watcher();
    watcher.on('connected', () => onStatus?.('connected'));
    watcher.on('disconnected', () => onStatus?.('lost'));
    watcher.on('error', () => onStatus?.('lost'));
    watcher.on('put', (kv) => {
      try {
        onChange(snapshotOf(/** @type {{ value: Buffer, mod_revision: string }} */ (kv)));
      } catch {
        // A record that does not parse is not served; the next good one is.
      }
    });
    return () => void watcher.cancel().catch(() => undefined);
  }

  return { url, read, swap, watch, close: async () => client.close() };
}
