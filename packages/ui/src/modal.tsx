import type * as React from 'react';
import { useLayoutEffect, useRef } from 'react';
import { cn } from './cn';

/**
 * Every modal of the site is a `<dialog>` opened with `showModal()`. The browser gives it the top layer (above the
 * sticky header, whose `backdrop-filter` clips a fixed descendant that is not in it, and above any ancestor's overflow),
 * makes the rest of the page inert (no focus, no click, hidden from assistive technology), closes it on Escape and
 * returns focus to what opened it; and it stays inside its slice's DOM, so the slice's scoped styles apply. Two things
 * the platform leaves to the page are done here: the page behind still scrolls under a wheel or a finger, and Tab from
 * the last control goes on to the browser's own controls (APG's modal pattern keeps it in the dialog).
 *
 * The element is always rendered (closed in the server's HTML); its content only while it is open.
 */
export function ModalDialog({
  open,
  onClose,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<'dialog'>, 'open' | 'onClose' | 'onCancel'> & { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    // The browser focused the first control; a dialog may name a safer one (a confirm's cancel).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      {...props}
      // Escape (the browser's cancel) and close() both end here.
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget && outside(event)) onClose();
      }}
      onKeyDown={keepTabInside}
      className={cn('border-0 text-ink backdrop:bg-ink/45', className)}
    >
      {open ? children : null}
    </dialog>
  );
}

/** A click on the backdrop reaches the dialog itself, at a point outside its box. */
function outside(event: React.MouseEvent<HTMLElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** What Tab can reach: the candidates, then only those the browser would stop on (shown, enabled, not tabindex -1). */
const CANDIDATES =
  'a[href], area[href], button, input, select, textarea, summary, iframe, audio[controls], video[controls], [contenteditable], [tabindex]';

function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(':disabled') &&
      // Hidden, or inside a closed <details>: not a stop.
      (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true })),
  );
}

function keepTabInside(event: React.KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const stops = tabStops(event.currentTarget);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  if (event.shiftKey ? at === first || at === event.currentTarget : at === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The page behind a modal does not scroll. The root is locked, and the body clipped too (WebKit scrolled the page
 * behind when only the root was locked) — with `clip`, not `hidden`: a body that hides its overflow becomes the scroll
 * container of the sticky header, which then scrolled away under the backdrop (and the toasts placed under it went to
 * the top). Returns the unlock.
 */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const body = document.body;
  const was = [root.style.overflow, body.style.overflow] as const;
  root.style.overflow = 'hidden';
  body.style.overflow = 'clip';
  return () => {
    root.style.overflow = was[0];
    body.style.overflow = was[1];
  };
}

/**
 * A dialog over the page: a sheet from the bottom on a phone (in reach of the thumb), centred from 640 px. The
 * backdrop, Escape and whatever the caller wires close it.
 */
export function Modal({
  labelledBy,
  describedBy,
  className,
  ...props
}: Omit<React.ComponentProps<typeof ModalDialog>, 'aria-labelledby' | 'aria-describedby'> & {
  labelledBy: string;
  describedBy?: string;
}) {
  return (
    <ModalDialog
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cn(
        'mx-0 mt-auto mb-0 max-h-[90dvh] w-full max-w-none overflow-y-auto overscroll-contain rounded-t-card bg-card p-5 shadow-raised',
        'sm:m-auto sm:max-w-lg sm:rounded-card',
        className,
      )}
      {...props}
    />
  );
}
