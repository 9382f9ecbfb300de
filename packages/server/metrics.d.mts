import type { Figures } from '@campus/contract/figures';
import type { ReleaseState } from '@campus/contract/release-state';
import type { Registry } from 'prom-client';

export const OTHER: 'other';
export const BEACON_BURST: number;
export const BEACON_REFILL_MS: number;
export function labelsOf(
  state: ReleaseState | null | undefined,
  view: { remote: string; release: string; route: string },
): { remote: string; release: string; side: 'live' | 'canary' | 'other'; route: string };
export interface Metrics {
  registry: Registry;
  scrape(): Promise<string>;
  ingest(body: string | Buffer | null, client: string, bytes?: number): { status: number; reason?: string };
  figures(): Figures;
  seriesCount(): Promise<number>;
}
export function createMetrics(options: {
  state: () => ReleaseState | null | undefined;
  log?: (line: Record<string, unknown>) => void;
  now?: () => number;
}): Metrics;
