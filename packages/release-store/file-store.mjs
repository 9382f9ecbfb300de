// The embedded release store: a folder of its own, one file per revision (`<n>.json`, the record whole). A swap writes
// the next revision beside it and hard-links it to the next number: link(2) fails when that name exists, so of two
// switches made from the same revision exactly one lands (a compare-and-swap the file system does, with no lock to
// leave behind), and a reader never sees a half-written file. Watched with fs.watch (inotify): no polling. What a switch
// cuts from the live document's history is appended to `archive.jsonl` beside the revisions (one line a switch).
import { randomBytes } from 'node:crypto';
import { watch as fsWatch } from 'node:fs';
import { appendFile, link, mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseReleaseRecordJson } from '@campus/contract/release-state';
import { conflictMessage, SEEDED_BY, stateOf } from './document.mjs';

/** Revisions kept behind the live one (an audit trail; older ones are removed by the switch that passes them). */
const KEPT = 50;
const NAME = /^(\d+)\.json$/;
/** The append-only record of what switches cut from the live document's history, one JSON line a switch. */
export const ARCHIVE_FILE = 'archive.jsonl';

/**
 * @typedef {import('./store.mjs').ReleaseStore} ReleaseStore
 * @typedef {import('./store.mjs').Snapshot} Snapshot
 * @param {{ url: string, dir: string, seed: () => import('@campus/contract/manifest').Manifest }} options
 * @returns {ReleaseStore}
 */
export function openFileStore({ url, dir, seed }) {
  const file = (/** @type {number} */ revision) => join(dir, `${revision}.json`);

  async function revisions() {
    let names;
    try {
      names = await readdir(dir);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
      throw error;
    }
    return names.flatMap((name) => {
      const m = NAME.exec(name);
      return m ? [Number(m[1])] : [];
    });
  }

  /** The live record, or null while the store is empty. @returns {Promise<Snapshot | null>} */
  async function latest() {
    for (;;) {
      const revision = Math.max(0, ...(await revisions()));
      if (revision === 0) return null;
      let text;
      try {
        text = await readFile(file(revision), 'utf8');
      } catch (error) {
        // Removed as too old by a switch made meanwhile: the newer one is there.
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') continue;
        throw error;
      }
      const read = parseReleaseRecordJson(text, `${file(revision)}`);
      if (!read.ok) throw new Error(read.message);
      return { revision, ...read.value };
    }
  }

  /** @type {ReleaseStore['swap']} */
  async function swap(expected, next, { who, what }, archived = null) {
    const current = await latest();
    if ((current?.revision ?? 0) !== expected && current) {
      return { ok: false, current, message: conflictMessage(expected, current) };
    }
    await mkdir(dir, { recursive: true });
    const record = { state: next, who, what, at: new Date().toISOString() };
    const tmp = join(dir, `.incoming-${process.pid}-${randomBytes(6).toString('hex')}`);
    await writeFile(tmp, `${JSON.stringify(record, null, 2)}\n`);
    const revision = expected + 1;
    try {
      await link(tmp, file(revision));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const now = await latest();
      if (!now) throw error;
      return { ok: false, current: now, message: conflictMessage(expected, now) };
    } finally {
      await unlink(tmp).catch(() => undefined);
    }
    // After the switch landed, so only what left the live document is recorded (a crash between the two loses
    // that record, not the switch).
    if (archived) await appendFile(join(dir, ARCHIVE_FILE), `${JSON.stringify({ revision, ...archived })}\n`);
    const old = (await revisions()).filter((r) => r <= revision - KEPT);
    await Promise.all(old.map((r) => rm(file(r), { force: true })));
    return { ok: true, revision };
  }

  /** @type {ReleaseStore['read']} */
  async function read() {
    const current = await latest();
    if (current) return current;
    // First use: the seed's lines (the shell's), as revision 1 (a second reader seeding at once is refused, and reads it).
    await swap(0, stateOf(seed()), SEEDED_BY);
    const seeded = await latest();
    if (!seeded) throw new Error(`release store ${url}: could not be seeded`);
    return seeded;
  }

  /** @type {ReleaseStore['watch']} */
  function watch(fromRevision, onChange, onStatus) {
    let last = fromRevision;
    let closed = false;
    let reading = false;
    let again = false;
    /** @type {import('node:fs').FSWatcher | null} */
    let watcher = null;
    /** @type {NodeJS.Timeout | undefined} */
    let retry;
    // One read at a time; events that come meanwhile ask for one more.
    const check = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          const current = await latest().catch(() => null);
          if (!closed && current && current.revision > last) {
            last = current.revision;
            onChange(current);
          }
        } while (again && !closed);
      } finally {
        reading = false;
      }
    };
    const start = async () => {
      if (closed) return;
      try {
        await mkdir(dir, { recursive: true });
        watcher = fsWatch(dir, () => void check());
        watcher.on('error', () => {
          watcher?.close();
          onStatus?.('lost');
          // The folder went away (a disk unmounted): watched again once it is back.
          retry = setTimeout(() => void start(), 1000);
        });
        onStatus?.('connected');
        await check();
      } catch {
        onStatus?.('lost');
        retry = setTimeout(() => void start(), 1000);
      }
    };
    void start();
    return () => {
      closed = true;
      clearTimeout(retry);
      watcher?.close();
    };
  }

  return { url, read, swap, watch, close: async () => undefined };
}
