import { PATHS } from '@campus/catalogue/paths';
import { preloadPath } from './preload';
import { settledLoads } from './remote-loader';

/** The pages a visitor most often goes to next, from anywhere. */
const LIKELY_NEXT = [PATHS.menu, PATHS.cart];
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * After first paint, warm the likeliest next remotes — but only once the visitor starts to interact, so a page that
 * is only looked at (or a phone on a metered plan) pays nothing for it. Links also warm their own remote on hover,
 * focus and touch.
 */
export function preloadLikelyRemotesOnIntent(): void {
  if (typeof window === 'undefined') return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const warm = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, warm);
    // Whatever the visitor is pointing at (its link warmed it in this same event) loads first; these follow.
    setTimeout(() => {
      void settledLoads().then(() => {
        for (const path of LIKELY_NEXT) preloadPath(path);
      });
    }, 0);
  };
  const listen = () => {
    for (const type of INTENT_EVENTS) window.addEventListener(type, warm, { passive: true, once: true });
  };
  if (document.readyState === 'complete') listen();
  else window.addEventListener('load', listen, { once: true });
}
