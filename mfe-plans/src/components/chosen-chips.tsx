import { tap } from '@campus/ui/tap';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';

export interface Chip {
  label: string;
  extra?: string;
}

/**
 * The chosen drinks or snacks, in order; each chip's remove mark removes that one position. The keyboard's focus, whose
 * button goes with its chip, moves to the chip now in its place (or the one before it), or to `emptyFocusId` (the
 * section's heading) when none is left.
 */
export function ChosenChips({
  kind,
  chips,
  onRemove,
  emptyFocusId,
}: {
  /** "drink" or "snack", for the remove buttons' names. */
  kind: string;
  chips: Chip[];
  onRemove: (index: number) => void;
  emptyFocusId: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const removed = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a chip has gone
  useLayoutEffect(() => {
    if (removed.current === null) return;
    const at = Math.min(removed.current, chips.length - 1);
    removed.current = null;
    (at >= 0 ? buttons.current[at] : document.getElementById(emptyFocusId))?.focus();
  }, [chips.length]);
  if (chips.length === 0) return null;
  return (
    <ul className="mb-3 flex flex-wrap gap-2" aria-label={`Chosen ${kind}s`}>
      {chips.map((chip, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: duplicates are allowed, so the position is the identity
        <li key={`${chip.label}-${index}`}>
          <span className="inline-flex min-h-9 items-center gap-1 rounded-full border border-primary/30 bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary">
            {chip.label}
            {chip.extra ? <span className="text-accent tabular-nums">{chip.extra}</span> : null}
            <button
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              onClick={() => {
                removed.current = index;
                onRemove(index);
              }}
              {...tap('remove', kind, index)}
              aria-label={`Remove ${chip.label} (${kind} ${index + 1})`}
              className="inline-flex h-7 w-7 scroll-mb-36 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-3 focus-visible:outline-focus"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
