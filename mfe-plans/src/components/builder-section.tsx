import { cn } from '@campus/ui/cn';
import { CircleCheck } from 'lucide-react';
import type * as React from 'react';

/** The id of a section's heading (it can take the keyboard's focus: a list emptied by its own controls moves it there). */
export const sectionTitleId = (id: string): string => `${id}-title`;

/** One numbered part of a plan builder, with how many are chosen out of how many are needed. */
export function BuilderSection({
  id,
  step,
  title,
  hint,
  chosen,
  needed,
  children,
}: {
  id: string;
  step: number;
  title: string;
  hint: string;
  chosen: number;
  needed: number;
  children: React.ReactNode;
}) {
  const done = chosen === needed;
  return (
    <section aria-labelledby={sectionTitleId(id)} className="scroll-mt-24">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h2
            id={sectionTitleId(id)}
            tabIndex={-1}
            className="flex scroll-mt-28 items-center gap-2 text-xl font-bold text-ink outline-none"
          >
            <span
              className={cn(
                'inline-flex h-7 w-7 items-center justify-center rounded-full text-sm',
                done ? 'bg-primary text-white' : 'bg-primary-soft text-primary',
              )}
              aria-hidden
            >
              {step}
            </span>
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{hint}</p>
        </div>
        <p className={cn('inline-flex items-center gap-1 text-sm font-semibold', done ? 'text-primary' : 'text-muted')}>
          {done ? <CircleCheck className="h-4 w-4" aria-hidden /> : null}
          {chosen} of {needed} chosen
        </p>
      </div>
      {children}
    </section>
  );
}
