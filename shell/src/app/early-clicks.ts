import {
  LIVE_ATTRIBUTE,
  LIVE_EVENT,
  REMOTE_ATTRIBUTE,
  SHELL_LIVE_ATTRIBUTE,
  TAP_ATTRIBUTE,
  TAP_HELD_ATTRIBUTE,
} from '@campus/contract/dom-ids';
import { reportHeldTap } from './beacon';

/**
 * A page arrives as HTML and its code follows: a button tapped in between has no handler yet (the shell's, or a
 * slice's still waiting for its code), and React does not replay such a tap. So a tap on a control that is not live
 * yet is held — drawn pending on its control at once — and replayed on that control when its code says it is live.
 * Links are left alone (they work as plain links); keyboard activation (Enter, Space) arrives as a click too.
 *
 * "Live" is said in public: the shell marks `<html data-shell-live>` once React has committed its hydrated layout, and
 * each slice's container `data-live` once React has committed the slice's code (slice-frame.tsx); each dispatches
 * LIVE_EVENT then, which replays what waits. No React internals, no polling.
 */
export const CONTROL =
  'button, summary, label, [role="button"], [role="tab"], [role="checkbox"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]';

/**
 * The control a tap was on: the nearest CONTROL around its target — but a label only when it is a box's or a radio's
 * (the label of a text field focuses it, natively, as typing and choosing from a select work before any code).
 */
export function controlOf(target: EventTarget | null): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>(CONTROL) : null;
  if (control instanceof HTMLLabelElement && !control.control?.matches('[type="checkbox"], [type="radio"]'))
    return null;
  return control;
}

/**
 * How long after the customer's LAST held tap the held taps are still replayed. The taps are one sequence (a card, then
 * Add to Cart): they are replayed whole or dropped whole, never in part — dropping each tap 15 s after it was made lost
 * the first of them on a slow phone (the plan's sandwich) while the later ones counted (its drinks and snacks).
 */
const GIVE_UP_MS = 60_000;

/** The slice a control is in (its container's name), or null for the shell's own controls. */
const remoteOf = (control: Element) => control.closest(`[${REMOTE_ATTRIBUTE}]`)?.getAttribute(REMOTE_ATTRIBUTE) ?? null;

/**
 * Which control a held tap was on, said so it can be found again when React draws that part anew (a boundary the
 * browser renders, a mismatch: new nodes, maybe new words): its slice, the name its component gave it (TAP_ATTRIBUTE,
 * never its label) and its place among the controls of that slice with the same name (a list may show an item twice).
 */
export interface TapKey {
  remote: string | null;
  id: string;
  index: number;
}

const scopeOf = (remote: string | null, root: ParentNode): ParentNode | null =>
  remote === null ? root : root.querySelector(`[${REMOTE_ATTRIBUTE}="${CSS.escape(remote)}"]`);
const named = (scope: ParentNode, id: string) =>
  [...scope.querySelectorAll<HTMLElement>(`[${TAP_ATTRIBUTE}]`)].filter((el) => el.getAttribute(TAP_ATTRIBUTE) === id);

/** The key of a control, or null for one its component did not name (it is replayed only while its node lasts). */
export function keyOf(tapped: Element, root: ParentNode = document): TapKey | null {
  // A box's label is named by its box (the component names the input it renders); found again, the box is tapped.
  const control =
    tapped instanceof HTMLLabelElement && !tapped.hasAttribute(TAP_ATTRIBUTE) ? (tapped.control ?? tapped) : tapped;
  const id = control.getAttribute(TAP_ATTRIBUTE);
  if (id === null) return null;
  const remote = remoteOf(control);
  const scope = scopeOf(remote, root);
  return { remote, id, index: scope ? named(scope, id).indexOf(control as HTMLElement) : -1 };
}

/** The control with this key in the page now, if any. */
export function findByKey(key: TapKey, root: ParentNode = document): HTMLElement | null {
  const scope = scopeOf(key.remote, root);
  return (scope && key.index >= 0 && named(scope, key.id)[key.index]) || null;
}

/** Drawn pending at once, for sight (the stylesheet's TAP_HELD_ATTRIBUTE rule) and for assistive technology. */
export function markHeld(control: Element): void {
  control.setAttribute(TAP_HELD_ATTRIBUTE, '');
  control.setAttribute('aria-busy', 'true');
}
function unmark(control: Element): void {
  control.removeAttribute(TAP_HELD_ATTRIBUTE);
  control.removeAttribute('aria-busy');
}

interface HeldTap {
  control: HTMLElement;
  /** Its slice's name, or null for the shell's own controls. */
  remote: string | null;
  key: TapKey | null;
  since: number;
}
const held: HeldTap[] = [];
/** True while a held tap is being replayed: that click is React's, not one to hold again. */
let replaying = false;
/** A replay is queued (a microtask): the live signal and a tap taken over may both ask for one. */
let replayQueued = false;
let giveUp: ReturnType<typeof setTimeout> | undefined;

