import type { Cents } from './money';
import type { Choice } from './types';

/** SPEC §3 "Budget bowl": the $9.99 student bowl of Smart Value. */
export interface BudgetBowl {
  priceCents: Cents;
  includes: { protein: number; base: number; vegetables: number; sauce: number };
  cores: Choice[];
  proteins: Choice[];
}

export const BUDGET_BOWL: BudgetBowl = {
  priceCents: 999,
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

/** Smart Value promo prices (SPEC §9): extra protein +2.99, premium toppings +1.99. */
export const SMART_VALUE_PROMO = { extraProteinCents: 299, premiumToppingsCents: 199 } as const;
