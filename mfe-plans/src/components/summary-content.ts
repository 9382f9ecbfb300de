import { formatCents } from '@campus/catalogue/money';
import type { PlanUpgrade } from '@campus/stores';
import type { PlanOptions } from '../domain/plan-options';
import type { PlanRule, PlanSelection } from '../domain/plan-rules';
import type { SummaryContent } from './summary-lines';

function names(ids: readonly string[], list: readonly { id: string; title: string }[]): string | null {
  if (ids.length === 0) return null;
  return ids.map((id) => list.find((x) => x.id === id)?.title ?? id).join(', ');
}

/** The summary's rows for the current selection. */
export function summaryContent(
  rule: PlanRule,
  selection: PlanSelection,
  options: PlanOptions,
  upgrades: readonly PlanUpgrade[],
): SummaryContent {
  const bowl = options.bowls.find((b) => b.id === selection.bowlId);
  return {
    baseLabel: `${formatCents(rule.basePriceCents)} plan (per day)`,
    baseCents: rule.basePriceCents,
    rows: [
      { label: 'Sandwich', value: names(selection.sandwichId ? [selection.sandwichId] : [], options.sandwiches) },
      ...(rule.needsBowl ? [{ label: 'Traditional bowl', value: bowl ? `${bowl.flag} ${bowl.name}` : null }] : []),
      { label: 'Drinks', value: names(selection.drinkIds, options.drinks) },
      { label: 'Snacks', value: names(selection.snackIds, options.snacks) },
    ],
    upgrades,
  };
}
