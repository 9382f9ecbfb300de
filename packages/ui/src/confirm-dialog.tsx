import { TriangleAlert } from 'lucide-react';
import { Button } from './button';
import { Modal } from './modal';

/**
 * Asks before something is done (an alertdialog): the title says what, the message why; focus starts on the safe
 * choice (cancel), Escape and the backdrop cancel too.
 */
export function ConfirmDialog({
  open,
  idBase,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** Ids of the title and message derive from it (ids come from data, not useId). */
  idBase: string;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      role="alertdialog"
      labelledBy={`${idBase}-title`}
      describedBy={`${idBase}-message`}
    >
      <h2 id={`${idBase}-title`} className="flex items-start gap-2 text-lg font-semibold text-ink">
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden />
        {title}
      </h2>
      <p id={`${idBase}-message`} className="mt-2 text-ink">
        {message}
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button data-autofocus onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="outline" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
