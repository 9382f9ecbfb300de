import { Container, PageTitle } from '@campus/ui/container';
import type * as React from 'react';

/** The soft green band that opens every information page: eyebrow, the page's one h1, a short intro. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <header className="border-b border-border bg-primary-soft">
      <Container className="py-10 sm:py-14">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
        <PageTitle className="mt-2 max-w-3xl">{title}</PageTitle>
        {intro ? <div className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{intro}</div> : null}
        {children}
      </Container>
    </header>
  );
}
