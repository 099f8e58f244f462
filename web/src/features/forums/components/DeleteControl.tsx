import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { Icon } from '../../../ui/Icon.tsx';

interface DeleteControlProps {
  /** Completes the button's accessible name: "Delete <what>". */
  what: string;
  /** The dialog's title and question. */
  title: string;
  body: ReactNode;
  /** The deletion; the dialog closes when it resolves and shows `failure` when it rejects. */
  remove: () => Promise<unknown>;
  pending: boolean;
  failure: string;
  /** Called after a successful deletion, once the dialog has closed. */
  onDeleted?: () => void;
  /** A bordered button, or a small text action as under replies. */
  look: 'button' | 'action';
  testId?: string;
}

/** A Delete button that asks for confirmation first (forums, posts, replies). */
export function DeleteControl(props: DeleteControlProps) {
  const { what, title, body, remove, pending, failure, onDeleted, look, testId } = props;
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  function confirm() {
    setFailed(false);
    remove().then(
      () => {
        // Close (and let the deleted thing leave the page) first, so `onDeleted` can move focus.
        flushSync(() => setOpen(false));
        onDeleted?.();
      },
      () => setFailed(true),
    );
  }

  return (
    <>
      <button
        type="button"
        className={look === 'button' ? 'btn forum-delete' : 'discussion-action forum-action--delete'}
        data-testid={testId}
        aria-haspopup="dialog"
        onClick={() => {
          setFailed(false);
          setOpen(true);
        }}
      >
        <Icon name="trash" size={16} />
        Delete<span className="visually-hidden"> {what}</span>
      </button>
      {open && (
        <ConfirmDeleteDialog
          title={title}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
          pending={pending}
          failure={failed ? failure : null}
        >
          {body}
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
