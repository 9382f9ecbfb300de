import type { SliceInfo, SlicePage } from '@campus/contract/fragment';

export type { SliceInfo, SlicePage };
/** A manifest line's `server`: the module's URL (absolute, or in the remote's folder) and the SHA-256 of its bytes. */
export interface PinnedServer {
  module: string;
  sha256: string;
}
/** `busy`: more renders of that module waiting than its queue holds (the browser draws the page). */
export type Rendered =
  | { state: 'html'; page: SlicePage }
  | { state: 'absent' }
  | { state: 'failed'; reason: string }
  | { state: 'busy'; reason: string };
export const RENDER_QUEUE: number;
export const RENDERED_BYTES: number;
/** What a kept page weighs, in bytes. */
export function pageBytes(page: SlicePage): number;
export function createRemoteRenderer(options?: {
  budgetMs?: number;
  hangMs?: number;
  infoTtlMs?: number;
  /** The rendered pages kept, in bytes (default RENDERED_BYTES). */
  cacheBytes?: number;
  /** Renders that may wait per module (default RENDER_QUEUE). */
  queue?: number;
  fetchTimeoutMs?: number;
  processes?: number;
  log?: (line: Record<string, unknown>) => void;
}): {
  info(base: URL): Promise<SliceInfo | null>;
  render(base: URL, address: string, pinned?: PinnedServer): Promise<Rendered>;
  warm(base: URL, pinned?: PinnedServer): Promise<void>;
  /** Ends the render processes and removes the verified modules' private directory. */
  close(): Promise<void>;
};
