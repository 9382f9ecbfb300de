import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it goes by itself; toasts with an action stay longer. */
  durationMs?: number;
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

/** Show a toast from any slice: one toaster (in the shell) shows them all. Returns the toast's id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  useToastStore.setState((s) => ({ toasts: [...s.toasts, { ...input, id }].slice(-MAX_VISIBLE) }));
  const ms = input.durationMs ?? (input.action ? WITH_ACTION_MS : DEFAULT_MS);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), ms),
  );
  return id;
}

export const useToasts = (): Toast[] => useToastStore((s) => s.toasts);
