// Each remote folder's ssr.json as a renderer knows it (remote-render.ts): its pre-rendered pages, styles and scripts
// — never which code to run.
import { parseSliceInfo, type SliceInfo } from '@campus/contract/fragment';
import { LRUCache } from 'lru-cache';

/**
 * Each remote folder's ssr.json, by folder URL: read again once older than `infoTtlMs`, in the background (the one
 * known answers at once, as the layout server's fragments do); while its host does not answer, the last good one
 * stands (releases are never edited). One request per folder at a time.
 */
export function createSliceInfos({
  infoTtlMs,
  fetchTimeoutMs,
  log,
}: {
  infoTtlMs: number;
  fetchTimeoutMs: number;
  log: (line: Record<string, unknown>) => void;
}) {
  const infos = new LRUCache<string, SliceInfo>({
    max: 500,
    ttl: Math.max(infoTtlMs, 1),
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (url, stale) => {
      const json: unknown = await fetch(new URL('ssr.json', url), { signal: AbortSignal.timeout(fetchTimeoutMs) })
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null);
      if (json === null) return stale;
      const read = parseSliceInfo(json);
      if (!read.ok) log({ event: 'render:bad-info', url, reason: read.message });
      return read.ok ? read.value : stale;
    },
  });
  return {
    /** The ssr.json of the remote folder `base`, or null when its host never gave a good one. */
    async info(base: URL): Promise<SliceInfo | null> {
      return (await infos.fetch(base.href)) ?? null;
    },
  };
}
