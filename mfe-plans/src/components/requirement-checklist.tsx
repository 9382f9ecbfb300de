import { cn } from '@campus/ui/cn';
import { Circle, CircleCheck } from 'lucide-react';
import type { Requirement } from '../domain/plan-rules';

/** What the bundle needs, ticked off as it fills: explains why Add to Cart is not ready yet. */
export function RequirementChecklist({ requirements }: { requirements: readonly Requirement[] }) {
  return (
    <ul className="space-y-1.5" aria-label="What your bundle needs">
      {requirements.map((r) => (
        <li key={r.id} className={cn('flex items-center gap-2 text-sm', r.met ? 'text-primary' : 'text-muted')}>
          {r.met ? (
            <CircleCheck className="h-4 w-4 shrink-0" aria-hidden />
          ) : (
            <Circle className="h-4 w-4 shrink-0" aria-hidden />
          )}
          <span className={cn(r.met && 'font-medium')}>
            {r.label}
            <span className="sr-only">{r.met ? ': done' : ': not yet'}</span>
          </span>
          <span className="ml-auto tabular-nums">
            {r.chosen}/{r.needed}
          </span>
        </li>
      ))}
    </ul>
  );
}
