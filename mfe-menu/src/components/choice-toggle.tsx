import { cn } from '@campus/ui/cn';
import { CheckCircle2, Circle } from 'lucide-react';
import type * as React from 'react';

/** A choice on the bowl page as a toggle button (aria-pressed): a tick when chosen, then whatever describes it. */
export function ChoiceToggle({
  pressed,
  onToggle,
  className,
  children,
}: {
  pressed: boolean;
  onToggle: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  const Icon = pressed ? CheckCircle2 : Circle;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'flex min-h-12 items-center gap-3 rounded-xl border-2 px-3 py-2 text-left transition-colors',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        pressed ? 'border-primary bg-primary-soft' : 'border-border bg-card hover:border-border-strong',
        className,
      )}
    >
      <Icon className={cn('h-6 w-6 shrink-0', pressed ? 'text-primary' : 'text-border-strong')} aria-hidden />
      {children}
    </button>
  );
}
