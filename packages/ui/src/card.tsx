import type * as React from 'react';
import { cn } from './cn';

/** The card surface every slice uses: radius, border, white, soft shadow. A caller's classes win. */
export function cardClasses(className?: string): string {
  return cn('rounded-card border border-border bg-card shadow-card', className);
}

type CardProps<T extends React.ElementType> = { as?: T } & Omit<React.ComponentProps<T>, 'as'>;

/** A card drawn on the element the content calls for (`<Card as="section">`), so the surface never costs the page its semantics. */
export function Card<T extends React.ElementType = 'div'>({ as, className, ...props }: CardProps<T>) {
  const Element: React.ElementType = as ?? 'div';
  return <Element className={cardClasses(className)} {...props} />;
}
