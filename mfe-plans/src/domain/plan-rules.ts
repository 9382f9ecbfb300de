import { type Cents, formatCents } from '@campus/catalogue/money';
import { planBundleDescription, planBundleIdPrefix, planBundleTitle } from '@campus/catalogue/plan-bundles';
import { PLAN_PRICE_CENTS } from '@campus/catalogue/prices';
import type { Nutrition, PlanBundle, PlanUpgrade } from '@campus/stores';
import { PLANS_PAGES } from '../app/route-table';
import {
  type DrinkOption,
  type OptionFacts,
  type PlanOptions,
  popDrinkPriceCents,
  upgradeCostCents,
} from './plan-options';

/** SPEC §4 Plan builder, §5 19.99 / 24.99 plan: the two bundles as data. */
export type PlanKind = '19-99' | '24-99';

export interface PlanRule {
  kind: PlanKind;
  basePriceCents: Cents;
  /** Its bundle builder's address. */
  builderPath: string;
  idPrefix: string;
  title: string;
  /** 19.99: a click adds (duplicates allowed); 24.99: a click toggles. */
  listMode: 'add' | 'toggle';
  needsBowl: boolean;
  maxDrinks: number;
  maxSnacks: number;
  incompleteTitle: string;
  incompleteMessage: string;
  addedTitle: string;
  addedDescription: string;
}

export const PLAN_RULES: Record<PlanKind, PlanRule> = {
  '19-99': {
    kind: '19-99',
    basePriceCents: PLAN_PRICE_CENTS['19-99'],
    builderPath: PLANS_PAGES.plan1999.path,
    idPrefix: planBundleIdPrefix('19-99'),
    title: planBundleTitle('19-99'),
    listMode: 'add',
    needsBowl: false,
    maxDrinks: 2,
    maxSnacks: 2,
    incompleteTitle: 'Incomplete Selection',
    incompleteMessage: 'Please select one sandwich, two drinks, and two snacks.',
    addedTitle: 'Plan Added to Cart',
    addedDescription: `${formatCents(PLAN_PRICE_CENTS['19-99'])} Plan bundle has been added to your cart.`,
  },
  '24-99': {
    kind: '24-99',
    basePriceCents: PLAN_PRICE_CENTS['24-99'],
    builderPath: PLANS_PAGES.plan2499.path,
    idPrefix: planBundleIdPrefix('24-99'),
    title: planBundleTitle('24-99'),
    listMode: 'toggle',
    needsBowl: true,
    maxDrinks: 2,
    maxSnacks: 2,
    incompleteTitle: 'Incomplete Selection',
    incompleteMessage: 'Please select one sandwich, one traditional bowl, two drinks, and two snacks.',
    addedTitle: 'Plan Added to Cart',
    addedDescription: `${formatCents(PLAN_PRICE_CENTS['24-99'])} Plan bundle has been added to your cart.`,
  },
};

/** What the customer has chosen: ids, in the order chosen. */
export interface PlanSelection {
  sandwichId: string | null;
  bowlId: string | null;
  drinkIds: string[];
  snackIds: string[];
}

export const EMPTY_SELECTION: PlanSelection = { sandwichId: null, bowlId: null, drinkIds: [], snackIds: [] };

export type PlanEvent =
  | { type: 'sandwichChosen'; id: string }
  | { type: 'bowlChosen'; id: string }
  | { type: 'drinkClicked'; id: string }
  | { type: 'snackClicked'; id: string }
  | { type: 'drinkRemoved'; index: number }
  | { type: 'snackRemoved'; index: number }
  | { type: 'cleared' };

/**
 * Whether an event puts something new into the bundle (a sandwich or bowl chosen in place of another, a drink or snack
 * added) rather than taking one out or doing nothing at the limit: only that is asked about against the diet profile.
 */
export function putsIn(rule: PlanRule, state: PlanSelection, event: PlanEvent): boolean {
  const next = planReducer(rule)(state, event);
  switch (event.type) {
    case 'sandwichChosen':
      return next.sandwichId === event.id && state.sandwichId !== event.id;
    case 'bowlChosen':
      return next.bowlId === event.id && state.bowlId !== event.id;
    case 'drinkClicked':
      return next.drinkIds.length > state.drinkIds.length;
    case 'snackClicked':
      return next.snackIds.length > state.snackIds.length;
    default:
      return false;
  }
}

