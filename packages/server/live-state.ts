// What a layout server serves: the release store's record at one revision, switched as the store pushes a new one
// (a watch from the revision it has: no polling of ours), after the new revision's parts are warmed — so the first
// customer after a switch does not pay for the render. When the store is lost the last known good revision goes on
// being served, /healthz says so, and the store is read again the moment it is back (a switch missed meanwhile is
// caught up). Each page is composed from one snapshot, whose revision it names.

import type { ReleaseStore, Snapshot } from '@campus/release-store/store';

export type { ReleaseStore, Snapshot };
/**
 * `warmed`: the served revision's parts were loaded (its warming finished, not only its budget ran out) — a server
 * that has just started and says so composes its first pages from memory, not from cold requests to the remotes.
 */
export type Health = { revision: number | null; store: 'connected' | 'lost'; since: string; warmed: boolean };

/** The longest a switch waits for its warming: past it, the new revision is served anyway (its parts load on demand). */
export const WARM_BUDGET_MS = 700;

/** How soon the store is asked again when it could not be read (a server started while the store is down). */
const RETRY_MS = 1000;

export function createLiveState({
  store,
  warm = async () => undefined,
  warmBudgetMs = WARM_BUDGET_MS,
  log = (line) => console.error(JSON.stringify(line)),
}: {
  store: ReleaseStore;
  warm?: (snapshot: Snapshot) => Promise<unknown>;
  warmBudgetMs?: number;
  log?: (line: Record<string, unknown>) => void;
}) {
  let current: Snapshot | null = null;
  let status: 'connected' | 'lost' = 'connected';
  let since = new Date().toISOString();
  /** The newest revision pushed: a slower warming of an older one never switches back to it. */
  let newest = 0;
  /** The newest revision whose warming has settled (done, or failed: its parts then load on demand). */
  let warmed = 0;
  let closed = false;
  let stopWatch: () => void = () => undefined;
  let retry: NodeJS.Timeout | undefined;

  function setStatus(next: 'connected' | 'lost') {
    if (closed || next === status) return;
    status = next;
    since = new Date().toISOString();
    log({ event: `store:${next}`, store: store.url, revision: current?.revision ?? null });
    // Back: read once, so that a switch made while the store was out of reach is served now.
    if (next === 'connected') void store.read().then(offer, () => undefined);
  }

  /** A snapshot from the store: warmed (within its budget), then served if nothing newer came meanwhile. */
  async function offer(snapshot: Snapshot) {
    if (closed || snapshot.revision <= Math.max(newest, current?.revision ?? 0)) return;
    newest = snapshot.revision;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const warming = warm(snapshot)
      .catch(() => undefined)
      .finally(() => {
        warmed = Math.max(warmed, snapshot.revision);
      });
    await Promise.race([
      warming,
      new Promise((resolve) => {
        timer = setTimeout(resolve, warmBudgetMs);
      }),
    ]);
    clearTimeout(timer);
    if (closed || snapshot.revision < newest || snapshot.revision <= (current?.revision ?? 0)) return;
    const from = current?.revision ?? null;
    current = snapshot;
    log({
      event: 'release:switched',
      from,
      revision: snapshot.revision,
      by: snapshot.who,
      what: snapshot.what,
      warmedMs: Math.round(performance.now() - started),
    });
  }

  /** The first read, then the watch from its revision; tried again while the store cannot be read. */
  const ready = (async function start(): Promise<void> {
    try {
      const first = await store.read();
      await offer(first);
      if (closed) return;
      stopWatch = store.watch(first.revision, (s) => void offer(s), setStatus);
    } catch (error) {
      if (closed) return;
      setStatus('lost');
      log({
        event: 'store:unreadable',
        store: store.url,
        reason: error instanceof Error ? error.message : String(error),
      });
      await new Promise((resolve) => {
        retry = setTimeout(resolve, RETRY_MS);
      });
      return start();
    }
  })();

  return {
    /** The snapshot to compose a page from (null until the store has been read once). */
    current: () => current,
    health: (): Health => ({
      revision: current?.revision ?? null,
      store: status,
      since,
      warmed: current !== null && warmed >= current.revision,
    }),
    /** Settles once the first revision is served. */
    ready,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      stopWatch();
      await store.close();
    },
  };
}
