import { useLocation } from '@campus/router';
import { useEffect, useRef } from 'react';

/**
 * Any navigation to another page scrolls to the top: smoothly, or at once under prefers-reduced-motion. Not the page
 * the browser opened: it arrives as HTML, and a customer may already have scrolled (or tapped) before the code ran —
 * scrolling them back to the top then moved the button under their thumb.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (!pathname || pathname === shown.current) return;
    shown.current = pathname;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'instant' : 'smooth' });
  }, [pathname]);
  return null;
}
