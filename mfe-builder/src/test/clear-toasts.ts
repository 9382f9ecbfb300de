import { dismissToast, toast } from '@campus/stores';

/** Tests share the one toast store: dismiss every toast shown so far (ids count up from 1). */
export function clearToasts(): void {
  const last = toast({ title: 'reset' });
  for (let id = 1; id <= last; id++) dismissToast(id);
}
