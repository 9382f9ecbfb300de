import { ALLERGEN_LABELS } from '@campus/catalogue/allergens';
import { DIET_LABELS } from '@campus/catalogue/diets';
import type { AllergenId, Diet } from '@campus/catalogue/types';
import { Button } from '@campus/ui/button';
import { cardClasses } from '@campus/ui/card';
import { cn } from '@campus/ui/cn';
import { DIET_ICONS } from '@campus/ui/diet-badge';
import { Check, ChevronRight, SlidersHorizontal } from 'lucide-react';
import { ALLERGEN_OPTIONS, DIET_OPTIONS, isFilterActive, type MenuFilter, toggleIn } from '../domain/menu-filter';

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors sm:min-h-9 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';
const on = 'border-primary bg-primary-soft text-primary';
const off = 'border-border bg-card text-ink hover:border-border-strong';

/** Diet and allergen filter (kept in the URL by the page). Toggle buttons with aria-pressed and a check mark. */
export function MenuFilterBar({
  filter,
  onChange,
  summary,
}: {
  filter: MenuFilter;
  onChange: (next: MenuFilter) => void;
  summary: string;
}) {
  const setDiet = (d: Diet) => onChange({ ...filter, diets: toggleIn(filter.diets, d) });
  const setAvoid = (a: AllergenId) => onChange({ ...filter, avoid: toggleIn(filter.avoid, a) });
  return (
    <section aria-label="Filter bowls" className={cardClasses('p-4')}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <span id="diet-filter-label" className="flex items-center gap-2 text-sm font-semibold text-ink sm:mr-1">
          <SlidersHorizontal className="h-4 w-4 text-muted" aria-hidden />
          Diet
        </span>
        <fieldset aria-labelledby="diet-filter-label" className="flex flex-wrap gap-2">
          {DIET_OPTIONS.map((d) => {
            const pressed = filter.diets.includes(d);
            const label = DIET_LABELS[d];
            const Icon = DIET_ICONS[d];
            return (
              <button
                key={d}
                type="button"
                aria-pressed={pressed}
                onClick={() => setDiet(d)}
                className={cn(chip, pressed ? on : off)}
              >
                {pressed ? <Check className="h-4 w-4" aria-hidden /> : <Icon className="h-4 w-4" aria-hidden />}
                {label}
              </button>
            );
          })}
        </fieldset>
      </div>
      <details className="group mt-3" open={filter.avoid.length > 0 || undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-semibold text-ink focus-visible:outline-3 focus-visible:outline-focus sm:min-h-9 [&::-webkit-details-marker]:hidden">
          <ChevronRight className="h-4 w-4 transition-transform group-open:rotate-90" aria-hidden />
          Avoid allergens{filter.avoid.length ? ` (${filter.avoid.length})` : ''}
        </summary>
        <fieldset aria-label="Hide bowls containing" className="mt-2 flex flex-wrap gap-2">
          {ALLERGEN_OPTIONS.map((a) => {
            const pressed = filter.avoid.includes(a);
            return (
              <button
                key={a}
                type="button"
                aria-pressed={pressed}
                onClick={() => setAvoid(a)}
                className={cn(chip, pressed ? 'border-accent bg-accent-soft text-accent' : off)}
              >
                {pressed ? <Check className="h-4 w-4" aria-hidden /> : null}
                {pressed ? `No ${ALLERGEN_LABELS[a]}` : ALLERGEN_LABELS[a]}
              </button>
            );
          })}
        </fieldset>
      </details>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <p className="text-sm text-muted" aria-live="polite">
          {summary}
        </p>
        {isFilterActive(filter) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange({ diets: [], avoid: [] })}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </section>
  );
}
