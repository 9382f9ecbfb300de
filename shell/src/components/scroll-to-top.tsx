import { useLocation } from '@campus/router';
import { useEffect } from 'react';

/** Any navigation to another page scrolls to the top: smoothly, or at once under prefers-reduced-motion. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pathname) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'instant' : 'smooth' });
  }, [pathname]);
  return null;
}
