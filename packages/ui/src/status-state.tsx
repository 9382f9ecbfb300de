import type * as React from 'react';
import { cn } from './cn';

/** A full-width message state: not found, empty, coming soon. Pages pass the spec's exact texts. */
export function StatusState({
  icon,
  title,
  children,
  actions,
  className,
}: {
  icon?: React.ReactNode;
  title: string;
  children?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center', className)}>
      {icon ? (
        <div className="mb-4 text-primary" aria-hidden>
          {icon}
        </div>
      ) : null}
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {children ? <div className="mt-3 text-muted">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </section>
  );
}
