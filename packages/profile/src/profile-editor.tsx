import { ALLERGEN_IDS, ALLERGEN_LABELS } from '@campus/catalogue/allergens';
import { DIET_LABELS, DIETS } from '@campus/catalogue/diets';
import { useProfile, useProfileActions } from '@campus/stores';
import { cn } from '@campus/ui/cn';
import { DIET_ICONS } from '@campus/ui/diet-badge';
import { tap } from '@campus/ui/tap';
import { Check, ChevronRight } from 'lucide-react';

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors sm:min-h-9 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';
const off = 'border-border bg-card text-ink hover:border-border-strong';

/**
 * The profile's two sets of toggles — the diets kept, the allergens avoided — as buttons with aria-pressed, a tick and
 * words ("No Soy"), never colour alone. The same control on the menu, the Allergens page and the shell's "My diet".
 */
export function ProfileEditor({
  idBase,
  dietTitle = 'I eat',
  avoidTitle = 'I avoid',
  collapseAllergens = false,
  className,
}: {
  /** Ids of the group labels derive from it (ids come from data, not useId). */
  idBase: string;
  dietTitle?: string;
  avoidTitle?: string;
  /** The allergens folded under their title until opened (open while any is avoided): short lists on a phone. */
  collapseAllergens?: boolean;
  className?: string;
}) {
  const profile = useProfile();
  const { dietToggled } = useProfileActions();
  const allergens = <AllergenToggles idBase={idBase} title={avoidTitle} folded={collapseAllergens} />;
  return (
    <div className={cn('space-y-3', className)}>
      <fieldset aria-labelledby={`${idBase}-diets`} className="min-w-0">
        <legend id={`${idBase}-diets`} className="mb-2 text-sm font-semibold text-ink">
          {dietTitle}
        </legend>
        <div className="flex flex-wrap gap-2">
          {DIETS.map((d) => {
            const pressed = profile.diets.includes(d);
            const Icon = DIET_ICONS[d];
            return (
              <button
                key={d}
                type="button"
                {...tap(idBase, 'diet', d)}
                aria-pressed={pressed}
                onClick={() => dietToggled(d)}
                className={cn(chip, pressed ? 'border-primary bg-primary-soft text-primary' : off)}
              >
                {pressed ? <Check className="h-4 w-4" aria-hidden /> : <Icon className="h-4 w-4" aria-hidden />}
                {DIET_LABELS[d]} only
              </button>
            );
          })}
        </div>
      </fieldset>
      {collapseAllergens ? (
        <details className="group" open={profile.avoid.length > 0 || undefined}>
          <summary
            {...tap(idBase, 'allergens')}
            className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-semibold text-ink focus-visible:outline-3 focus-visible:outline-focus sm:min-h-9 [&::-webkit-details-marker]:hidden"
          >
            <ChevronRight className="h-4 w-4 transition-transform group-open:rotate-90" aria-hidden />
            {avoidTitle}
            {profile.avoid.length ? ` (${profile.avoid.length})` : ''}
          </summary>
          {allergens}
        </details>
      ) : (
        allergens
      )}
    </div>
  );
}

function AllergenToggles({ idBase, title, folded }: { idBase: string; title: string; folded: boolean }) {
  const profile = useProfile();
  const { allergenToggled } = useProfileActions();
  return (
    <fieldset aria-labelledby={`${idBase}-avoid`} className="min-w-0">
      {/* Folded, the summary above says it already: the legend then only names the group for screen readers. */}
      <legend id={`${idBase}-avoid`} className={folded ? 'sr-only' : 'mb-2 text-sm font-semibold text-ink'}>
        {title}
      </legend>
      <div className="flex flex-wrap gap-2">
        {ALLERGEN_IDS.map((a) => {
          const pressed = profile.avoid.includes(a);
          return (
            <button
              key={a}
              type="button"
              {...tap(idBase, 'avoid', a)}
              aria-pressed={pressed}
              onClick={() => allergenToggled(a)}
              className={cn(chip, pressed ? 'border-accent bg-accent-soft text-accent' : off)}
            >
              {pressed ? <Check className="h-4 w-4" aria-hidden /> : null}
              {/* The name stays the allergen's (aria-pressed says it is avoided); "No" is for the eye. */}
              {pressed ? <span aria-hidden>No </span> : null}
              {ALLERGEN_LABELS[a]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
