import { FavouriteButton } from '@campus/profile';
import { useSolvedProblems } from '@campus/stores';
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
import { planProblem, useAddBundle } from '../hooks/use-add-bundle';
import { BundleSummary } from './bundle-summary';
import { PlanChoices } from './plan-choices';
import { summaryContent } from './summary-content';

/** A $19.99 or $24.99 bundle builder: choices on the left, the live bundle summary beside or below. */
export function PlanBuilder({ rule, options = PLAN_OPTIONS }: { rule: PlanRule; options?: PlanOptions }) {
  const [selection, dispatch] = useReducer(planReducer(rule), EMPTY_SELECTION);
  const addBundle = useAddBundle(rule);
  const requirements = planRequirements(rule, selection);
  const upgrades = planUpgrades(selection.drinkIds, options.drinks);

  const result = buildBundle(rule, selection, options);
  // 'Incomplete Selection' goes the moment the bundle is complete.
  useSolvedProblems(result.ok ? [planProblem(rule)] : []);
  const addToCart = () => addBundle(result);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <PlanChoices rule={rule} options={options} selection={selection} dispatch={dispatch} />
      <BundleSummary
        content={summaryContent(rule, selection, options, upgrades)}
        totalCents={planTotalCents(rule, selection, options.drinks)}
        requirements={requirements}
        missing={missingSummary(requirements)}
        onAddToCart={addToCart}
        favourite={
          <FavouriteButton
            name={rule.title}
            className="shrink-0"
            favourite={
              result.ok && selection.sandwichId
                ? {
                    recipe: {
                      kind: 'plan',
                      planId: rule.kind,
                      sandwichId: selection.sandwichId,
                      bowlId: rule.needsBowl ? selection.bowlId : null,
                      drinkIds: [...selection.drinkIds],
                      snackIds: [...selection.snackIds],
                    },
                    line: { type: 'meal_plan', item: result.bundle },
                  }
                : { refused: `Choose ${missingSummary(requirements)} first.` }
            }
          />
        }
      />
    </div>
  );
}
