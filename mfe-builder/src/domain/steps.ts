import { MAX_PROTEINS } from '@campus/catalogue/addons';
import { extraProteinNote } from '@campus/catalogue/extra-protein';
import type { IngredientCategory } from '@campus/catalogue/ingredients';

/** One of the seven steps (SPEC §2 "Build your own", §5 "Seven-step builder"), described as data. */
export interface BuilderStep {
  id: 'base' | 'protein' | 'greens_veggies' | 'toppings' | 'sauces_dressings' | 'extras' | 'review';
  title: string;
  /** What the customer picks on this step; null on Review. */
  category: IngredientCategory | null;
  /** Single choice (base, sauce) or a list. */
  selection: 'single' | 'multiple' | null;
  /** Fewest choices needed to go on. */
  min: number;
  /** Most choices kept; null when unlimited. */
  max: number | null;
  /** The 'Selection Required' message when `min` is not met (SPEC §5); null when there is no requirement. */
  message: string | null;
  /** A short line under the step's title. */
  hint: string;
  /** What the choices are called in the maximum notice ("You can choose up to 3 proteins."). */
  noun: string;
}

export const SELECTION_REQUIRED_TITLE = 'Selection Required';

export const STEPS: readonly BuilderStep[] = [
  {
    id: 'base',
    noun: 'bases',
    title: 'Base',
    category: 'base',
    selection: 'single',
    min: 1,
    max: 1,
    message: 'Please select a base for your bowl.',
    hint: 'Choose 1 base to build on.',
  },
  {
    id: 'protein',
    noun: 'proteins',
    title: 'Protein',
    category: 'protein',
    selection: 'multiple',
    min: 1,
    max: MAX_PROTEINS,
    message: 'Please select at least one protein.',
    hint: `Choose 1 to ${MAX_PROTEINS}. The first is included. ${extraProteinNote('builder')}`,
  },
  {
    id: 'greens_veggies',
    noun: 'greens & veggies',
    title: 'Greens & Veggies',
    category: 'greens_veggies',
    selection: 'multiple',
    min: 1,
    max: 3,
    message: 'Please select at least one green or veggie.',
    hint: 'Choose 1 to 3 warm vegetables.',
  },
  {
    id: 'toppings',
    noun: 'toppings',
    title: 'Toppings',
    category: 'toppings',
    selection: 'multiple',
    min: 0,
    max: 3,
    message: null,
    hint: 'Optional: up to 3 for a cold crunch.',
  },
  {
    id: 'sauces_dressings',
    noun: 'sauces',
    title: 'Sauces & Dressings',
    category: 'sauces_dressings',
    selection: 'single',
    min: 1,
    max: 1,
    message: 'Please select a sauce or dressing.',
    hint: 'Choose 1 sauce to tie it together.',
  },
  {
    id: 'extras',
    noun: 'extras',
    title: 'Extras',
    category: 'extras',
    selection: 'multiple',
    min: 0,
    max: null,
    message: null,
    hint: 'Optional: add as many as you like.',
  },
  {
    id: 'review',
    noun: '',
    title: 'Review',
    category: null,
    selection: null,
    min: 0,
    max: null,
    message: null,
    hint: 'Check your bowl, then add it to your cart.',
  },
];

export const STEP_COUNT = STEPS.length;
export const LAST_STEP = STEP_COUNT - 1;

/** The step at an index, clamped into 0–6 (so a bad index never yields undefined). */
export function stepAt(index: number): BuilderStep {
  const i = Math.min(Math.max(Math.trunc(Number.isFinite(index) ? index : 0), 0), LAST_STEP);
  return STEPS[i] as BuilderStep;
}

/** The step that picks from a category. */
export function stepFor(category: IngredientCategory): BuilderStep {
  return STEPS.find((s) => s.category === category) as BuilderStep;
}
