import { ProfileEditor } from '@campus/profile';
import { isProfileActive } from '@campus/profile/fits';
import { useProfile, useProfileActions, useProfileDisplay } from '@campus/stores';
import { Button } from '@campus/ui/button';
import { cardClasses } from '@campus/ui/card';
import { cn } from '@campus/ui/cn';
import { tap } from '@campus/ui/tap';
import { Check, SlidersHorizontal } from 'lucide-react';

const DISPLAYS = [
  { id: 'hide', label: 'Hide what doesn’t fit' },
  { id: 'mark', label: 'Show it, marked' },
] as const;

/**
 * The menu's filter is the customer's diet profile (the one every page honours): diets and allergens, and whether
 * what does not fit is hidden or marked. The summary says how many bowls show ("Showing 3 of 4 bowls").
 */
export function MenuFilterBar({ summary }: { summary: string }) {
  const profile = useProfile();
  const display = useProfileDisplay();
  const { displayChanged, profileCleared } = useProfileActions();
  return (
    <section aria-labelledby="menu-filter-title" className={cardClasses('p-4')}>
      <h2 id="menu-filter-title" className="flex items-center gap-2 text-base font-semibold text-ink">
        <SlidersHorizontal className="h-4 w-4 text-muted" aria-hidden />
        Filter bowls by your diet
      </h2>
      <p className="mt-1 text-sm text-muted">Saved as your diet profile: the whole site honours it.</p>
      <ProfileEditor idBase="menu-filter" avoidTitle="Avoid allergens" collapseAllergens className="mt-3" />
      <fieldset aria-labelledby="menu-filter-display" className="mt-3 min-w-0">
        <legend id="menu-filter-display" className="mb-2 text-sm font-semibold text-ink">
          Bowls that don’t fit
        </legend>
        {/* Side by side on a phone too (two even columns, a label may take two lines): one row, not two. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {DISPLAYS.map((d) => {
            const pressed = display === d.id;
            return (
              <button
                key={d.id}
                type="button"
                {...tap('menu-filter', 'display', d.id)}
                aria-pressed={pressed}
                onClick={() => displayChanged(d.id)}
                className={cn(
                  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl border px-3 py-1 text-center text-sm leading-tight font-medium sm:min-h-9 sm:justify-start sm:rounded-full sm:py-0',
                  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  pressed
                    ? 'border-primary bg-primary-soft text-primary'
                    : 'border-border bg-card text-ink hover:border-border-strong',
                )}
              >
                {pressed ? <Check className="h-4 w-4" aria-hidden /> : null}
                {d.label}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <p className="text-sm text-muted" aria-live="polite">
          {summary}
        </p>
        {isProfileActive(profile) ? (
          <Button variant="ghost" size="sm" onClick={profileCleared} {...tap('menu-filter', 'clear')}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </section>
  );
}
