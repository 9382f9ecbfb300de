import { toast, useCartActions } from '@campus/cart';
import { useNavigate } from '@campus/router';
import { useReducer } from 'react';
import { PLAN_OPTIONS } from '../domain/catalogue-options';
import type { PlanOptions } from '../domain/plan-options';
import {
  buildBundle,
  EMPTY_SELECTION,
  missingSummary,
  type PlanRule,
  planReducer,
  planRequirements,
  planTotalCents,
  planUpgrades,
} from '../domain/plan-rules';
import { BundleSummary } from './bundle-summary';
import { PlanChoices } from './plan-choices';
import { summaryContent } from './summary-content';

/** A $19.99 or $24.99 bundle builder: choices on the left, the live bundle summary beside or below. */
export function PlanBuilder({ rule, options = PLAN_OPTIONS }: { rule: PlanRule; options?: PlanOptions }) {
  const [selection, dispatch] = useReducer(planReducer(rule), EMPTY_SELECTION);
  const { mealPlanAdded } = useCartActions();
  const navigate = useNavigate();
  const requirements = planRequirements(rule, selection);
  const upgrades = planUpgrades(selection.drinkIds, options.drinks);

  function addToCart() {
    const result = buildBundle(rule, selection, options);
    if (!result.ok) {
      toast({ title: result.title, description: result.message, variant: 'destructive' });
      return;
    }
    mealPlanAdded(result.bundle);
    toast({ title: rule.addedTitle, description: rule.addedDescription, variant: 'success' });
    navigate('/cart');
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <PlanChoices rule={rule} options={options} selection={selection} dispatch={dispatch} />
      <BundleSummary
        content={summaryContent(rule, selection, options, upgrades)}
        totalCents={planTotalCents(rule, selection, options.drinks)}
        requirements={requirements}
        missing={missingSummary(requirements)}
        onAddToCart={addToCart}
      />
    </div>
  );
}
