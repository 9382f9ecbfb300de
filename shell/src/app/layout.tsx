import { LIVE_EVENT, SHELL_LIVE_ATTRIBUTE } from '@campus/contract/dom-ids';
import { Toaster, ToastsSkipLink } from '@campus/stores';
import { DeferHydration, HydrationBoundary } from '@campus/ui/hydration';
import { type ReactNode, useEffect } from 'react';
import { DisclaimerBanner } from '../components/disclaimer-banner';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { ScrollToTop } from '../components/scroll-to-top';

/** Marks `<html>` once React has committed the shell in the browser, and says so: its own controls answer now. */
function useShellLive(): void {
  useEffect(() => {
    document.documentElement.setAttribute(SHELL_LIVE_ATTRIBUTE, '');
    document.documentElement.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }));
  }, []);
}

const SKIP_LINK =
  'sr-only z-[70] rounded-full bg-primary px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2';

/**
 * The page's frame. Hydrated where the finger is first (@campus/ui/hydration): the frame itself, then the notice and
 * the header (a boundary of their own, so the frame is live — taps on the shell's controls answered — at once), the
 * slice in <main> (the outlet's boundary), and the footer, which never changes, once the page is live and idle.
 */
export function Layout({ children }: { children: ReactNode }) {
  useShellLive();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className={SKIP_LINK}>
        Skip to content
      </a>
      {/* While toasts show: the keyboard's way to them (an Undo lasts seconds, after the footer in the Tab order). */}
      <ToastsSkipLink className={SKIP_LINK} />
      <HydrationBoundary>
        <DisclaimerBanner />
        <Header />
      </HydrationBoundary>
      {/* At least a screen tall: while a slice loads, the footer stays below the fold instead of jumping down (CLS). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        {children}
      </main>
      <DeferHydration>
        <Footer />
      </DeferHydration>
      <Toaster />
      <ScrollToTop />
    </div>
  );
}
