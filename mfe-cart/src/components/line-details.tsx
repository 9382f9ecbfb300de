import type { CartItem } from '@campus/cart';
import { BowlDetails, SandwichDetails } from './bowl-details';
import { CustomBowlDetails } from './custom-bowl-details';
import { PlanBundleDetails } from './plan-bundle-details';

export const KIND_LABEL: Record<CartItem['type'], string> = {
  bowl: 'Signature bowl',
  custom_bowl: 'Build your own',
  sandwich: 'Sandwich',
  meal_plan: 'Meal plan',
};

/** Each kind of line shown as itself. */
export function LineDetails({ line }: { line: CartItem }) {
  switch (line.type) {
    case 'bowl':
      return <BowlDetails bowl={line.item} />;
    case 'custom_bowl':
      return <CustomBowlDetails bowl={line.item} />;
    case 'sandwich':
      return <SandwichDetails sandwich={line.item} />;
    case 'meal_plan':
      return <PlanBundleDetails bundle={line.item} />;
  }
}
