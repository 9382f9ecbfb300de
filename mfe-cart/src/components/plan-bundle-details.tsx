import type { PlanBundle } from '@campus/stores';
import { humanize } from '@campus/stores/cart-text';
import { countedList } from '../domain/line-text';
import { allergenText } from './bowl-details';
import { DetailList, joined } from './detail-list';
import { NutritionLine } from './nutrition-line';

/** A meal-plan bundle: what is in it (what each drink upgrade adds to its price: PriceParts, under every line). */
export function PlanBundleDetails({
  bundle,
  allergens,
}: {
  bundle: PlanBundle;
  allergens: readonly string[] | undefined;
}) {
  const { components: c } = bundle;
  return (
    <>
      {bundle.description ? <p className="mt-1 text-sm text-muted">{bundle.description}</p> : null}
      <DetailList
        rows={[
          ['Sandwich', humanize(c.sandwich)],
          ['Traditional bowl', c.traditionalBowl ? humanize(c.traditionalBowl) : null],
          ['Drinks', joined(countedList(c.drinks))],
          ['Snacks', joined(countedList(c.snacks))],
          ['Nutrition', bundle.nutrition ? <NutritionLine key="n" nutrition={bundle.nutrition} /> : null],
          ['Contains', allergenText(allergens, 'plan')],
        ]}
      />
    </>
  );
}
