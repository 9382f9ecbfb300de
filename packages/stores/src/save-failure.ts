import { type ToastInput, toast } from './toast-store';

export interface SaveFlag {
  getState: () => { saveFailed: boolean };
  setState: (state: { saveFailed: boolean }) => void;
}

/**
 * What a persisted store does when the browser refuses a write (storage full or blocked): its `saveFailed` flag follows
 * each write, the customer is told once, and the store goes on in memory. The cart, profile and favourites share it.
 * `store` is read lazily: the storage is made before the store that uses it.
 */
export function saveFailureReporter(store: () => SaveFlag, notice: ToastInput): (ok: boolean) => void {
  let told = false;
  return (ok) => {
    if (store().getState().saveFailed === ok) store().setState({ saveFailed: !ok });
    if (!ok && !told) {
      told = true;
      toast({ ...notice, variant: 'destructive' });
    }
  };
}
