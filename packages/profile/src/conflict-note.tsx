import { cn } from '@campus/ui/cn';
import { CircleAlert, CircleHelp } from 'lucide-react';
import { type Conflict, isBreach, verdictText } from './fits';

/**
 * Why something does not fit the customer's profile, in words with an icon: "Not for you: contains soy — you avoid
 * soy"; or, when its data does not say, "Can't check: we have no vegetarian information for this drink".
 */
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
  const breach = conflicts.some(isBreach);
  const Icon = breach ? CircleAlert : CircleHelp;
  return (
    <p
      id={id}
      className={cn('flex items-start gap-1.5 text-sm font-medium', breach ? 'text-danger' : 'text-ink', className)}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>{verdictText(conflicts)}</span>
    </p>
  );
}

/** The same words inside a control (a button holds phrasing content only): a line of its own. */
export function ConflictLine({ conflicts, className }: { conflicts: readonly Conflict[]; className?: string }) {
  if (conflicts.length === 0) return null;
  const breach = conflicts.some(isBreach);
  const Icon = breach ? CircleAlert : CircleHelp;
  return (
    <span
      className={cn(
        'mt-1 flex items-start gap-1 text-xs font-semibold',
        breach ? 'text-danger' : 'text-ink',
        className,
      )}
    >
      <Icon className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
      <span>{verdictText(conflicts)}</span>
    </span>
  );
}