function queueReplay(): void {
  if (replayQueued) return;
  replayQueued = true;
  queueMicrotask(() => {
    replayQueued = false;
    replay();
  });
}

function dropAll(why: string): void {
  held.length = 0;
  clearTimeout(giveUp);
  // Every mark, copies included (a slice whose code failed shows an inert copy of its server HTML).
  for (const control of document.querySelectorAll(`[${TAP_HELD_ATTRIBUTE}]`)) unmark(control);
  if (why) console.warn(`[shell] held taps dropped: ${why}`);
}

/** Whether the part of the page a tap was held in (a slice by its name; null: the shell's own) answers now. */
/** Whether React answers a tap in this part now: its slice's code is committed, or (the shell: null) the shell's. */
function partIsLive(remote: string | null): boolean {
  return remote === null
    ? document.documentElement.hasAttribute(SHELL_LIVE_ATTRIBUTE)
    : document.querySelector(`[${REMOTE_ATTRIBUTE}="${CSS.escape(remote)}"][${LIVE_ATTRIBUTE}]`) !== null;
}

/**
 * Replays the oldest held tap once its part of the page is live (later ones wait their turn: taps keep their order),
 * on its control — the node tapped, or, when React drew that part anew, the control with its key — then the next one
 * in a microtask of its own: after React's, which renders and commits the answer to a tap (its updates from a click
 * are synchronous, flushed in a microtask queued by the click), so the next tap's handler sees that answer (Quinoa
 * chosen, then Next), and all of them are answered in the task the page went live in, drawn in its next frame. (A task
 * per tap let a frame, and whatever else was queued, in between: the builder's Next answered 0.3 s after its base.)
 */
function replay(): void {
  for (let first = held[0]; first; first = held[0]) {
    if (!partIsLive(first.remote)) return;
    held.shift();
    const control = first.control.isConnected ? first.control : first.key && findByKey(first.key);
    unmark(first.control);
    if (!control) {
      console.warn(
        `[shell] a tap held on [${TAP_ATTRIBUTE}="${first.key?.id ?? '?'}"] was dropped: that control is no longer on the page`,
      );
      continue;
    }
    unmark(control);
    reportHeldTap(Date.now() - first.since);
    replaying = true;
    try {
      control.click();
    } finally {
      replaying = false;
    }
    if (held.length) queueReplay();
    return;
  }
  clearTimeout(giveUp);
}

/**
 * A tap arriving while one is held on the same control counts once: the control already shows it pending, and the
 * second tap is the customer asking "did that work?" — not a second serving, nor a toggle back (two taps on Add to
 * Cart put one in the cart, two on a protein or a filter leave it chosen). "The same control" is the same element
 * while its tap waits; once replayed, the control answers for itself and each tap counts.
 */
function alreadyHeld(control: Element): boolean {
  return control.hasAttribute(TAP_HELD_ATTRIBUTE);
}

function take(control: HTMLElement, since: number): void {
  if (!control.hasAttribute(TAP_HELD_ATTRIBUTE)) markHeld(control);
  const remote = remoteOf(control);
  held.push({ control, remote, key: keyOf(control), since });
  clearTimeout(giveUp);
  giveUp = setTimeout(() => dropAll('their controls did not become live within a minute'), GIVE_UP_MS);
  if (held.length === 1 && partIsLive(remote)) queueReplay();
}

function hold(event: MouseEvent): void {
  if (replaying) return;
  const control = controlOf(event.target);
  if (!control || control.closest('a[href]') || !control.closest('#root')) return;
  // A live control with nothing held before it: the tap is React's. Behind held taps, it waits its turn.
  if (partIsLive(remoteOf(control)) && held.length === 0) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!alreadyHeld(control)) take(control, Date.now());
}

/** What public/before-paint.js held before this code ran (taps on controls inside the app but links), in order. */
export type EarlyTaps = { controls: string; take: () => { target: Element; since: number }[] };

/** Out of React's commit (the event comes from an effect), at once after it: the answer within a frame of live. */
function onLive(): void {
  if (held.length) queueReplay();
}

/**
 * Before hydrating server HTML: from now on, taps on controls not live yet wait for them — and the ones the page's own
 * little script held (and drew pending) while this code was on its way join them. Returns how to stop (for tests).
 */
export function holdEarlyClicks(): () => void {
  document.addEventListener('click', hold, true);
  document.addEventListener(LIVE_EVENT, onLive);
  const early = (window as unknown as { __campusHeldTaps?: EarlyTaps }).__campusHeldTaps;
  for (const { target, since } of early?.take() ?? []) {
    const control = controlOf(target);
    if (!control) continue;
    // Held and drawn by the little script already: taken over as they are.
    take(control, since);
  }
  return () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener(LIVE_EVENT, onLive);
    dropAll('');
  };
}
