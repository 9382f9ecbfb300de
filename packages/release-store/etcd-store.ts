// The release store in etcd v3, for a fleet: the record under one key; its revision is the key's mod_revision. A swap
// is one transaction — put if the key's mod_revision is still the expected one (with what it cuts from the history,
// under the archive's prefix), else read it — and a layout server watches the key from the revision it has (etcd
// pushes every change; etcd3 resumes the watch from where it was after the connection comes back; a watch whose
// revision etcd has compacted away reads the record whole and watches on from there). Every call that is not a
// stream has a deadline. Client: `etcd3` (docs/release-store.md says why).
import { randomBytes } from 'node:crypto';
import type { Manifest } from '@campus/contract/manifest';
import { parseReleaseRecordJson } from '@campus/contract/release-state';
import { ExponentialBackoff, type IBackoff } from 'cockatiel';
import { Etcd3, type Watcher } from 'etcd3';
import { conflictMessage, SEEDED_BY, stateOf } from './document.ts';
import type { ReleaseStore, Snapshot } from './store.ts';

/** The longest one etcd call (a read, a transaction) may take before it fails with a clear error. */
export const ETCD_CALL_MS = 5000;

/** Where a switch puts what it cuts from the live document's history: one key a switch, under this prefix. */
export const ETCD_ARCHIVE_PREFIX = 'campus/release-archive/';

export function openEtcdStore({
  url,
  hosts,
  key,
  seed,
  callMs = ETCD_CALL_MS,
}: {
  url: string;
  hosts: string[];
  key: string;
  seed: () => Manifest;
  callMs?: number;
}): ReleaseStore {
  const client = new Etcd3({
    hosts,
    dialTimeout: 3000,
    // A deadline on every call but the watch stream: a store that stops answering fails the call, never hangs it.
    defaultCallOptions: (context) => (context.isStream ? {} : { deadline: Date.now() + callMs }),
    // A dead peer noticed within seconds, not at the next write (a layout server says 'lost' in its health). Not under
    // 5 s: etcd's --grpc-keepalive-min-time (5 s by default) answers faster pings with "too many pings" and drops the
    // connection, so the watch said 'lost' every few seconds.
    grpcOptions: { 'grpc.keepalive_time_ms': 6000, 'grpc.keepalive_timeout_ms': 2000 },
    // A watch stream broken by an outage is tried again within a second, not backed off to cockatiel's 30 s: the
    // layout servers catch up on the first try after the store returns.
    // (etcd3 declares an IBackoff but calls next() on it first, as on its own default, `new ExponentialBackoff()`.)
    faultHandling: {
      watchBackoff: new ExponentialBackoff({ initialDelay: 100, maxDelay: 1000 }) as unknown as IBackoff<unknown>,
    },
  });

  /** A call to etcd, its failure said in words: which store, what was asked, and why (a deadline: how long). */
  async function ask<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const late = /deadline/i.test(reason) ? ` (no answer within ${callMs} ms)` : '';
      throw new Error(`release store ${url}: ${what} failed${late}: ${reason}`);
    }
  }

  function snapshotOf(kv: { value: Buffer; mod_revision: string }): Snapshot {
    const read = parseReleaseRecordJson(kv.value.toString('utf8'), `${url} ${key}`);
    if (!read.ok) throw new Error(read.message);
    return { revision: Number(kv.mod_revision), ...read.value };
  }

  const swap: ReleaseStore['swap'] = async (expected, next, { who, what }, archived = null) => {
    const record = JSON.stringify({ state: next, who, what, at: new Date().toISOString() });
    // Unique per landed switch: only one swap from `expected` can land.
    const archiveKey = `${ETCD_ARCHIVE_PREFIX}${String(expected).padStart(12, '0')}-${randomBytes(4).toString('hex')}`;
    const result = await ask('a swap', () =>
      client
        .if(key, 'Mod', '==', expected)
        .then(
          client.put(key).value(record),
          ...(archived ? [client.put(archiveKey).value(JSON.stringify(archived))] : []),
        )
        .else(client.get(key))
        .commit(),
    );
    if (result.succeeded) return { ok: true, revision: Number(result.header.revision) };
    const kv = result.responses[0]?.response_range?.kvs[0];
    if (!kv) throw new Error(`${url}: the swap was refused and ${key} is absent`);
    const current = snapshotOf(kv);
    return { ok: false, current, message: conflictMessage(expected, current) };
  };

  const read: ReleaseStore['read'] = async () => {
    const got = await ask('a read', () => client.get(key).exec());
    const kv = got.kvs[0];
    if (kv) return snapshotOf(kv);
    // First use: the seed's lines (the shell's) (a second reader seeding at once is refused, and reads the first's).
    const seeded = await swap(0, stateOf(seed()), SEEDED_BY);
    if (!seeded.ok) return seeded.current;
    const again = (await ask('a read', () => client.get(key).exec())).kvs[0];
    if (!again) throw new Error(`${url}: ${key} could not be seeded`);
    return snapshotOf(again);
  };

  const watch: ReleaseStore['watch'] = (fromRevision, onChange, onStatus) => {
    let last = fromRevision;
    let closed = false;
    let watcher: Watcher | null = null;
    let retry: NodeJS.Timeout | undefined;
    const deliver = (snapshot: Snapshot) => {
      if (closed || snapshot.revision <= last) return;
      last = snapshot.revision;
      onChange(snapshot);
    };
    // etcd cancels a watch whose start revision it has compacted away (etcd3 says 'error' and drops the watcher): the
    // record is read whole, delivered if newer, and watched on from its revision — tried again while etcd is down.
    const resume = async () => {
      if (closed) return;
      try {
        deliver(await read());
        start();
      } catch {
        onStatus?.('lost');
        retry = setTimeout(() => void resume(), 1000);
      }
    };
    const start = () => {
      // The watcher at once (not create()'s promise, which waits for the stream): a store down before the stream is
      // made is 'lost' from the first failed try, not silent until it returns.
      const current = client
        .watch()
        .key(key)
        .startRevision(String(last + 1))
        .watcher();
      watcher = current;
      current.on('connected', () => onStatus?.('connected'));
      current.on('disconnected', () => onStatus?.('lost'));
      current.on('error', (error) => {
        if (closed || watcher !== current) return;
        onStatus?.('lost');
        // Canceled by etcd (a compacted revision, among others): the watcher is gone — read and watch anew.
        if (/canceled|compacted/i.test(error instanceof Error ? error.message : String(error))) {
          watcher = null;
          void current.cancel().catch(() => undefined);
          void resume();
        }
      });
      current.on('put', (kv) => {
        try {
          deliver(snapshotOf(kv));
        } catch {
          // A record that does not parse is not served; the next good one is.
        }
      });
    };
    start();
    return () => {
      closed = true;
      clearTimeout(retry);
      void watcher?.cancel().catch(() => undefined);
    };
  };

  return { url, read, swap, watch, close: async () => client.close() };
}
