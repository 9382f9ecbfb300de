import type * as React from 'react';
import { cn } from './cn';

/**
 * Form controls with one look: a visible label above each control (never a placeholder-only label), a hint, and a
 * clear invalid state (`aria-invalid`) that does not rely on colour alone (the label says "required").
 */

const control =
  'block w-full rounded-xl border border-border-strong bg-card px-3.5 text-base text-ink shadow-sm ' +
  'placeholder:text-muted/80 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-focus ' +
  'aria-invalid:border-danger aria-invalid:bg-danger-soft disabled:opacity-60';

export function FieldLabel({
  required,
  optional,
  className,
  children,
  ...props
}: React.ComponentProps<'label'> & { required?: boolean; optional?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={cn('mb-1.5 block text-sm font-semibold text-ink', className)} {...props}>
      {children}
      {required ? <span className="ml-1 font-normal text-danger">(required)</span> : null}
      {optional ? <span className="ml-1 font-normal text-muted">(optional)</span> : null}
    </label>
  );
}

export function TextInput({ className, ...props }: React.ComponentProps<'input'>) {
  return <input className={cn(control, 'min-h-12', className)} {...props} />;
}

export function SelectInput({ className, ...props }: React.ComponentProps<'select'>) {
  return <select className={cn(control, 'min-h-12 pr-8', className)} {...props} />;
}

export function TextArea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(control, 'min-h-28 py-3', className)} {...props} />;
}

/** A checkbox drawn as a chip: the real checkbox stays visible and focusable inside its label. */
export function CheckboxChip({
  label,
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type'> & { label: React.ReactNode }) {
  return (
    <label
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border-strong bg-card px-3.5 text-sm font-medium text-ink',
        'hover:bg-surface has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-hover',
        'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
        className,
      )}
    >
      <input type="checkbox" className="h-4 w-4 accent-primary focus-visible:outline-none" {...props} />
      {label}
    </label>
  );
}
