/**
 * A page arrives as HTML and its code follows: a button tapped in between has no handler yet (the shell's, or a
 * slice's still waiting for its code), and React does not replay such a tap. So a tap on a control that is not live
 * yet is held, and replayed on the same element — hydration keeps the server's DOM nodes — once it is. Links are left
 * alone (they work as plain links); keyboard activation (Enter, Space) arrives as a click too.
 *
 * "Live" is said in public: the shell marks `<html data-shell-live>` once React has committed its hydrated layout, and
 * each slice's container `data-live` once React has committed the slice's code (remote-outlet.tsx). No React internals.
 */
const CONTROL = 'button, input, select, textarea, summary, label, [role="button"], [role="tab"], [role="checkbox"]';
/**
 * How long after the customer's LAST held tap the held taps are still replayed. The taps are one sequence (a card, then
 * Add to Cart): they are replayed whole or dropped whole, never in part — dropping each tap 15 s after it was made lost
 * the first of them on a slow phone (the plan's sandwich) while the later ones counted (its drinks and snacks).
 */
const GIVE_UP_MS = 60_000;
/** Held taps are replayed one per tick, so React has drawn the effect of one before the next (Quinoa, then Next). */
const TICK_MS = 50;

/** The attribute the shell puts on `<html>` once its own controls answer. */
export const SHELL_LIVE_ATTRIBUTE = 'data-shell-live';

/** Whether React answers a tap on this control now: its slice's code is committed, or (outside slices) the shell's. */
export function isLive(control: Element): boolean {
  const slice = control.closest('[data-remote]');
  return slice ? slice.hasAttribute('data-live') : document.documentElement.hasAttribute(SHELL_LIVE_ATTRIBUTE);
}

/**
 * Which control a held tap was on, said so it can be found again: its slice, element, name (aria-label, else its
 * words) and place among the controls of that slice with the same element and name.
 */
interface ControlSignature {
  remote: string | null;
  tag: string;
  name: string;
  index: number;
}

const nameOf = (el: Element) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
const scopeOf = (remote: string | null): ParentNode | null =>
  remote === null ? document : document.querySelector(`[data-remote="${CSS.escape(remote)}"]`);
function sameControls(scope: ParentNode, tag: string, name: string): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(tag)].filter((el) => nameOf(el) === name);
}

function signatureOf(control: HTMLElement): ControlSignature {
  const remote = control.closest('[data-remote]')?.getAttribute('data-remote') ?? null;
  const tag = control.tagName.toLowerCase();
  const name = nameOf(control);
  const scope = scopeOf(remote);
  return { remote, tag, name, index: scope ? sameControls(scope, tag, name).indexOf(control) : -1 };
}

/**
 * The control a held tap was on, once it is in the page again: React keeps the server's nodes when it hydrates, but
 * a part it draws anew (a boundary the browser renders, a mismatch) has new nodes — the same control, found by its
 * signature.
 */
function findAgain(sig: ControlSignature): HTMLElement | null {
  const scope = scopeOf(sig.remote);
  return (scope && sig.index >= 0 && sameControls(scope, sig.tag, sig.name)[sig.index]) || null;
}

const pending: { control: HTMLElement; since: number; signature: ControlSignature }[] = [];
let timer: ReturnType<typeof setInterval> | undefined;
/** True while a held tap is being replayed: that click is React's, not one to hold again. */
let replaying = false;

/** Replays the oldest held tap once its control is live (later ones wait their turn: taps keep their order). */
function replayWhenLive(): void {
  const last = pending.at(-1);
  if (last && Date.now() - last.since > GIVE_UP_MS) pending.length = 0;
  for (let first = pending[0]; first; first = pending[0]) {
    if (!first.control.isConnected) {
      const again = findAgain(first.signature);
      if (!again) {
        pending.shift();
        console.warn(
          `[shell] a tap held on "${first.signature.name}" was dropped: that control is no longer on the page`,
        );
        continue;
      }
      first.control = again;
    }
    if (isLive(first.control)) {
      pending.shift();
      replaying = true;
      try {
        first.control.click();
      } finally {
        replaying = false;
      }
    }
    break;
  }
  if (pending.length === 0 && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

function hold(event: MouseEvent): void {
  if (replaying) return;
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>(CONTROL);
  if (!control || control.closest('a[href]') || !control.closest('#root')) return;
  // A live control with nothing held before it: the tap is React's. Behind held taps, it waits its turn.
  if (isLive(control) && pending.length === 0) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  pending.push({ control, since: Date.now(), signature: signatureOf(control) });
  timer ??= setInterval(replayWhenLive, TICK_MS);
}

/** What public/before-paint.js held before this code ran (every tap inside the app but on links), in order. */
type EarlyTaps = { take: () => { target: Element; since: number }[] };

/**
 * Before hydrating server HTML: from now on, taps on controls not live yet wait for them — and the ones the page's own
 * little script held while this code was on its way join them (taps on anything but a control are let go).
 */
export function holdEarlyClicks(): void {
  document.addEventListener('click', hold, true);
  const early = (window as unknown as { __campusHeldTaps?: EarlyTaps }).__campusHeldTaps;
  for (const { target, since } of early?.take() ?? []) {
    const control = target.closest<HTMLElement>(CONTROL);
    if (control) pending.push({ control, since, signature: signatureOf(control) });
  }
  if (pending.length) timer ??= setInterval(replayWhenLive, TICK_MS);
}
