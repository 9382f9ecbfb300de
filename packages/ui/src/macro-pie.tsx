import { cn } from './cn';

/** Grams of the three macros; the pie shows each one's share of the calories (4/4/9 kcal per gram). */
export interface Macros {
  carbs: number;
  protein: number;
  fat: number;
}

const KCAL_PER_GRAM = { carbs: 4, protein: 4, fat: 9 } as const;

/** Fixed colours everywhere (tokens --color-macro-*); the legend names each slice too. */
const SLICES = [
  { key: 'carbs', label: 'Carbs', stroke: 'stroke-macro-carbs', swatch: 'bg-macro-carbs' },
  { key: 'protein', label: 'Protein', stroke: 'stroke-macro-protein', swatch: 'bg-macro-protein' },
  { key: 'fat', label: 'Fat', stroke: 'stroke-macro-fat', swatch: 'bg-macro-fat' },
] as const;

/** Percent of calories from each macro, rounded, summing to 100 (0s when empty). */
export function macroShares(m: Macros): Record<keyof Macros, number> {
  const kcal = {
    carbs: m.carbs * KCAL_PER_GRAM.carbs,
    protein: m.protein * KCAL_PER_GRAM.protein,
    fat: m.fat * KCAL_PER_GRAM.fat,
  };
  const total = kcal.carbs + kcal.protein + kcal.fat;
  if (total <= 0) return { carbs: 0, protein: 0, fat: 0 };
  const carbs = Math.round((kcal.carbs / total) * 100);
  const protein = Math.round((kcal.protein / total) * 100);
  return { carbs, protein, fat: 100 - carbs - protein };
}

const R = 15.9155; // circumference 100: dash lengths are percents

/** A small hand-written donut chart with its numbers also as text (legend). */
export function MacroPie({ macros, size = 128, className }: { macros: Macros; size?: number; className?: string }) {
  const shares = macroShares(macros);
  let offset = 25; // start at 12 o'clock
  const label = SLICES.map((s) => `${s.label} ${macros[s.key]} g (${shares[s.key]}% of calories)`).join(', ');
  return (
    <div className={cn('flex flex-wrap items-center gap-5', className)}>
      <svg viewBox="0 0 42 42" width={size} height={size} role="img" aria-label={`Macro split: ${label}`}>
        <circle cx="21" cy="21" r={R} fill="none" strokeWidth="6" className="stroke-border" />
        {SLICES.map((s) => {
          const share = shares[s.key];
          const dash = `${share} ${100 - share}`;
          const el = (
            <circle
              key={s.key}
              cx="21"
              cy="21"
              r={R}
              fill="none"
              strokeWidth="6"
              strokeDasharray={dash}
              strokeDashoffset={offset}
              className={s.stroke}
            />
          );
          offset -= share;
          return share > 0 ? el : null;
        })}
      </svg>
      <ul className="space-y-1.5 text-sm">
        {SLICES.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <span className={cn('h-3 w-3 rounded-sm', s.swatch)} aria-hidden />
            <span className="font-medium text-ink">{s.label}</span>
            <span className="tabular-nums text-muted">
              {macros[s.key]} g · {shares[s.key]}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
