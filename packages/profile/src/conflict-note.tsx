import { cn } from '@campus/ui/cn';
import { CircleAlert } from 'lucide-react';
import { type Conflict, conflictsText } from './fits';

/** Why something does not fit the customer's profile, in words with an icon: "Not for you: contains soy — you avoid soy". */
export function ConflictNote({
  conflicts,
  id,
  className,
}: {
  conflicts: readonly Conflict[];
  id?: string;
  className?: string;
}) {
  if (conflicts.length === 0) return null;
  return (
    <p id={id} className={cn('flex items-start gap-1.5 text-sm font-medium text-danger', className)}>
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>Not for you: {conflictsText(conflicts)}</span>
    </p>
  );
}

/** The same words inside a control (a button holds phrasing content only): a line of its own. */
export function ConflictLine({ conflicts, className }: { conflicts: readonly Conflict[]; className?: string }) {
  if (conflicts.length === 0) return null;
  return (
    <span className={cn('mt-1 flex items-start gap-1 text-xs font-semibold text-danger', className)}>
      <CircleAlert className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
      <span>Not for you: {conflictsText(conflicts)}</span>
    </span>
  );
}
