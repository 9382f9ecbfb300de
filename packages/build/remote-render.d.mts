import type { SlicePage } from './render-slice';

export type { SlicePage };
/** A remote's `ssr.json` (fragments.mjs); `server` is missing in releases built before server modules. */
export interface SliceInfo {
  release: string;
  pages: string[];
  server?: { module: string; sha256: string };
  styles: string[];
  scripts: string[];
}
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
