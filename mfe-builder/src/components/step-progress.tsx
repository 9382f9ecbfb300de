import { Link } from '@campus/router';
import { cn } from '@campus/ui/cn';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { STEP_COUNT, STEPS, stepAt } from '../domain/steps';

/**
 * "Step n of 7" with the seven steps named (labels from the tablet width up, a bar on phones). A step done is a link
 * to itself (`stepLink`): the customer moves by the step's name, not Next six times.
 */
export function StepProgress({
  step,
  stepLink,
  onStep,
}: {
  step: number;
  stepLink: (index: number) => string | null;
  onStep: (index: number) => void;
}) {
  const current = stepAt(step);
  return (
    <div className="mt-4">
      <p className="text-sm font-semibold" data-testid="step-indicator">
        Step {step + 1} of {STEP_COUNT} <span className="font-normal text-white/90">· {current.title}</span>
      </p>
      <ol aria-label="Builder steps" className="grid grid-cols-7 gap-1.5">
        {STEPS.map((s, i) => {
          const href = stepLink(i);
          const done = i < step || (href !== null && s.category !== null);
          const state = i === step ? ' (current)' : done ? ' (done)' : '';
          const content = (
            <>
              <span
                className={cn('block h-1.5 rounded-full', i <= step || href ? 'bg-white' : 'bg-white/35')}
                aria-hidden
              />
              <span
                className={cn(
                  'mt-1.5 hidden items-center gap-1 truncate text-xs md:flex',
                  i === step ? 'font-bold text-white' : 'text-white/90',
                  href && 'underline-offset-2 group-hover:underline',
                )}
              >
                {done ? <Check className="h-3 w-3 shrink-0" aria-hidden /> : null}
                <span className="truncate">{s.title}</span>
                <span className="sr-only">{state}</span>
              </span>
              <span className="sr-only md:hidden">
                {s.title}
                {state}
              </span>
            </>
          );
          return (
            <li key={s.id} aria-current={i === step ? 'step' : undefined} className="min-w-0">
              {href ? (
                <StepLink href={href} onGo={() => onStep(i)}>
                  {content}
                </StepLink>
              ) : (
                <div className="py-2">{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A step's link: the whole column (its bar and its name), at least 24 px tall to tap. */
function StepLink({ href, onGo, children }: { href: string; onGo: () => void; children: ReactNode }) {
  return (
    <Link
      to={href}
      onClick={(e) => {
        // The page moves to the step itself (shown at once, focus on its heading); the address follows.
        e.preventDefault();
        onGo();
      }}
      className="group block rounded-md py-2 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-white"
    >
      {children}
    </Link>
  );
}
