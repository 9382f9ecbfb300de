import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn';

const button = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors select-none ' +
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
    'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed aria-disabled:opacity-55',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm',
        accent: 'bg-accent text-white hover:bg-accent-hover shadow-sm',
        secondary: 'bg-primary-soft text-primary hover:bg-primary-soft-hover',
        outline: 'border border-border-strong bg-card text-ink hover:bg-surface',
        ghost: 'text-ink hover:bg-primary-soft',
        destructive: 'bg-danger text-white hover:bg-danger-hover',
      },
      size: {
        sm: 'min-h-9 px-3.5 text-sm',
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-12 px-7 text-lg',
        icon: 'h-11 w-11 p-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonVariants = Required<{
  [K in keyof VariantProps<typeof button>]: NonNullable<VariantProps<typeof button>[K]>;
}>;
export type ButtonVariant = ButtonVariants['variant'];
export type ButtonSize = ButtonVariants['size'];

/** The classes of a button, for links that look like buttons. A caller's classes win over the variant's. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(button({ variant, size }), className);
}

export type ButtonProps = React.ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
