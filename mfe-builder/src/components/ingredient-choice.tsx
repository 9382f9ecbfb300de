import { type Ingredient, ingredientDiets } from '@campus/catalogue/ingredients';
import { formatCents } from '@campus/catalogue/money';
import { ConflictLine } from '@campus/profile';
import type { Conflict } from '@campus/profile/fits';
import { cn } from '@campus/ui/cn';
import { DietBadges } from '@campus/ui/diet-badge';
import { SmartImage } from '@campus/ui/smart-image';
import { tap } from '@campus/ui/tap';
import { Check } from 'lucide-react';

interface IngredientChoiceProps {
  ingredient: Ingredient;
  selected: boolean;
  /** The step is full: this unchosen card is dimmed and a click only explains why. */
  blocked: boolean;
  /** What choosing it would add to the price, or null when included. */
  priceCents: number | null;
  describedBy?: string;
  /** Why it does not fit the customer's profile, said on the card. */
  conflicts?: readonly Conflict[];
  /** In the step's first row: its picture is fetched at once and first, and painted with the text (the largest paint). */
  priority?: boolean;
  onToggle: () => void;
}

/** One ingredient as a toggle button (aria-pressed): picture, name, calories and macros, price, badges. */
export function IngredientChoice({
  ingredient,
  selected,
  blocked,
  priceCents,
  describedBy,
  conflicts = [],
  priority = false,
  onToggle,
}: IngredientChoiceProps) {
  const i = ingredient;
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-describedby={blocked ? describedBy : undefined}
      onClick={onToggle}
      data-ingredient={i.id}
      {...tap('ingredient', i.id)}
      className={cn(
        'group relative flex h-full w-full flex-col overflow-hidden rounded-card border-2 bg-card text-left shadow-card transition',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        selected ? 'border-(--builder-accent)' : 'border-transparent hover:border-border-strong',
        blocked && '[&>span:first-child]:opacity-45 [&>span:first-child]:grayscale',
      )}
    >
      <SmartImage
        src={i.imageThumbUrl}
        alt=""
        fallback={i.name}
        width={120}
        height={120}
        {...(priority ? { loading: 'eager', fetchPriority: 'high', decoding: 'sync' } : {})}
      />
      <span
        aria-hidden
        className={cn(
          'absolute top-2 right-2 flex h-7 w-7 items-center justify-center rounded-full border-2 border-white shadow',
          selected ? 'bg-(--builder-accent) text-white' : 'bg-white/85 text-transparent',
        )}
      >
        <Check className="h-4 w-4" strokeWidth={3} />
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="font-semibold leading-snug text-ink">{i.name}</span>
        <span className="text-xs text-muted tabular-nums">
          {i.caloriesKcal} kcal · {i.proteinG} g protein
        </span>
        <span className="mt-auto flex flex-wrap items-center gap-1.5 pt-1">
          {priceCents !== null ? (
            <span className="text-sm font-bold text-accent tabular-nums">+{formatCents(priceCents)}</span>
          ) : null}
          {i.category === 'protein' ? <DietBadges diets={ingredientDiets(i)} /> : null}
        </span>
        <ConflictLine conflicts={conflicts} />
      </span>
    </button>
  );
}
