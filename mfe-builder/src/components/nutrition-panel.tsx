import type { Nutrition } from '@campus/stores';
import { cn } from '@campus/ui/cn';

const MACROS = [
  { key: 'carbs', label: 'Carbs', swatch: 'bg-macro-carbs' },
  { key: 'protein', label: 'Protein', swatch: 'bg-macro-protein' },
  { key: 'fat', label: 'Fat', swatch: 'bg-macro-fat' },
] as const;

/** Live calories and macros of what is chosen so far; a stacked bar of grams with each macro also written out. */
export function NutritionPanel({ nutrition, className }: { nutrition: Nutrition; className?: string }) {
  const grams = nutrition.carbs + nutrition.protein + nutrition.fat;
  return (
    <div className={className}>
      <p className="flex items-baseline gap-1.5">
        <span className="text-3xl font-bold text-ink tabular-nums">{nutrition.kcal}</span>
        <span className="text-sm font-medium text-muted">kcal</span>
      </p>
      <div className="mt-3 flex h-2.5 overflow-hidden rounded-full bg-border" aria-hidden>
        {MACROS.map((m) => (
          <span
            key={m.key}
            className={cn('h-full transition-[width] duration-300', m.swatch)}
            style={{ width: grams > 0 ? `${(nutrition[m.key] / grams) * 100}%` : '0%' }}
          />
        ))}
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {MACROS.map((m) => (
          <div key={m.key}>
            <dt className="flex items-center gap-1.5 text-muted">
              <span className={cn('h-2.5 w-2.5 rounded-sm', m.swatch)} aria-hidden />
              {m.label}
            </dt>
            <dd className="font-semibold text-ink tabular-nums">{nutrition[m.key]} g</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
