import type { Cents } from '@campus/catalogue/money';

/**
 * SPEC §3 "Builder state" and the store-level builder rules of §4, §5, §9, as pure functions:
 * initialise for a bowl and country (resets selections, add-ons and step, sets the base price, default 9.99),
 * step clamped 1–3, quantity at least 1, at most 6 add-ons without duplicates, proceed only when every required
 * category has its count, reset restores the defaults. The bowl detail page runs its state through these.
 */

export const DEFAULT_BASE_PRICE_CENTS: Cents = 999;
export const MIN_STEP = 1;
export const MAX_STEP = 3;
export const MAX_ADDONS = 6;

export type Selection = string | string[];

export interface BuilderAddon {
  id: string;
  priceCents: Cents;
}

export interface BuilderState {
  basePriceCents: Cents;
  selections: Record<string, Selection>;
  addons: BuilderAddon[];
  quantity: number;
  step: number;
  maxAddons: number;
  bowlId?: string;
  countryId?: string;
}

/** A step's rule: the category must have at least `min` chosen. */
export interface StepRule {
  category: string;
  min: number;
}

export function initialBuilderState(): BuilderState {
  return {
    basePriceCents: DEFAULT_BASE_PRICE_CENTS,
    selections: {},
    addons: [],
    quantity: 1,
    step: MIN_STEP,
    maxAddons: MAX_ADDONS,
  };
}

export function initForBowl(
  state: BuilderState,
  bowlId: string,
  countryId?: string,
  basePriceCents: Cents = DEFAULT_BASE_PRICE_CENTS,
): BuilderState {
  const next: BuilderState = { ...state, basePriceCents, selections: {}, addons: [], step: MIN_STEP, bowlId };
  if (countryId === undefined) delete next.countryId;
  else next.countryId = countryId;
  return next;
}

export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return MIN_STEP;
  return Math.min(MAX_STEP, Math.max(MIN_STEP, Math.trunc(step)));
}

export function stepSet(state: BuilderState, step: number): BuilderState {
  return { ...state, step: clampStep(step) };
}

export function quantitySet(state: BuilderState, quantity: number): BuilderState {
  const q = Number.isFinite(quantity) ? Math.max(1, Math.trunc(quantity)) : 1;
  return { ...state, quantity: q };
}

/** Ignored when the maximum is reached or the id is already there. */
export function addonAdded(state: BuilderState, addon: BuilderAddon): BuilderState {
  if (state.addons.length >= state.maxAddons) return state;
  if (state.addons.some((a) => a.id === addon.id)) return state;
  return { ...state, addons: [...state.addons, addon] };
}

export function addonRemoved(state: BuilderState, id: string): BuilderState {
  return { ...state, addons: state.addons.filter((a) => a.id !== id) };
}

/** Single-choice categories replace; list categories toggle the id. */
export function selectionSet(state: BuilderState, category: string, value: Selection): BuilderState {
  return { ...state, selections: { ...state.selections, [category]: value } };
}

export function selectionToggled(state: BuilderState, category: string, id: string): BuilderState {
  const current = state.selections[category];
  const list = Array.isArray(current) ? current : current === undefined ? [] : [current];
  const next = list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  return selectionSet(state, category, next);
}

export function selectionCount(selection: Selection | undefined): number {
  if (selection === undefined) return 0;
  return Array.isArray(selection) ? selection.length : selection === '' ? 0 : 1;
}

/** Proceed only if every rule's category has at least its count; with no rules it may proceed. */
export function canProceed(state: Pick<BuilderState, 'selections'>, rules: readonly StepRule[] = []): boolean {
  return rules.every((rule) => selectionCount(state.selections[rule.category]) >= rule.min);
}

export function addonsCents(state: Pick<BuilderState, 'addons'>): Cents {
  return state.addons.reduce((sum, a) => sum + a.priceCents, 0);
}

/** (base + add-ons + extra proteins) × quantity (SPEC §9). */
export function builderTotalCents(state: BuilderState, extraProteinCents: Cents = 0): Cents {
  return (state.basePriceCents + addonsCents(state) + extraProteinCents) * state.quantity;
}

export function builderReset(): BuilderState {
  return initialBuilderState();
}