/** A click on a drink or snack: 19.99 adds while below the limit; 24.99 removes a chosen one, else adds below the limit. */
export function listClicked(mode: PlanRule['listMode'], list: readonly string[], id: string, max: number): string[] {
  if (mode === 'toggle' && list.includes(id)) return list.filter((x) => x !== id);
  if (list.length >= max) return [...list];
  return [...list, id];
}

/** Removes the entry at one position (a chip's remove mark); out-of-range positions change nothing. */
export function removeAt(list: readonly string[], index: number): string[] {
  return list.filter((_, i) => i !== index);
}

export function planReducer(rule: PlanRule) {
  return (state: PlanSelection, event: PlanEvent): PlanSelection => {
    switch (event.type) {
      case 'sandwichChosen':
        return { ...state, sandwichId: event.id };
      case 'bowlChosen':
        return rule.needsBowl ? { ...state, bowlId: event.id } : state;
      case 'drinkClicked':
        return { ...state, drinkIds: listClicked(rule.listMode, state.drinkIds, event.id, rule.maxDrinks) };
      case 'snackClicked':
        return { ...state, snackIds: listClicked(rule.listMode, state.snackIds, event.id, rule.maxSnacks) };
      case 'drinkRemoved':
        return { ...state, drinkIds: removeAt(state.drinkIds, event.index) };
      case 'snackRemoved':
        return { ...state, snackIds: removeAt(state.snackIds, event.index) };
      case 'cleared':
        return EMPTY_SELECTION;
    }
  };
}

/** One upgrade entry per premium drink chosen (two kombuchas are charged twice). */
export function planUpgrades(drinkIds: readonly string[], drinks: readonly DrinkOption[]): PlanUpgrade[] {
  const pop = popDrinkPriceCents(drinks);
  const upgrades: PlanUpgrade[] = [];
  for (const id of drinkIds) {
    const drink = drinks.find((d) => d.id === id);
    if (!drink) continue;
    const costCents = upgradeCostCents(drink, pop);
    if (costCents > 0) upgrades.push({ type: 'drink_upgrade', item: drink.title, costCents });
  }
  return upgrades;
}

/** Total = base price + the sum of upgrade costs. */
export function planTotalCents(rule: PlanRule, selection: PlanSelection, drinks: readonly DrinkOption[]): Cents {
  return planUpgrades(selection.drinkIds, drinks).reduce((sum, u) => sum + u.costCents, rule.basePriceCents);
}

export type RequirementId = 'sandwich' | 'bowl' | 'drinks' | 'snacks';

export interface Requirement {
  id: RequirementId;
  label: string;
  chosen: number;
  needed: number;
  met: boolean;
}

/** The checklist of a plan: what is needed and how much is chosen. */
export function planRequirements(rule: PlanRule, selection: PlanSelection): Requirement[] {
  const rows: Omit<Requirement, 'met'>[] = [
    { id: 'sandwich', label: '1 sandwich', chosen: selection.sandwichId ? 1 : 0, needed: 1 },
    ...(rule.needsBowl
      ? [{ id: 'bowl' as const, label: '1 traditional bowl', chosen: selection.bowlId ? 1 : 0, needed: 1 }]
      : []),
    { id: 'drinks', label: `${rule.maxDrinks} drinks`, chosen: selection.drinkIds.length, needed: rule.maxDrinks },
    { id: 'snacks', label: `${rule.maxSnacks} snacks`, chosen: selection.snackIds.length, needed: rule.maxSnacks },
  ];
  return rows.map((r) => ({ ...r, met: r.chosen === r.needed }));
}

const NOUNS: Record<RequirementId, [string, string]> = {
  sandwich: ['sandwich', 'sandwiches'],
  bowl: ['bowl', 'bowls'],
  drinks: ['drink', 'drinks'],
  snacks: ['snack', 'snacks'],
};

