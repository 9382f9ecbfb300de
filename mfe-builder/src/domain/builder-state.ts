import { emptySelections, type Selections, sanitizeSelections } from './selection';

/**
 * The half-built bowl kept for this tab (SPEC §3 "Builder state", seven-step page). The step is not kept here: it
 * lives in the address (`?step=`, see step-url.ts), so a reload and the Back button agree with what is shown.
 */
export interface BuilderProgress {
  selections: Selections;
}

export function initialProgress(): BuilderProgress {
  return { selections: emptySelections() };
}

/**
 * Reads back a stored half-built bowl, which comes from outside the program: unknown or surplus choices are dropped
 * (a step stored by an earlier version is ignored).
 */
export function restoreProgress(value: unknown): BuilderProgress {
  if (typeof value !== 'object' || value === null) return initialProgress();
  return { selections: sanitizeSelections((value as { selections?: unknown }).selections) };
}
