import { isPremiumDrink, type PlanOptions, POP_DRINK_ID } from './plan-options';
import type { PlanRule, PlanSelection } from './plan-rules';

/**
 * The ready-made bundle the placeholder plan builder adds: the first sandwich (and bowl), included drinks only,
 * the first two snacks — so it costs exactly the base price. 19.99 may repeat a drink; 24.99 picks two different ones.
 */
export function chefsPick(rule: PlanRule, options: PlanOptions): PlanSelection {
  const included = options.drinks.filter((d) => !isPremiumDrink(d.id)).map((d) => d.id);
  const ordered = [POP_DRINK_ID, ...included.filter((id) => id !== POP_DRINK_ID)].filter((id) =>
    options.drinks.some((d) => d.id === id),
  );
  const drinkIds =
    rule.listMode === 'add'
      ? Array.from({ length: rule.maxDrinks }, () => ordered[0]).filter((id): id is string => id !== undefined)
      : ordered.slice(0, rule.maxDrinks);
  return {
    sandwichId: options.sandwiches[0]?.id ?? null,
    bowlId: rule.needsBowl ? (options.bowls[0]?.id ?? null) : null,
    drinkIds,
    snackIds: options.snacks.slice(0, rule.maxSnacks).map((s) => s.id),
  };
}
