import type { ReactNode } from 'react';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

interface ConfirmDeleteDialogProps {
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  /** The failure of the last attempt, shown in the dialog, which stays open for another try. */
  failure: string | null;
}

/**
 * Asks before deleting, Cancel first (and focused, so Enter does no harm). While the deletion
 * runs both buttons wait; Escape and the backdrop are ignored until it ends.
 */
export function ConfirmDeleteDialog({ title, children, onConfirm, onClose, pending, failure }: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={() => {
        if (!pending) onClose();
      }}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <BusyButton type="button" className="btn btn--danger" onClick={onConfirm} busy={pending}>
            Delete
          </BusyButton>
        </>
      }
    >
      <p>{children}</p>
      {failure && (
        <p className="error forum-dialog__error" role="alert">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
