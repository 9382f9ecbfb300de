import { LIVE_ATTRIBUTE, REMOTE_ATTRIBUTE, SHELL_LIVE_ATTRIBUTE } from '@campus/contract/dom-ids';

/** A page that never says it settled (a tab in the background, a slice whose host is down) waits this long (ms). */
export const SETTLE_LIMIT_MS = 10_000;

/** The page's code runs: the shell's layout, and the slice in <main> if the page has one (remote-outlet.tsx). */
export function pageIsLive(doc: Document = document): boolean {
  if (!doc.documentElement.hasAttribute(SHELL_LIVE_ATTRIBUTE)) return false;
  const slice = doc.querySelector(`main [${REMOTE_ATTRIBUTE}]`);
  return slice === null || slice.hasAttribute(LIVE_ATTRIBUTE);
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Once the browser reports the first content on screen (where it reports paints at all). */
const firstContentShown = () =>
  new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

/** Settles once the page's code runs (pageIsLive). */
export const whenLive = () =>
  new Promise<void>((resolve) => {
    if (pageIsLive()) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!pageIsLive()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: [SHELL_LIVE_ATTRIBUTE, LIVE_ATTRIBUTE],
    });
  });

/** Calls `then` in the browser's next idle moment (within 2 s). */
export const idle = (then: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => then(), { timeout: 2000 });
  else setTimeout(then, 0);
};

/**
 * Calls `then` once, in an idle moment, after the page has loaded, its first content is on screen and its code runs —
 * or after `limitMs`, whichever comes first. For work the customer is not waiting for (the service worker's first
 * download of the whole site): started at `load`, it delayed the first frame of a fast page on a 2-core machine by
 * about a second in 3 loads of 6, and on a slow phone it would compete with the page's own files.
 */
export function afterPageSettles(then: () => void, limitMs = SETTLE_LIMIT_MS): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    idle(then);
  };
  void Promise.all([loaded(), firstContentShown(), whenLive()]).then(once);
  setTimeout(once, limitMs);
}
