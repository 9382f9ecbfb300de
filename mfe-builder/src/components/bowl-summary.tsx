import { Card } from '@campus/ui/card';
import { bowlNutrition, chosenIngredients } from '../domain/nutrition';
import type { Selections } from '../domain/selection';
import { NutritionPanel } from './nutrition-panel';

/** "Your bowl" beside the choices: what is in it so far and its live nutrition. */
export function BowlSummary({ selections, showItems = true }: { selections: Selections; showItems?: boolean }) {
  const items = chosenIngredients(selections);
  return (
    <Card className="p-5 lg:sticky lg:top-24">
      <h2 className="text-lg font-bold text-ink">Your bowl</h2>
      {!showItems ? null : items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing yet. Start with a base.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Chosen so far">
          {items.map((i) => (
            <li
              key={i.id}
              className="rounded-full bg-surface px-2.5 py-1 text-xs font-medium text-ink ring-1 ring-border"
            >
              {i.name}
            </li>
          ))}
        </ul>
      )}
      <h3 className={showItems ? 'mt-5 text-sm font-semibold text-ink' : 'mt-2 text-sm font-semibold text-ink'}>
        Nutrition
      </h3>
      <NutritionPanel nutrition={bowlNutrition(selections)} className="mt-1" />
    </Card>
  );
}
