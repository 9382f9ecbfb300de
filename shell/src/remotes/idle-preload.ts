import { preloadPath } from './preload';

/** The pages a visitor most often goes to next, from anywhere: warmed once the browser is idle after first paint. */
const LIKELY_NEXT = ['/menu', '/cart'];

export function preloadLikelyRemotesWhenIdle(): void {
  if (typeof window === 'undefined') return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const run = () => {
    for (const path of LIKELY_NEXT) preloadPath(path);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
