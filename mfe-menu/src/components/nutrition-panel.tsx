import type { Nutrition } from '@campus/stores';
import { cardClasses } from '@campus/ui/card';
import { MacroPie } from '@campus/ui/macro-pie';

/** Calories, weight and the macro pie (fixed colours), numbers also as text. */
export function NutritionPanel({
  nutrition,
  weightG,
  chosen = true,
}: {
  nutrition: Nutrition;
  weightG: number;
  /** Proteins other than the bowl's own are chosen (else the figures are with its own protein, as the kitchen makes it). */
  chosen?: boolean;
}) {
  return (
    <section aria-labelledby="nutrition-title" className={cardClasses('p-5')}>
      <h2 id="nutrition-title" className="text-xl font-semibold text-ink">
        Nutrition
      </h2>
      <p className="mt-1 text-sm text-muted">
        {chosen ? 'Per bowl with your choices' : 'Per bowl with its usual protein'} · about {weightG} g
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-6">
        <p className="flex flex-col">
          <span className="text-4xl font-bold text-ink tabular-nums">{nutrition.kcal}</span>
          <span className="text-sm text-muted">kcal</span>
        </p>
        <MacroPie macros={nutrition} size={112} />
      </div>
    </section>
  );
}
