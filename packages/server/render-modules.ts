// The server modules a renderer runs (remote-render.ts), each verified and given its processes: fetched from the URL
// the manifest line names, refused unless their SHA-256 is the one it pins, written into a directory of the renderer's
// own and run by a pool of render processes (render-pool.ts) per module, by hash.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type Tinypool from 'tinypool';
import { renderPool } from './render-pool.ts';

/** The manifest line's `server`: the module's URL, its hash. */
export type PinnedServer = { module: string; sha256: string };

/** A verified module's pool: `inFlight`, its renders running or waiting. */
export type StartedPool = { pool: Tinypool; moduleUrl: string; inFlight: number };

/**
 * @param options `fetchTimeoutMs`: how long a module's host has to answer; `processes`: each module's pool at most
 */
export function createModulePools({ fetchTimeoutMs, processes }: { fetchTimeoutMs: number; processes: number }) {
  // The verified modules: in a directory of this renderer's own (mode 700, not a fixed path in the shared /tmp that
  // another user could have made first), removed when it closes.
  const cacheDir = mkdtempSync(join(tmpdir(), 'campus-render-'));

  /** pools being ended */
  const ending = new Set<Promise<void>>();
  /**
   * One pool per module, by its hash: started once its bytes are the ones pinned, ended when dropped; `inFlight`, its
   * renders running or waiting.
   */
  const pools = new LRUCache<string, StartedPool, URL>({
    max: 32,
    dispose: (started) => {
      const ended: Promise<void> = started.pool.destroy().finally(() => ending.delete(ended));
      ending.add(ended);
    },
    fetchMethod: async (sha256, _stale, { context: url }) => {
      const res = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
      if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
      const code = Buffer.from(await res.arrayBuffer());
      const got = createHash('sha256').update(code).digest('hex');
      if (got !== sha256) throw new Error(`${url} is not the module the release names (SHA-256 ${got})`);
      const file = join(cacheDir, `${sha256}.mjs`);
      writeFileSync(file, code, { mode: 0o600 });
      return { pool: renderPool(file, processes), moduleUrl: pathToFileURL(file).href, inFlight: 0 };
    },
  });
  /** Modules that failed to come, by hash: asked for again by a later request, not by every one at once. */
  const failedModules = new LRUCache<string, Error>({ max: 100, ttl: 1000 });

  return {
    /** The directory the verified modules are written to. */
    dir: cacheDir,

    /** The pool running `server`'s module (its URL relative to the remote's folder `base`), once verified. */
    async poolFor(base: URL, server: PinnedServer): Promise<StartedPool> {
      const failed = failedModules.get(server.sha256);
      if (failed) throw failed;
      try {
        const started = await pools.fetch(server.sha256, { context: new URL(server.module, base) });
        if (!started) throw new Error('no render pool');
        return started;
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        failedModules.set(server.sha256, failure);
        throw failure;
      }
    },

    async close() {
      // The directory first (its modules are loaded already): a process ended before its pools are, leaves nothing.
      rmSync(cacheDir, { recursive: true, force: true });
      pools.clear();
      await Promise.all(ending);
    },
  };
}

export type ModulePools = ReturnType<typeof createModulePools>;
