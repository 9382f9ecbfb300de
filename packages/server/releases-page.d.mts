import type { Figures } from '@campus/contract/figures';
import type { Snapshot } from '@campus/release-store/store';

export const PAGE_FILES: Record<string, { type: string; body: () => Buffer }>;
export function chartData(
  figures: Figures,
  nowMs: number,
): {
  x: number[];
  byRemote: Record<
    string,
    { label: string; errors: (number | null)[]; inp: (number | null)[]; lcp: (number | null)[] }[]
  >;
};
export function releasesPage(input: { snapshot: Snapshot | null; figures: Figures; nowMs?: number }): string;
