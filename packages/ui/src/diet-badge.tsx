import { DIET_LABELS } from '@campus/catalogue/diets';
import type { Diet } from '@campus/catalogue/types';
import { Crown, Leaf, ShieldCheck, Sprout } from 'lucide-react';
import type * as React from 'react';
import { cn } from './cn';

export type DietKind = Diet | 'premium';

type Icon = React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** The icon that goes with each diet's word, on badges and on the menu's filter chips. */
export const DIET_ICONS: Readonly<Record<Diet, Icon>> = { halal: ShieldCheck, vegetarian: Leaf, vegan: Sprout };

const styles: Record<DietKind, { label: string; className: string; Icon: Icon }> = {
  halal: { label: DIET_LABELS.halal, className: 'bg-halal-soft text-halal', Icon: DIET_ICONS.halal },
  vegetarian: {
    label: DIET_LABELS.vegetarian,
    className: 'bg-vegetarian-soft text-vegetarian',
    Icon: DIET_ICONS.vegetarian,
  },
  vegan: { label: DIET_LABELS.vegan, className: 'bg-vegan-soft text-vegan', Icon: DIET_ICONS.vegan },
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
  // Own keys only: a stored badge "constructor" or "toString" is `in` every object, and has no style to draw.
  return Object.hasOwn(styles, value);
}