/** What is still to choose, in words: "1 sandwich, 1 drink, 2 snacks" ('' when nothing is missing). */
export function missingSummary(requirements: readonly Requirement[]): string {
  return requirements
    .filter((r) => r.chosen < r.needed)
    .map((r) => {
      const left = r.needed - r.chosen;
      const [one, many] = NOUNS[r.id];
      return `${left} ${left === 1 ? one : many}`;
    })
    .join(', ');
}

export type Completeness = { ok: true } | { ok: false; title: string; message: string; missing: Requirement[] };

/** SPEC §5: 19.99 needs exactly one sandwich, two drinks, two snacks; 24.99 also one traditional bowl. */
export function checkComplete(rule: PlanRule, selection: PlanSelection): Completeness {
  const missing = planRequirements(rule, selection).filter((r) => !r.met);
  if (missing.length === 0) return { ok: true };
  return { ok: false, title: rule.incompleteTitle, message: rule.incompleteMessage, missing };
}

function titleOf<T extends { id: string }>(list: readonly T[], id: string, pick: (item: T) => string): string {
  const found = list.find((x) => x.id === id);
  return found ? pick(found) : id;
}

export type BundleResult = { ok: true; bundle: PlanBundle } | Extract<Completeness, { ok: false }>;

/** The bundle that goes into the cart (SPEC §3 "Plan bundle"), or why it cannot be made yet. */
/**
 * A bundle's nutrition and allergens from its parts, like every other cart line: nutrition added up, each allergen
 * once. A part the catalogue knows nothing about leaves that fact out (never a partial sum or list).
 */
export function bundleFacts(parts: readonly (OptionFacts | undefined)[]): OptionFacts {
  const known = parts.filter((p): p is OptionFacts => p !== undefined);
  const complete = known.length === parts.length;
  const nutrition = known.map((p) => p.nutrition);
  const allergens = known.map((p) => p.allergens);
  const result: OptionFacts = {};
  if (complete && nutrition.every((n): n is Nutrition => n !== undefined)) {
    result.nutrition = nutrition.reduce(
      (sum, n) => ({
        kcal: sum.kcal + n.kcal,
        carbs: sum.carbs + n.carbs,
        protein: sum.protein + n.protein,
        fat: sum.fat + n.fat,
      }),
      { kcal: 0, carbs: 0, protein: 0, fat: 0 },
    );
  }
  if (complete && allergens.every((a) => a !== undefined)) {
    result.allergens = [...new Set(allergens.flat())].sort();
  }
  return result;
}

export function buildBundle(
  rule: PlanRule,
  selection: PlanSelection,
  options: PlanOptions,
  now: number = Date.now(),
): BundleResult {
  const complete = checkComplete(rule, selection);
  if (!complete.ok) return complete;
  const sandwich = titleOf(options.sandwiches, selection.sandwichId ?? '', (s) => s.title);
  const bowl = rule.needsBowl ? titleOf(options.bowls, selection.bowlId ?? '', (b) => b.name) : undefined;
  const drinks = selection.drinkIds.map((id) => titleOf(options.drinks, id, (d) => d.title));
  const snacks = selection.snackIds.map((id) => titleOf(options.snacks, id, (s) => s.title));
  const upgrades = planUpgrades(selection.drinkIds, options.drinks);
  const byId = <T extends { id: string }>(list: readonly T[], id: string | null) => list.find((o) => o.id === id);
  const facts = bundleFacts([
    byId(options.sandwiches, selection.sandwichId),
    ...(rule.needsBowl ? [byId(options.bowls, selection.bowlId)] : []),
    ...selection.drinkIds.map((id) => byId(options.drinks, id)),
    ...selection.snackIds.map((id) => byId(options.snacks, id)),
  ]);
  return {
    ok: true,
    bundle: {
      id: `${rule.idPrefix}${now}`,
      title: rule.title,
      type: 'meal_plan',
      priceCents: planTotalCents(rule, selection, options.drinks),
      components: {
        sandwich,
        ...(bowl ? { traditionalBowl: bowl } : {}),
        drinks,
        snacks,
        upgrades,
      },
      description: planBundleDescription(rule.kind, upgrades),
      ...facts,
    },
  };
}
