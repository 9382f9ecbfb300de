import type { PersistStorage } from 'zustand/middleware';

/**
 * Web storage for a persisted store that never throws: corrupt text reads as nothing, what is read is passed through
 * `read` (validation: only what is valid today is kept), a refused write (storage full or blocked) is reported through
 * `onSaved(false)` and the store goes on in memory. The cart, the profile and the favourites keep their state this way
 * in localStorage; the bowl being built keeps its own in sessionStorage (`area`). The area is looked up at each call:
 * it may be missing (the server) or throw on access (blocked storage).
 */
export function safeJsonStorage<S>(
  read: (state: unknown) => S,
  onSaved: (ok: boolean) => void = () => {},
  area: () => Storage | undefined = () => globalThis.localStorage,
): PersistStorage<S> {
  return {
    getItem(name) {
      try {
        const raw = area()?.getItem(name);
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed !== 'object' || parsed === null) return null;
        const { state, version } = parsed as { state?: unknown; version?: unknown };
        return { state: read(state), version: typeof version === 'number' ? version : 0 };
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      try {
        area()?.setItem(name, JSON.stringify(value));
        onSaved(true);
      } catch {
        onSaved(false);
      }
    },
    removeItem(name) {
      try {
        area()?.removeItem(name);
      } catch {
        /* nothing stored to remove */
      }
    },
  };
}
