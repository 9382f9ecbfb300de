import { emptySelections, type Selections, sanitizeSelections } from './selection';
import { LAST_STEP } from './steps';
import { furthestReachableStep } from './validation';

/** The half-built bowl kept for this tab (SPEC §3 "Builder state", seven-step page). */
export interface BuilderProgress {
  step: number;
  selections: Selections;
}

export function initialProgress(): BuilderProgress {
  return { step: 0, selections: emptySelections() };
}

/**
 * Reads back a stored half-built bowl, which comes from outside the program: unknown or surplus choices are dropped,
 * the step is clamped to 0–6 and never beyond the first step whose requirement is unmet.
 */
export function restoreProgress(value: unknown): BuilderProgress {
  if (typeof value !== 'object' || value === null) return initialProgress();
  const rec = value as { step?: unknown; selections?: unknown };
  const selections = sanitizeSelections(rec.selections);
  const raw = typeof rec.step === 'number' && Number.isInteger(rec.step) ? rec.step : 0;
  const clamped = Math.min(Math.max(raw, 0), LAST_STEP);
  return { step: furthestReachableStep(selections, clamped), selections };
}
