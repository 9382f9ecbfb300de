import { cn } from '@campus/ui/cn';
import { tap } from '@campus/ui/tap';
import { CheckCircle2, Circle } from 'lucide-react';
import type * as React from 'react';

/** A choice on the bowl page as a toggle button (aria-pressed): a tick when chosen, then whatever describes it. */
export function ChoiceToggle({
  tapName,
  pressed,
  onToggle,
  blocked = false,
  describedBy,
  className,
  children,
}: {
  /** What it chooses, for a tap held before the page is live (@campus/ui/tap): `protein:tofu`. */
  tapName: string;
  pressed: boolean;
  onToggle: () => void;
  /** Its group is at its maximum: drawn as not takeable now; a tap only says why (`describedBy`). */
  blocked?: boolean;
  describedBy?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const Icon = pressed ? CheckCircle2 : Circle;
  return (
    <button
      type="button"
      {...tap(tapName)}
      aria-pressed={pressed}
      aria-describedby={describedBy}
      onClick={onToggle}
      className={cn(
        'flex min-h-12 items-center gap-3 rounded-xl border-2 px-3 py-2 text-left transition-colors',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        pressed
          ? 'border-primary bg-primary-soft'
          : blocked
            ? 'border-dashed border-border-strong bg-surface'
            : 'border-border bg-card hover:border-border-strong',
        className,
      )}
    >
      <Icon
        className={cn('h-6 w-6 shrink-0', pressed ? 'text-primary' : 'text-border-strong', blocked && 'opacity-40')}
        aria-hidden
      />
      {children}
    </button>
  );
}
