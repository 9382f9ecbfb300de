import type { DietFacts } from '@campus/catalogue/facts';
import { ingredientById } from '@campus/catalogue/ingredients';
import { combineFacts, ingredientFacts, UNKNOWN_FACTS } from './catalogue-facts';

/**
 * A custom bowl's facts from its ingredient ids. Apart from `catalogue-facts` because it reads the builder's whole
 * ingredient catalogue: only the builder and the favourites page need it, not every page that shows a diet note.
 */
/** An unknown ingredient makes the bowl's diets unknown. */
export function ingredientsFacts(ids: readonly string[]): DietFacts {
  return combineFacts(
    ids.map((id) => {
      const ingredient = ingredientById(id);
      return ingredient ? ingredientFacts(ingredient) : UNKNOWN_FACTS;
    }),
    'bowl',
  );
}
