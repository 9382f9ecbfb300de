import { cn } from '@campus/ui/cn';
import { Container } from '@campus/ui/container';
import type * as React from 'react';

/** `section-how-it-works`: a section's id from its title (unique on a page; stable between server and browser). */
export function sectionId(title: string): string {
  return `section-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** A page section with its h2 (labelled for landmarks) and an optional short intro. */
export function Section({
  title,
  intro,
  className,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const id = sectionId(title);
  return (
    <section aria-labelledby={id} className={cn('py-12 sm:py-16', className)}>
      <Container>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-2xl text-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </Container>
    </section>
  );
}
