import type { CustomBowl } from '@campus/stores';
import { humanize } from '@campus/stores/cart-text';
import { BadgeList } from './badge-list';
import { allergenText } from './bowl-details';
import { DetailList, joined } from './detail-list';
import { NutritionLine } from './nutrition-line';

const names = (values: readonly string[]): string | null => joined(values.map(humanize));

/** A build-your-own bowl: every choice, its nutrition and badges. */
export function CustomBowlDetails({
  bowl,
  diets,
  allergens,
}: {
  bowl: CustomBowl;
  diets: readonly string[];
  allergens: readonly string[] | undefined;
}) {
  return (
    <>
      <DetailList
        rows={[
          ['Based on', bowl.baseBowl ? humanize(bowl.baseBowl) : null],
          ['Base', humanize(bowl.base)],
          ['Proteins', names(bowl.proteins)],
          ['Sauce', bowl.sauce ? humanize(bowl.sauce) : 'No sauce'],
          ['Warm veg', names(bowl.warmVeg)],
          ['Cold crunch', names(bowl.coldCrunch) ?? 'None'],
          ['Extras', names(bowl.extras) ?? 'None'],
          ['Nutrition', <NutritionLine key="n" nutrition={bowl.totalNutrition} />],
          ['Contains', allergenText(allergens, 'bowl')],
        ]}
      />
      <BadgeList badges={diets} />
    </>
  );
}
