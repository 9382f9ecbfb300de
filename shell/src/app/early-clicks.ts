/**
 * A page arrives as HTML and its code follows: a button tapped in between has no handler yet (the shell's, or a
 * slice's still waiting for its code), and React does not replay such a tap. So a tap on a control React has not
 * adopted yet is held, and replayed on the same element — hydration keeps the server's DOM nodes — as soon as React
 * owns it. Links are left alone (they work as plain links); keyboard activation (Enter, Space) arrives as a click too.
 */
const CONTROL = 'button, input, select, textarea, summary, label, [role="button"], [role="tab"], [role="checkbox"]';
const GIVE_UP_MS = 15_000;

/** React marks the DOM nodes it is adopting with its props (while it renders, before it commits). */
const adopted = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

type Fiber = { return: Fiber | null; alternate: Fiber | null; stateNode?: { current?: unknown } };
const topOf = (fiber: Fiber): Fiber => {
  let top = fiber;
  while (top.return) top = top.return;
  return top;
};
/**
 * Committed: the node's fiber (or, once React has updated it, its other version) hangs from the tree React has put on
 * screen, its root's `current`. Between React's render of a control and its commit a tap is dropped. React's
 * internals, read only; if they ever change shape, being adopted for ADOPTED_FOR_MS decides instead.
 */
function committed(el: Element): boolean {
  const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
  const fiber = key ? (el as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  return [fiber, fiber?.alternate].some((f) => {
    if (!f) return false;
    const top = topOf(f);
    return top.stateNode?.current === top;
  });
}
const ADOPTED_FOR_MS = 500;

const pending: { control: HTMLElement; since: number; adoptedAt?: number }[] = [];
let timer: ReturnType<typeof setInterval> | undefined;

/** Replays held taps in the order they were made: the first waits for React, the others wait for it. */
function replayWhenAdopted(): void {
  for (let first = pending[0]; first; first = pending[0]) {
    const now = Date.now();
    if (!first.control.isConnected || now - first.since > GIVE_UP_MS) {
      pending.shift();
      continue;
    }
    if (adopted(first.control)) first.adoptedAt ??= now;
    const live = first.adoptedAt !== undefined && (committed(first.control) || now - first.adoptedAt > ADOPTED_FOR_MS);
    if (!live) break;
    pending.shift();
    first.control.click();
  }
  if (pending.length === 0 && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

function hold(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>(CONTROL);
  if (!control || (adopted(control) && committed(control)) || control.closest('a[href]')) return;
  if (!control.closest('#root')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  pending.push({ control, since: Date.now() });
  timer ??= setInterval(replayWhenAdopted, 50);
}

/** What public/hold-taps.js held before this code ran (every tap inside the app but on links), in order. */
type EarlyTaps = { take: () => { target: Element; since: number }[] };

/**
 * Before hydrating server HTML: from now on, taps on controls not yet React's wait for React — and the ones the page's
 * own little script held while this code was on its way join them (taps on anything but a control are let go).
 */
export function holdEarlyClicks(): void {
  document.addEventListener('click', hold, true);
  const early = (window as unknown as { __campusHeldTaps?: EarlyTaps }).__campusHeldTaps;
  for (const { target, since } of early?.take() ?? []) {
    const control = target.closest<HTMLElement>(CONTROL);
    if (control) pending.push({ control, since });
  }
  if (pending.length) timer ??= setInterval(replayWhenAdopted, 50);
}
