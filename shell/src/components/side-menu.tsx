import { useModalBehaviour } from '@campus/ui/modal';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { Logo } from './logo';
import { NavList } from './nav-list';

/**
 * The small-screen menu: a modal panel sliding in from the left (the site's modal behaviour: Escape closes it, Tab
 * stays inside, focus returns to the button that opened it, the page behind does not scroll); the close button, the
 * backdrop and any link close it too. It renders through a portal to `document.body`: inside the sticky header, whose `backdrop-filter`
 * makes it the containing block of `position: fixed` descendants, the panel was clipped to the header's 64 px.
 * It lies above the toaster (`z-60`): a toast still on screen when the menu opens covered its first links on a phone.
 * Nothing in the menu raises a toast; one already there is still announced, and shows again when the menu closes.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);

  useModalBehaviour(open, onClose, panel);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-[65] xl:hidden" data-testid="side-menu-overlay">
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
