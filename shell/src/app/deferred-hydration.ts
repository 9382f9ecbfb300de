import { DEFERRED_HYDRATION_ATTRIBUTE, DEFERRED_HYDRATION_EVENT, TAP_HELD_ATTRIBUTE } from '@campus/contract/dom-ids';
import { idle, SETTLE_LIMIT_MS, whenLive } from './page-settled';

/** The customer reaching for the page: a tap starts with its pointer or touch, a key press or a focus. */
const FIRST_REACH = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Before React adopts the server's HTML: the parts of the page that never change (@campus/ui/hydration's
 * DeferHydration, in the shell and in every slice) keep the server's HTML and cost no hydration until the page is live
 * and the browser idle — or until the customer first reaches for the page (then React must be able to answer anywhere:
 * a tap on a deferred part is hydrated at once, and a navigation it starts does not wait on it) — or, should the page
 * never be live (a slice whose code did not come), SETTLE_LIMIT_MS. Said once, for every app, on `<html>`. Not at all
 * when the customer tapped before this code came (a held tap, early-clicks.ts): replayed once live, the tap's answer
 * re-renders what it touches, and a deferred part then would be drawn afresh instead of adopted.
 */
export function deferStaticParts(limitMs = SETTLE_LIMIT_MS): void {
  if (document.querySelector(`[${TAP_HELD_ATTRIBUTE}]`)) return;
  const html = document.documentElement;
  html.setAttribute(DEFERRED_HYDRATION_ATTRIBUTE, '');
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    for (const type of FIRST_REACH) document.removeEventListener(type, release, true);
    html.removeAttribute(DEFERRED_HYDRATION_ATTRIBUTE);
    document.dispatchEvent(new Event(DEFERRED_HYDRATION_EVENT));
  };
  // Capturing, before anything else hears it: the tap's own click finds the part ready to be hydrated.
  for (const type of FIRST_REACH) document.addEventListener(type, release, { capture: true, passive: true });
  void whenLive().then(() => idle(release));
  setTimeout(release, limitMs);
}
