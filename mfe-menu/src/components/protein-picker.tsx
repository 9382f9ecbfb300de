import { MAX_PROTEINS, proteinDiets } from '@campus/catalogue/addons';
import { extraProteinNote } from '@campus/catalogue/extra-protein';
import { formatCents } from '@campus/catalogue/money';
import type { ProteinAddon } from '@campus/catalogue/types';
import { ConflictLine } from '@campus/profile';
import type { Conflict } from '@campus/profile/fits';
import { cn } from '@campus/ui/cn';
import { DietBadge, DietBadges } from '@campus/ui/diet-badge';
import { proteinPriceLabelCents } from '../domain/bowl-pricing';
import { ChoiceToggle } from './choice-toggle';

/** Proteins toggle on click; the first chosen is included, each further one shows its add-on price. */
export function ProteinPicker({
  proteins,
  own = [],
  selected,
  onToggle,
  notice,
  conflictsOf,
}: {
  proteins: readonly ProteinAddon[];
  /** The bowl's own protein(s): what its recipe puts in, marked so. */
  own?: readonly string[];
  /** Why a protein does not fit the customer's profile: said on its button, asked about before it is picked. */
  conflictsOf?: (protein: ProteinAddon) => readonly Conflict[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  /** Why the last tap changed nothing (the maximum), said next to the choices. */
  notice?: string | null;
}) {
  return (
    <section aria-labelledby="protein-title">
      <h2 id="protein-title" className="text-xl font-semibold text-ink">
        Choose your protein
      </h2>
      <p id="protein-help" className="mt-1 text-sm text-muted">
        Choose 1 to {MAX_PROTEINS}. Your first protein is included; each extra one adds its price.{' '}
        {extraProteinNote('signature')}
      </p>
      <p id="protein-limit" aria-live="polite" className="mt-1 min-h-5 text-sm font-medium text-danger">
        {notice ?? ''}
      </p>
      <fieldset
        aria-labelledby="protein-title"
        aria-describedby="protein-help"
        className="mt-3 grid gap-2.5 sm:grid-cols-2"
      >
        {proteins.map((p) => {
          const pressed = selected.includes(p.id);
          // At the maximum, the others are drawn as not takeable now (a tap says why, as the builder's cards do).
          const blocked = !pressed && selected.length >= MAX_PROTEINS;
          const cents = proteinPriceLabelCents(selected, p);
          const price = cents === 0 ? 'Included' : `+${formatCents(cents)}`;
          return (
            <ChoiceToggle
              key={p.id}
              tapName={`protein:${p.id}`}
              pressed={pressed}
              onToggle={() => onToggle(p.id)}
              blocked={blocked}
              describedBy={blocked ? 'protein-limit' : undefined}
              className="min-h-14 py-2.5"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{p.name}</span>
                {own.includes(p.id) ? (
                  <span className="block text-xs font-medium text-primary">In the recipe</span>
                ) : null}
                <span className="block text-xs text-muted">
                  {p.nutrition.protein} g protein · {p.nutrition.kcal} kcal
                </span>
                <span className="mt-1 flex flex-wrap gap-1">
                  <DietBadges diets={proteinDiets(p)} />
                  {p.isPremium ? <DietBadge kind="premium" /> : null}
                </span>
                <ConflictLine conflicts={conflictsOf?.(p) ?? []} />
              </span>
              <span
                className={cn(
                  'shrink-0 text-sm font-semibold tabular-nums',
                  cents === 0 ? 'text-primary' : 'text-accent',
                )}
              >
                {price}
              </span>
            </ChoiceToggle>
          );
        })}
      </fieldset>
    </section>
  );
}
