import { ConflictLine } from '@campus/profile';
import type { Conflict } from '@campus/profile/fits';
import { cn } from '@campus/ui/cn';
import { SmartImage } from '@campus/ui/smart-image';
import { tap } from '@campus/ui/tap';
import { Check, Plus } from 'lucide-react';
import type * as React from 'react';

export interface OptionCardProps {
  title: string;
  description: string;
  image?: string;
  /** Chosen how many times (0 = not chosen). */
  count: number;
  /** Toggle choices report aria-pressed; add-only choices (19.99 drinks/snacks) do not. */
  pressable: boolean;
  /** Clicking would do nothing (the limit is reached). */
  blocked: boolean;
  /** Extra cost text, e.g. "+$2.00", or "Included". */
  price?: string;
  /** Small line above the title (country and flag). */
  eyebrow?: React.ReactNode;
  badges?: React.ReactNode;
  /** Why it does not fit the customer's diet profile, said on the card. */
  conflicts?: readonly Conflict[];
  onClick: () => void;
  /** What it chooses, for a tap held before the page is live (@campus/ui/tap): `drink:kombucha`. */
  tapName: string;
}

/** One choice of a plan builder: a real button with its picture, name, description and state in words. */
export function OptionCard({
  title,
  description,
  image,
  count,
  pressable,
  blocked,
  price,
  eyebrow,
  badges,
  conflicts = [],
  onClick,
  tapName,
}: OptionCardProps) {
  const chosen = count > 0;
  const state = chosen ? (pressable || count === 1 ? 'In your bundle' : `In bundle ×${count}`) : null;
  return (
    <button
      type="button"
      onClick={onClick}
      {...tap(tapName)}
      aria-pressed={pressable ? chosen : undefined}
      aria-disabled={blocked || undefined}
      className={cn(
        'group relative flex h-full w-full scroll-mb-36 flex-col overflow-hidden rounded-card border-2 bg-card text-left shadow-card transition lg:scroll-mb-0',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        chosen ? 'border-primary ring-2 ring-primary/20' : 'border-border hover:border-border-strong',
        blocked && 'cursor-not-allowed',
        blocked && !chosen && 'bg-surface',
      )}
    >
      {image ? (
        <SmartImage
          src={image}
          alt=""
          fallback={title}
          width={400}
          height={300}
          frameClassName={cn('w-full', blocked && !chosen && 'opacity-50 grayscale-[40%]')}
        />
      ) : null}
      <span className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        {eyebrow ? <span className="text-xs font-semibold text-muted">{eyebrow}</span> : null}
        <span className="font-semibold leading-snug text-ink">{title}</span>
        {price ? (
          <span
            className={cn('text-sm font-semibold tabular-nums', price.startsWith('+') ? 'text-accent' : 'text-primary')}
          >
            {price}
          </span>
        ) : null}
        <span className="line-clamp-2 text-sm text-muted">{description}</span>
        {badges ? <span className="mt-1 flex flex-wrap gap-1">{badges}</span> : null}
        <ConflictLine conflicts={conflicts} />
        <span
          className={cn(
            'mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold',
            chosen ? 'text-primary' : 'text-muted',
          )}
        >
          {chosen ? <Check className="h-4 w-4" aria-hidden /> : <Plus className="h-4 w-4" aria-hidden />}
          {state ?? (blocked ? 'Limit reached' : pressable ? 'Choose' : 'Add')}
        </span>
      </span>
    </button>
  );
}
