import type { SliceInfo, SlicePage } from '@campus/contract/fragment';

export type { SliceInfo, SlicePage };
/** A manifest line's `server`: the module's URL (absolute, or in the remote's folder) and the SHA-256 of its bytes. */
export interface PinnedServer {
  module: string;
  sha256: string;
}
export type Rendered = { state: 'html'; page: SlicePage } | { state: 'absent' } | { state: 'failed'; reason: string };
export function createRemoteRenderer(options?: {
  budgetMs?: number;
  hangMs?: number;
  infoTtlMs?: number;
  cacheSize?: number;
  cacheDir?: string;
  fetchTimeoutMs?: number;
  processes?: number;
  log?: (line: Record<string, unknown>) => void;
}): {
  info(base: URL): Promise<SliceInfo | null>;
  render(base: URL, address: string, pinned?: PinnedServer): Promise<Rendered>;
  warm(base: URL, pinned?: PinnedServer): Promise<void>;
  close(): Promise<void>;
};
