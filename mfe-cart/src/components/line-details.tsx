import { badgeDiets } from '@campus/catalogue/facts';
import { lineFacts } from '@campus/profile/catalogue-facts';
import type { CartItem } from '@campus/stores';
import { BowlDetails, SandwichDetails } from './bowl-details';
import { CustomBowlDetails } from './custom-bowl-details';
import { PlanBundleDetails } from './plan-bundle-details';

export const KIND_LABEL: Record<CartItem['type'], string> = {
  bowl: 'Signature bowl',
  custom_bowl: 'Build your own',
  sandwich: 'Sandwich',
  meal_plan: 'Meal plan',
};

/**
 * Each kind of line shown as itself. A bowl's diet badges and allergens are what the catalogue says the line is
 * (`lineFacts`, the same facts its diet note reads), not words stored when it was added.
 */
export function LineDetails({ line }: { line: CartItem }) {
  const facts = lineFacts(line);
  const diets = badgeDiets(facts.diets);
  const allergens = facts.allergensUnknown ? undefined : facts.allergens;
  switch (line.type) {
    case 'bowl':
      return <BowlDetails bowl={line.item} diets={diets} allergens={allergens} />;
    case 'custom_bowl':
      return <CustomBowlDetails bowl={line.item} diets={diets} allergens={allergens} />;
    case 'sandwich':
      return <SandwichDetails sandwich={line.item} allergens={allergens} />;
    case 'meal_plan':
      return <PlanBundleDetails bundle={line.item} allergens={allergens} />;
  }
}
