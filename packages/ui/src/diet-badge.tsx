import { Crown, Leaf, ShieldCheck, Sprout } from 'lucide-react';
import type * as React from 'react';
import { cn } from './cn';

export type DietKind = 'halal' | 'vegetarian' | 'vegan' | 'premium';

const styles: Record<
  DietKind,
  { label: string; className: string; Icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }> }
> = {
  halal: { label: 'Halal', className: 'bg-halal-soft text-halal', Icon: ShieldCheck },
  vegetarian: { label: 'Vegetarian', className: 'bg-vegetarian-soft text-vegetarian', Icon: Leaf },
  vegan: { label: 'Vegan', className: 'bg-vegan-soft text-vegan', Icon: Sprout },
  premium: { label: 'Premium', className: 'bg-premium-soft text-premium', Icon: Crown },
};

/** A diet badge: a word, an icon and a colour — never colour alone. */
export function DietBadge({ kind, className }: { kind: DietKind; className?: string }) {
  const { label, className: tone, Icon } = styles[kind];
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', tone, className)}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden />
      {label}
    </span>
  );
}

/** A product's diet badges in one row (the catalogue's `productDiets` decides which). */
export function DietBadges({ diets }: { diets: readonly DietKind[] }) {
  return (
    <>
      {diets.map((kind) => (
        <DietBadge key={kind} kind={kind} />
      ))}
    </>
  );
}

export function isDietKind(value: string): value is DietKind {
  return value in styles;
}
