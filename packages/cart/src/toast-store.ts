import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it goes by itself; toasts with an action stay longer. */
  durationMs?: number;
  /**
   * Messages of one kind replace each other, whatever their words (`limit:protein`: the 4th, 5th and 6th protein tapped
   * say "Up to 3 proteins" once, naming the last one). Without a kind, only the very same message is one.
   */
  kind?: string;
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
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

/** Clears every toast (tests, and a page that starts over). */
export function dismissAllToasts(): void {
  for (const t of useToastStore.getState().toasts) dismissToast(t.id);
}

const sameMessage = (a: ToastInput, b: ToastInput): boolean =>
  a.kind !== undefined || b.kind !== undefined
    ? a.kind === b.kind
    : a.title === b.title && a.description === b.description && (a.variant ?? 'default') === (b.variant ?? 'default');

function startTimer(t: Toast): void {
  const running = timers.get(t.id);
  if (running) clearTimeout(running);
  const ms = t.durationMs ?? (t.action ? WITH_ACTION_MS : DEFAULT_MS);
  timers.set(
    t.id,
    setTimeout(() => dismissToast(t.id), ms),
  );
}

/**
 * Show a toast from any slice: one toaster (in the shell) shows them all. Returns the toast's id.
 * The same message (or one of the same kind) is never shown twice at once: a repeat replaces the one on screen (its
 * words and action are the newest, its timer starts over) instead of stacking a copy.
 */
export function toast(input: ToastInput): number {
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
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    return { toasts: toasts.slice(-MAX_VISIBLE) };
  });
  startTimer(created);
  return created.id;
}

export const useToasts = (): Toast[] => useToastStore((s) => s.toasts);
