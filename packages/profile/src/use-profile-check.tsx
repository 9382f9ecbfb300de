import { ConfirmDialog } from '@campus/ui/confirm-dialog';
import { type ReactNode, useState } from 'react';
import { type Conflict, conflictsText, isBreach } from './fits';

interface Pending {
  name: string;
  breach: boolean;
  reasons: string;
  proceed: () => void;
}

/**
 * Asks before something that breaks the customer's profile goes into a bowl, a bundle or the cart: `check(name,
 * conflicts, proceed)` goes ahead at once when nothing conflicts, and otherwise opens a dialog that says why
 * ("Grilled Salmon: contains fish — you avoid fish") with "Keep it out" (focused) and "Add anyway". Render `dialog`.
 */
export function useProfileCheck(idBase: string): {
  check: (name: string, conflicts: readonly Conflict[], proceed: () => void) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const check = (name: string, conflicts: readonly Conflict[], proceed: () => void) => {
    if (conflicts.length === 0) proceed();
    else setPending({ name, breach: conflicts.some(isBreach), reasons: conflictsText(conflicts), proceed });
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      idBase={idBase}
      title={
        pending
          ? pending.breach
            ? `${pending.name} doesn't fit your diet`
            : `We can't check ${pending.name} against your diet`
          : ''
      }
      message={pending ? `${pending.name}: ${pending.reasons}. Add it anyway?` : ''}
      confirmLabel="Add anyway"
      cancelLabel="Keep it out"
      onConfirm={() => {
        pending?.proceed();
        setPending(null);
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { check, dialog };
}
