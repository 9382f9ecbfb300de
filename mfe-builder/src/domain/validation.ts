import type { Selections } from './selection';
import { type BuilderStep, SELECTION_REQUIRED_TITLE, STEPS } from './steps';

export type StepCheck = { ok: true } | { ok: false; title: string; message: string };

/** SPEC §5: Next is allowed only when the step's requirement is met; steps without one always pass. */
export function checkStep(step: BuilderStep, selections: Selections): StepCheck {
  if (step.category === null || step.message === null) return { ok: true };
  if (selections[step.category].length >= step.min) return { ok: true };
  return { ok: false, title: SELECTION_REQUIRED_TITLE, message: step.message };
}

/** The index of the first step before `upTo` whose requirement is unmet, or `upTo` when all are met. */
export function furthestReachableStep(selections: Selections, upTo: number): number {
  for (let i = 0; i < Math.min(upTo, STEPS.length); i++) {
    const step = STEPS[i];
    if (step && !checkStep(step, selections).ok) return i;
  }
  return upTo;
}

/** The builder's flow of problems: a bowl added solves them all. */
export const BUILDER_PROBLEMS = 'builder';

/** The toast kind of a step's unmet requirement (`builder:base`): solved, its 'Selection Required' goes. */
export const stepProblem = (step: BuilderStep): string => `${BUILDER_PROBLEMS}:${step.id}`;

/** The problems the bowl as chosen no longer has: one per step whose requirement is met. */
export function solvedProblems(selections: Selections): string[] {
  return STEPS.filter((step) => checkStep(step, selections).ok).map(stepProblem);
}

/** True when the bowl can go to the cart: every required step is met. */
export function isComplete(selections: Selections): boolean {
  return STEPS.every((step) => checkStep(step, selections).ok);
}
