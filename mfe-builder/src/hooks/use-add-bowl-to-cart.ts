import { useNavigate } from '@campus/router';
import { toast, useCartActions } from '@campus/shared';
import { formatCents } from '@campus/shared/domain/money';
import { toCustomBowl } from '../domain/custom-bowl';
import type { Selections } from '../domain/selection';
import { STEPS } from '../domain/steps';
import { checkStep } from '../domain/validation';
import { useBuilderActions } from '../store/builder-store';

/**
 * The last step's Add to Cart: the custom bowl goes to the one cart, the toast of SPEC §8 shows, the half-built bowl
 * is cleared and the customer goes to /cart. A bowl missing a required part is not added (its message shows instead).
 */
export function useAddBowlToCart(selections: Selections, themeId: string | null): () => void {
  const { customBowlAdded } = useCartActions();
  const { builderReset } = useBuilderActions();
  const navigate = useNavigate();
  return () => {
    for (const step of STEPS) {
      const check = checkStep(step, selections);
      if (!check.ok) {
        toast({ title: check.title, description: check.message, variant: 'destructive' });
        return;
      }
    }
    const bowl = toCustomBowl(selections, themeId, Date.now());
    customBowlAdded(bowl);
    toast({
      title: 'Bowl Added to Cart!',
      description: `Your custom bowl has been added for ${formatCents(bowl.totalPriceCents)}.`,
      variant: 'success',
    });
    builderReset();
    navigate('/cart');
  };
}
