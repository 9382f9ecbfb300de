import { cn } from '@campus/ui/cn';
import { Check } from 'lucide-react';
import { STEP_COUNT, STEPS, stepAt } from '../domain/steps';

/** "Step n of 7" with the seven steps named (labels from the tablet width up, a bar on phones). */
export function StepProgress({ step }: { step: number }) {
  const current = stepAt(step);
  return (
    <div className="mt-4">
      <p className="text-sm font-semibold" data-testid="step-indicator">
        Step {step + 1} of {STEP_COUNT} <span className="font-normal text-white/90">· {current.title}</span>
      </p>
      <ol aria-label="Builder steps" className="mt-2 grid grid-cols-7 gap-1.5">
        {STEPS.map((s, i) => (
          <li key={s.id} aria-current={i === step ? 'step' : undefined} className="min-w-0">
            <span className={cn('block h-1.5 rounded-full', i <= step ? 'bg-white' : 'bg-white/35')} aria-hidden />
            <span
              className={cn(
                'mt-1.5 hidden items-center gap-1 truncate text-xs md:flex',
                i === step ? 'font-bold text-white' : 'text-white/90',
              )}
            >
              {i < step ? <Check className="h-3 w-3 shrink-0" aria-hidden /> : null}
              <span className="truncate">{s.title}</span>
              <span className="sr-only">{i < step ? ' (done)' : i === step ? ' (current)' : ''}</span>
            </span>
            <span className="sr-only md:hidden">
              {s.title}
              {i < step ? ' (done)' : i === step ? ' (current)' : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
