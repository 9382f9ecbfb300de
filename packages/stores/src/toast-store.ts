import { useEffect } from 'react';
import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** Milliseconds on screen before it goes by itself (not counting while it is held); toasts with an action stay longer. */
  durationMs?: number;
  /**
   * Messages of one kind replace each other, whatever their words (`limit:protein`: the 4th, 5th and 6th protein tapped
   * say "Up to 3 proteins" once, naming the last one). Without a kind, only the very same message is one.
   */
  kind?: string;
  /**
   * A success's own flow (`builder`, `plan`): shown, it dismisses the toasts whose kind is in that flow (`builder:base`)
   * — the errors that led to it never stand beside it.
   */
  solves?: string;
}

export interface Toast extends ToastInput {
  id: number;
}

interface ToastState {
  toasts: Toast[];
}

const MAX_VISIBLE = 3;
const DEFAULT_MS = 5000;
const WITH_ACTION_MS = 8000;

const useToastStore = create<ToastState>(() => ({ toasts: [] }));
let nextId = 1;

/**
 * A toast's time: how long it has left, and since when it has been running. Time runs only while a toaster shows it
 * and nothing holds it (WCAG 2.2.1): a toast put up before the page's toaster is drawn waits for it, and one that
 * holds the keyboard's focus or the pointer never goes while it does.
 */
interface Clock {
  leftMs: number;
  since: number | null;
  timer?: ReturnType<typeof setTimeout>;
}
const clocks = new Map<number, Clock>();
let toasters = 0;
let holds = 0;
const running = (): boolean => toasters > 0 && holds === 0;

function run(id: number, clock: Clock): void {
  if (clock.since !== null) return;
  clock.since = Date.now();
  clock.timer = setTimeout(() => dismissToast(id), Math.max(0, clock.leftMs));
}

function pause(clock: Clock): void {
  if (clock.since === null) return;
  clearTimeout(clock.timer);
  clock.leftMs -= Date.now() - clock.since;
  clock.since = null;
}

function rerun(): void {
  for (const [id, clock] of clocks) running() ? run(id, clock) : pause(clock);
}

/** A toaster draws the toasts from now until the returned function is called: their time runs while one does. */
export function toasterShown(): () => void {
  toasters += 1;
  rerun();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    toasters -= 1;
    rerun();
  };
}

/**
 * Holds every toast where it is (the keyboard's focus or the pointer is on one) until the returned function is called;
 * then each goes on from the time it had left.
 */
export function holdToasts(): () => void {
  holds += 1;
  rerun();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    holds -= 1;
    rerun();
  };
}

export function dismissToast(id: number): void {
  const clock = clocks.get(id);
  if (clock) clearTimeout(clock.timer);
  clocks.delete(id);
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Clears every toast (tests, and a page that starts over). */
export function dismissAllToasts(): void {
  for (const t of useToastStore.getState().toasts) dismissToast(t.id);
}

/** True when `kind` is `problem` itself or one of its parts (`builder` holds `builder:base`). */
const isOf = (kind: string | undefined, problem: string): boolean =>
  kind !== undefined && (kind === problem || kind.startsWith(`${problem}:`));

/**
 * The choice a message asked for was made: its toast goes (every toast whose kind is `problem` or in it —
 * `problemSolved('builder')` clears `builder:base` and `builder:sauce`). Nothing happens when none is shown.
 */
export function problemSolved(problem: string): void {
  for (const t of useToastStore.getState().toasts) if (isOf(t.kind, problem)) dismissToast(t.id);
}

const sameMessage = (a: ToastInput, b: ToastInput): boolean =>
  a.kind !== undefined || b.kind !== undefined
    ? a.kind === b.kind
    : a.title === b.title && a.description === b.description && (a.variant ?? 'default') === (b.variant ?? 'default');

function startTimer(t: Toast): void {
  const old = clocks.get(t.id);
  if (old) clearTimeout(old.timer);
  const clock: Clock = { leftMs: t.durationMs ?? (t.action ? WITH_ACTION_MS : DEFAULT_MS), since: null };
  clocks.set(t.id, clock);
  if (running()) run(t.id, clock);
}

/**
 * Show a toast from any slice: one toaster (in the shell) shows them all. Returns the toast's id.
 * The same message (or one of the same kind) is never shown twice at once: a repeat replaces the one on screen (its
 * words and action are the newest, its timer starts over) instead of stacking a copy. A toast that `solves` a flow
 * first dismisses that flow's messages (a success never stands beside the error that led to it).
 */
export function toast(input: ToastInput): number {
  if (input.solves !== undefined) problemSolved(input.solves);
  const shown = useToastStore.getState().toasts.find((t) => sameMessage(t, input));
  if (shown) {
    const refreshed: Toast = { ...input, id: shown.id };
    useToastStore.setState((s) => ({ toasts: s.toasts.map((t) => (t.id === shown.id ? refreshed : t)) }));
    startTimer(refreshed);
    return shown.id;
  }
  const created: Toast = { ...input, id: nextId++ };
  useToastStore.setState((s) => {
    const toasts = [...s.toasts, created];
    for (const dropped of toasts.slice(0, -MAX_VISIBLE)) {
      clearTimeout(clocks.get(dropped.id)?.timer);
      clocks.delete(dropped.id);
    }
    return { toasts: toasts.slice(-MAX_VISIBLE) };
  });
  startTimer(created);
  return created.id;
}

export const useToasts = (): Toast[] => useToastStore((s) => s.toasts);

/**
 * A page names the problems it has solved, as it renders: each kind listed dismisses its toast (`problemSolved`) when it
 * joins the list — the base is chosen, so 'Please select a base for your bowl.' goes at once, not 5 s later on the next
 * step. A problem on the list when its toast is shown cannot be: pages only say what is still missing.
 */
export function useSolvedProblems(solved: readonly string[]): void {
  const key = solved.join('\n');
  useEffect(() => {
    for (const kind of key.split('\n')) if (kind) problemSolved(kind);
  }, [key]);
}
