import { ALLERGEN_IDS, ALLERGEN_LABELS } from '@campus/catalogue/allergens';
import { DIET_LABELS, DIETS } from '@campus/catalogue/diets';
import { cn } from '@campus/ui/cn';
import { DIET_ICONS } from '@campus/ui/diet-badge';
import { Check } from 'lucide-react';
import { useProfile, useProfileActions } from './profile-store';

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
  className,
}: {
  /** Ids of the group labels derive from it (ids come from data, not useId). */
  idBase: string;
  dietTitle?: string;
  avoidTitle?: string;
  className?: string;
}) {
  const profile = useProfile();
  const { dietToggled, allergenToggled } = useProfileActions();
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
      <fieldset aria-labelledby={`${idBase}-avoid`} className="min-w-0">
        <legend id={`${idBase}-avoid`} className="mb-2 text-sm font-semibold text-ink">
          {avoidTitle}
        </legend>
        <div className="flex flex-wrap gap-2">
          {ALLERGEN_IDS.map((a) => {
            const pressed = profile.avoid.includes(a);
            return (
              <button
                key={a}
                type="button"
                aria-pressed={pressed}
                onClick={() => allergenToggled(a)}
                className={cn(chip, pressed ? 'border-accent bg-accent-soft text-accent' : off)}
              >
                {pressed ? <Check className="h-4 w-4" aria-hidden /> : null}
                {pressed ? `No ${ALLERGEN_LABELS[a]}` : ALLERGEN_LABELS[a]}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
