import type { BowlCartPayload, SandwichCartPayload } from '@campus/cart';
import { humanize } from '../domain/line-text';
import { allergenNames } from '../domain/order-nutrition';
import { BadgeList } from './badge-list';
import { DetailList, joined } from './detail-list';
import { NutritionLine } from './nutrition-line';

/** "Soy, Sesame"; "None listed" for an empty list; hidden when the slice that added it did not say. */
export const allergenText = (allergens: readonly string[] | undefined): string | null =>
  allergens ? (joined(allergenNames(allergens)) ?? 'None listed') : null;

/**
 * A signature bowl: what the customer chose (base, vegetables, sauce), the proteins (the first is included),
 * nutrition and diet tags.
 */
export function BowlDetails({ bowl }: { bowl: BowlCartPayload }) {
  return (
    <>
      <DetailList
        rows={[
          ...(bowl.choices ?? []).map((row): [string, string | null] => [row.group, joined(row.names)]),
          ['Proteins', joined(bowl.proteins.map(humanize)) ?? 'None chosen'],
          ['Nutrition', bowl.nutrition ? <NutritionLine key="n" nutrition={bowl.nutrition} /> : null],
          ['Contains', allergenText(bowl.allergens)],
        ]}
      />
      <BadgeList badges={bowl.diet ?? []} />
    </>
  );
}

export function SandwichDetails({ sandwich }: { sandwich: SandwichCartPayload }) {
  return (
    <DetailList
      rows={[
        ['Leave out', sandwich.leaveOut?.length ? sandwich.leaveOut.join(', ') : null],
        ['Nutrition', sandwich.nutrition ? <NutritionLine key="n" nutrition={sandwich.nutrition} /> : null],
        ['Contains', allergenText(sandwich.allergens)],
      ]}
    />
  );
}
