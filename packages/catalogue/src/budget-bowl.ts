import type { Cents } from './money';
import { BOWL_PRICE_CENTS } from './prices';
import type { Choice } from './types';

/** SPEC §3 "Budget bowl": the student bowl of Smart Value, at the student price. */
export interface BudgetBowl {
  priceCents: Cents;
  includes: { protein: number; base: number; vegetables: number; sauce: number };
  cores: Choice[];
  proteins: Choice[];
}

export const BUDGET_BOWL: BudgetBowl = {
  priceCents: BOWL_PRICE_CENTS,
  includes: { protein: 1, base: 1, vegetables: 2, sauce: 1 },
  cores: [
    { id: 'white-rice', name: 'White rice' },
    { id: 'couscous', name: 'Couscous' },
    { id: 'bulgur', name: 'Bulgur' },
    { id: 'pasta', name: 'Pasta' },
    { id: 'buckwheat', name: 'Buckwheat' },
  ],
  proteins: [
    { id: 'halal-chicken', name: 'Halal chicken' },
    { id: 'tofu', name: 'Tofu' },
    { id: 'falafel', name: 'Falafel' },
    { id: 'jackfruit', name: 'Jackfruit' },
  ],
};
