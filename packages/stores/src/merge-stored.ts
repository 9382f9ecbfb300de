/**
 * A persisted store's `merge`, except that with nothing stored (a first visit) the store keeps its own state object.
 * React adopts the server's HTML with a store's initial state (useSyncExternalStore's server snapshot), then compares
 * it with the state now: a new object, even an equal one, re-rendered every subscriber at once after hydration — and
 * with them the parts of the page below them left to hydrate later (@campus/ui/hydration), in one long task.
 */
export function mergeStored<S>(merge: (persisted: unknown, current: S) => S) {
  return (persisted: unknown, current: S): S => (persisted === undefined ? current : merge(persisted, current));
}
