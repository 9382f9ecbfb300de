/** Where the figures that hold today are: each bench's newest run, under its marker. */
export const PERFORMANCE_DOC: string;
/**
 * A bench's newest run replaces the one under its marker in docs/performance.md (or `current`); the run it replaces
 * goes to the top of `history` (relative to the repository root), under the same marker. Returns the files written.
 */
export function recordRun(options: { marker: string; run: string; history: string; current?: string }): string[];
