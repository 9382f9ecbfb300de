import type { Nutrition } from '@campus/stores';

/** "520 kcal · 62 g carbs · 34 g protein · 14 g fat" for one unit. */
export function NutritionLine({ nutrition }: { nutrition: Nutrition }) {
  const r = (n: number) => Math.round(n);
  return (
    <span className="tabular-nums">
      {r(nutrition.kcal)} kcal · {r(nutrition.carbs)} g carbs · {r(nutrition.protein)} g protein · {r(nutrition.fat)} g
      fat
    </span>
  );
}
