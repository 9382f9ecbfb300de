import type { ReleaseStore, Snapshot } from '@campus/release-store/store';
import type { LiveState } from './site.mjs';

export const WARM_BUDGET_MS: number;
export function createLiveState(options: {
  store: ReleaseStore;
  warm?: (snapshot: Snapshot) => Promise<unknown>;
  warmBudgetMs?: number;
  log?: (line: Record<string, unknown>) => void;
}): LiveState;
