import type { BowlCartPayload, SandwichCartPayload } from '@campus/stores';
import { humanize } from '@campus/stores/cart-text';
import { allergenNames } from '../domain/order-nutrition';
import { BadgeList } from './badge-list';
import { DetailList, joined } from './detail-list';
import { NutritionLine } from './nutrition-line';

/** "Soy, Sesame"; "None listed" for an empty list; said as unknown when we have no allergen information for it. */
export const allergenText = (allergens: readonly string[] | undefined, noun: string): string =>
  allergens ? (joined(allergenNames(allergens)) ?? 'None listed') : `No allergen information for this ${noun}`;

/**
 * A signature bowl: what the customer chose (base, vegetables, sauce), the proteins (the first is included),
 * nutrition and diet tags.
 */
export function BowlDetails({
  bowl,
  diets,
  allergens,
}: {
  bowl: BowlCartPayload;
  diets: readonly string[];
  allergens: readonly string[] | undefined;
}) {
  return (
    <>
      <DetailList
        rows={[
          ...(bowl.choices ?? []).map((row): [string, string | null] => [row.group, joined(row.names)]),
          ['Proteins', joined(bowl.proteins.map(humanize)) ?? 'None chosen'],
          ['Nutrition', bowl.nutrition ? <NutritionLine key="n" nutrition={bowl.nutrition} /> : null],
          ['Contains', allergenText(allergens, 'bowl')],
        ]}
      />
      <BadgeList badges={diets} />
    </>
  );
}

export function SandwichDetails({
  sandwich,
  allergens,
}: {
  sandwich: SandwichCartPayload;
  allergens: readonly string[] | undefined;
}) {
  return (
    <DetailList
      rows={[
        ['Leave out', sandwich.leaveOut?.length ? sandwich.leaveOut.join(', ') : null],
        ['Nutrition', sandwich.nutrition ? <NutritionLine key="n" nutrition={sandwich.nutrition} /> : null],
        ['Contains', allergenText(allergens, 'item')],
      ]}
    />
  );
}
