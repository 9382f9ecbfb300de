import type * as React from 'react';
import { cn } from './cn';

/** The page width every slice uses, with phone-friendly side padding. */
export function Container({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

export function PageTitle({ className, ...props }: React.ComponentProps<'h1'>) {
  return <h1 className={cn('text-title font-bold tracking-tight text-ink sm:text-4xl', className)} {...props} />;
}
