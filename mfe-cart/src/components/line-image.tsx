import type { CartItem } from '@campus/stores';
import { SmartImage } from '@campus/ui/smart-image';
import bowlUrl from '../assets/bowl.svg';
import customBowlUrl from '../assets/custom-bowl.svg';
import mealPlanUrl from '../assets/meal-plan.svg';
import sandwichUrl from '../assets/sandwich.svg';
import { safeImageSrc } from '../domain/line-text';

const illustration: Record<CartItem['type'], string> = {
  bowl: bowlUrl,
  custom_bowl: customBowlUrl,
  sandwich: sandwichUrl,
  meal_plan: mealPlanUrl,
};

/** The picture of a line: the one its slice stored, or this slice's illustration of its kind. Decorative (the name follows). */
export function LineImage({ line }: { line: CartItem }) {
  const stored = line.type === 'bowl' || line.type === 'sandwich' ? safeImageSrc(line.item.image) : undefined;
  return (
    <SmartImage
      src={stored ?? illustration[line.type]}
      alt=""
      fallback={<span aria-hidden>🍽️</span>}
      width={96}
      height={96}
      frameClassName="w-16 shrink-0 self-start rounded-xl sm:w-24"
    />
  );
}
