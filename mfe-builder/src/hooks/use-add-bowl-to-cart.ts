import { formatCents } from '@campus/catalogue/money';
import { PATHS } from '@campus/catalogue/paths';
import { useNavigate } from '@campus/router';
import { toast, useCartActions } from '@campus/stores';
import { useEffect, useRef } from 'react';
import { toCustomBowl } from '../domain/custom-bowl';
import type { Selections } from '../domain/selection';
import { STEPS } from '../domain/steps';
import { BUILDER_PROBLEMS, checkStep, stepProblem } from '../domain/validation';
import { useBuilderActions } from '../store/builder-store';

/**
 * The last step's Add to Cart: the custom bowl goes to the one cart, the toast of SPEC §8 shows, the half-built bowl
 * is cleared and the customer goes to /cart. A bowl missing a required part is not added (its message shows instead).
 * The bowl is cleared as the builder closes, not before: cleared first, the builder would move its address back to
 * step 1 while the way to /cart is still under way. A complete bowl goes in through `ask` (the diet question: picks
 * made before My diet was set are asked about here, as each pick is asked about when it is made).
 */
export function useAddBowlToCart(
  selections: Selections,
  themeId: string | null,
  ask: (proceed: () => void) => void = (proceed) => proceed(),
): () => void {
  const { customBowlAdded } = useCartActions();
  const { builderReset } = useBuilderActions();
  const navigate = useNavigate();
  const added = useRef(false);
  useEffect(
    () => () => {
      if (added.current) builderReset();
    },
    [builderReset],
  );
  return () => {
    for (const step of STEPS) {
      const check = checkStep(step, selections);
      if (!check.ok) {
        toast({ title: check.title, description: check.message, variant: 'destructive', kind: stepProblem(step) });
        return;
      }
    }
    ask(() => {
      const bowl = toCustomBowl(selections, themeId, Date.now());
      customBowlAdded(bowl);
      toast({
        title: 'Bowl Added to Cart!',
        description: `Your custom bowl has been added for ${formatCents(bowl.totalPriceCents)}.`,
        variant: 'success',
        solves: BUILDER_PROBLEMS,
      });
      added.current = true;
      navigate(PATHS.cart);
    });
  };
}
