import type * as React from 'react';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What every modal of the site does while open: focus moves into it, Tab stays inside, Escape closes it, the page
 * behind does not scroll, and focus returns to what opened it.
 */
export function useModalBehaviour(open: boolean, onClose: () => void, panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const el = panel.current;
    (el?.querySelector<HTMLElement>('[data-autofocus]') ?? el?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    // The root stops the page behind from scrolling. The body is clipped too (WebKit scrolled the page behind when
    // only the body was locked), but with `clip`, not `hidden`: a body that hides its overflow becomes the scroll
    // container of the sticky header, which then scrolled away with the page under the backdrop while a dialog was
    // open (and the toasts placed under it went to the top). Checked in Chromium 156, WebKitGTK 2.50 and Firefox ESR:
    // a wheel over the backdrop moves nothing, and the header stays.
    const locked = [document.documentElement, document.body];
    const previousOverflow = locked.map((node) => node.style.overflow);
    document.documentElement.style.overflow = 'hidden';
    document.body.style.overflow = 'clip';

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !el) return;
      const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!el.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      locked.forEach((node, i) => {
        node.style.overflow = previousOverflow[i] ?? '';
      });
      opener?.focus({ preventScroll: true });
    };
  }, [open, onClose, panel]);
}

/**
 * A dialog over the page, through a portal to `document.body` (a sticky header's `backdrop-filter` would clip it): a
 * sheet from the bottom on a phone (in reach of the thumb), centred from 640 px. The backdrop closes it.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  role = 'dialog',
  id,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  id?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  // The slice the dialog was opened from: its stylesheet applies only inside `[data-remote=…]`, and the portal is
  // outside it, so the dialog carries the same mark (before the first paint: no unstyled frame).
  const [slice, setSlice] = useState<string | undefined>(undefined);
  useLayoutEffect(() => {
    if (open) setSlice(anchor.current?.closest('[data-remote]')?.getAttribute('data-remote') ?? undefined);
  }, [open]);
  useModalBehaviour(open, onClose, panel);
  return (
    <>
      <span ref={anchor} hidden />
      {open &&
        createPortal(
          <div data-remote={slice} className="contents">
            <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
              <div className="absolute inset-0 bg-ink/45" onClick={onClose} aria-hidden />
              <div
                ref={panel}
                // The role is the caller's (dialog or alertdialog): both take these attributes.
                {...{ role, 'aria-modal': true, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy }}
                id={id}
                className={cn(
                  'relative max-h-[90dvh] w-full overflow-y-auto overscroll-contain rounded-t-card bg-card p-5 shadow-raised sm:max-w-lg sm:rounded-card',
                  className,
                )}
              >
                {children}
              </div>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
