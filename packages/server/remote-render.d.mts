import type { SliceInfo, SlicePage } from '@campus/contract/fragment';

export type { SliceInfo, SlicePage };
export type Rendered = { state: 'html'; page: SlicePage } | { state: 'absent' } | { state: 'failed'; reason: string };
export function createRemoteRenderer(options?: {
  budgetMs?: number;
  hangMs?: number;
  infoTtlMs?: number;
  cacheSize?: number;
  cacheDir?: string;
  fetchTimeoutMs?: number;
  log?: (line: Record<string, unknown>) => void;
}): {
  info(base: URL): Promise<SliceInfo | null>;
  render(base: URL, address: string): Promise<Rendered>;
  warm(base: URL): Promise<void>;
  close(): Promise<void>;
};
