import { ModalDialog } from '@campus/ui/modal';
import { X } from 'lucide-react';
import { Logo } from './logo';
import { NavList } from './nav-list';

/**
 * The small-screen menu: a modal `<dialog>` sliding in from the left (the site's modal behaviour: Escape closes it, Tab
 * stays inside, focus returns to the button that opened it, the page behind is inert and does not scroll); the close
 * button, the backdrop and any link close it too. It stays in the header: the top layer is not clipped by the header's
 * `backdrop-filter`, and it lies above the toaster (a toast still on screen when the menu opens would cover its first
 * links on a phone). Nothing in the menu raises a toast; one already there shows again when the menu closes.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-label="Site menu"
      id="side-menu"
      className="m-0 h-full max-h-none w-[min(20rem,86vw)] max-w-none overflow-y-auto overscroll-contain bg-card p-4 shadow-raised animate-slide-in"
    >
      <div className="flex flex-col gap-4">
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
    </ModalDialog>
  );
}
