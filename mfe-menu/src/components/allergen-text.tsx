import { ALLERGEN_LABELS } from '@campus/catalogue/allergens';
import type { AllergenId } from '@campus/catalogue/types';
import { TriangleAlert } from 'lucide-react';

export function allergenNames(allergens: readonly AllergenId[]): string {
  return allergens.map((a) => ALLERGEN_LABELS[a]).join(', ');
}

/** "Contains: Soy" — words, with an icon; "No major allergens" when none. */
export function AllergenText({ allergens, className }: { allergens: readonly AllergenId[]; className?: string }) {
  return (
    <p className={className ?? 'flex items-center gap-1.5 text-sm text-muted'}>
      <TriangleAlert className="h-4 w-4 shrink-0 text-accent" aria-hidden />
      {allergens.length ? (
        <span>
          <span className="font-medium text-ink">Contains:</span> {allergenNames(allergens)}
        </span>
      ) : (
        <span>No major allergens</span>
      )}
    </p>
  );
}
