import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Logo } from './logo';
import { NavList } from './nav-list';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The small-screen menu: a modal panel sliding in from the left. Escape, the close button, the backdrop and any
 * link close it; Tab stays inside while it is open; focus returns to the button that opened it; the page behind it
 * does not scroll. It renders through a portal to `document.body`: inside the sticky header, whose `backdrop-filter`
 * makes it the containing block of `position: fixed` descendants, the panel was clipped to the header's 64 px.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const el = panel.current;
    el?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // Both the root and the body: WebKit scrolls the page behind when only the body is locked.
    const locked = [document.documentElement, document.body];
    const previousOverflow = locked.map((node) => node.style.overflow);
    for (const node of locked) node.style.overflow = 'hidden';

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
      opener?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 xl:hidden" data-testid="side-menu-overlay">
      <div className="absolute inset-0 bg-ink/45" onClick={onClose} aria-hidden data-testid="side-menu-backdrop" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        id="side-menu"
        className="absolute inset-y-0 left-0 flex w-[min(20rem,86vw)] flex-col gap-4 overflow-y-auto overscroll-contain bg-card p-4 shadow-raised animate-slide-in"
      >
        <div className="flex items-center justify-between">
          <Logo onNavigate={onClose} />
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus"
          >
            <X className="h-6 w-6" aria-hidden />
          </button>
        </div>
        <nav aria-label="Main">
          <NavList layout="column" onNavigate={onClose} />
        </nav>
      </div>
    </div>,
    document.body,
  );
}
