import { PATHS } from '@campus/catalogue/paths';
import { useNavigate } from '@campus/router';
import { toast, useCartActions } from '@campus/stores';
import type { BundleResult, PlanRule } from '../domain/plan-rules';

/** The toast kind of a plan's incomplete bundle (`plan:19-99`); a bundle added solves its plan's. */
export const planProblem = (rule: PlanRule): string => `plan:${rule.kind}`;

/**
 * Add to Cart for a plan bundle (SPEC §4): an incomplete bundle says what is missing; a complete one goes into the cart,
 * says so, and the customer lands on the cart. The builders and the quick plan cards share it.
 */
export function useAddBundle(rule: PlanRule): (result: BundleResult) => void {
  const { mealPlanAdded } = useCartActions();
  const navigate = useNavigate();
  return (result) => {
    if (!result.ok) {
      toast({ title: result.title, description: result.message, variant: 'destructive', kind: planProblem(rule) });
      return;
    }
    mealPlanAdded(result.bundle);
    toast({
      title: rule.addedTitle,
      description: rule.addedDescription,
      variant: 'success',
      solves: planProblem(rule),
    });
    navigate(PATHS.cart);
  };
}
