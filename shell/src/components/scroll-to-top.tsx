import { useLocation } from '@campus/router';
import { useLayoutEffect, useRef } from 'react';

/**
 * Any navigation to another page starts at its top, in the new page's first paint: a layout effect runs after React
 * has put the new page in the document and before the browser paints it, and the scroll is instant (a smooth scroll
 * painted the new page at the old position first, then slid up). Not the page the browser opened: it arrives as HTML,
 * and a customer may already have scrolled (or tapped) before the code ran — scrolling them back to the top then moved
 * the button under their thumb.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (!pathname || pathname === shown.current) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
