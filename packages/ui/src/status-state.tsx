import type * as React from 'react';
import { cn } from './cn';

/** A full-width message state: not found, empty, coming soon. Pages pass the spec's exact texts. */
export function StatusState({
  icon,
  title,
  children,
  actions,
  className,
  titleRef,
}: {
  icon?: React.ReactNode;
  title: string;
  /** Given, the title can take the keyboard's focus (a page that just became this state moves it there). */
  titleRef?: React.Ref<HTMLHeadingElement>;
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
      <h1
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
        className="scroll-mt-28 text-2xl font-bold text-ink outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {children ? <div className="mt-3 text-muted">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </section>
  );
}
